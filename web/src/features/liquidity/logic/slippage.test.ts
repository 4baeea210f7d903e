import { describe, expect, it } from "vitest";
import { addLiquidityMinimum, calculateSlippageAmount } from "./slippage";

describe("slippage and deadline", () => {
  it("min and max after 0.5 %", () => expect(calculateSlippageAmount(10_000n, 50)).toEqual([9950n, 10050n]));
  it("floors", () => expect(calculateSlippageAmount(999n, 50)).toEqual([994n, 1003n]));
  it("rejects values outside 0..10000", () => {
    expect(() => calculateSlippageAmount(1n, -1)).toThrow("Unexpected slippage value");
    expect(() => calculateSlippageAmount(1n, 10_001)).toThrow("Unexpected slippage value");
    expect(() => calculateSlippageAmount(1n, 1.5)).toThrow("Unexpected slippage value");
    // Both ends of the range are allowed: 0 % keeps the amount, 100 % accepts anything down to zero.
    expect(calculateSlippageAmount(1000n, 0)).toEqual([1000n, 1000n]);
    expect(calculateSlippageAmount(1000n, 10_000)).toEqual([0n, 2000n]);
  });
  it("a new pool ignores the setting (slippage 0)", () => {
    expect(addLiquidityMinimum(1000n, 300, true)).toBe(1000n);
    expect(addLiquidityMinimum(1000n, 300, false)).toBe(970n);
  });
});
