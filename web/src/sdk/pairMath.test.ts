import { describe, expect, it } from "vitest";
import { amountIn, amountOut, sqrt } from "./pairMath";

describe("pair math", () => {
  it("amountOut keeps 997/1000 of the input and gives 0 when too small", () => {
    expect(amountOut(1000n, 1_000_000n, 1_000_000n)).toBe((1000n * 997n * 1_000_000n) / (1_000_000n * 1000n + 997_000n));
    expect(amountOut(1n, 10n ** 18n, 1n)).toBe(0n);
    expect(amountOut(5n, 0n, 0n)).toBe(0n);
    // Nothing in and nothing in reserve: no division by zero, just nothing out.
    expect(amountOut(0n, 0n, 5n)).toBe(0n);
  });
  it("amountIn is the smallest input for the output, -1 when reserves cannot give it", () => {
    const needed = amountIn(996n, 1_000_000n, 1_000_000n);
    expect(amountOut(needed, 1_000_000n, 1_000_000n)).toBeGreaterThanOrEqual(996n);
    // The smallest: one wei less no longer buys the output (UniswapV2Library's getAmountIn, floor + 1).
    expect(needed).toBe((1_000_000n * 996n * 1000n) / ((1_000_000n - 996n) * 997n) + 1n);
    expect(amountOut(needed - 1n, 1_000_000n, 1_000_000n)).toBeLessThan(996n);
    expect(amountIn(1_000_000n, 1_000_000n, 1_000_000n)).toBe(-1n);
    expect(amountIn(1n, 0n, 5n)).toBe(-1n);
    // A zero reserve on either side is -1 whatever is asked, not a formula result.
    for (const out of [-1n, 0n, 1n]) expect(amountIn(out, 5n, 0n), String(out)).toBe(-1n);
  });
  it("sqrt is the exact floor for every size (sdk-core's float shortcut is off by one at k^2-1 near 2^53)", () => {
    for (const v of [0n, 1n, 2n, 3n, 4n, 15n, 16n, 17n, 10n ** 30n]) {
      const r = sqrt(v);
      expect(r * r <= v && (r + 1n) * (r + 1n) > v).toBe(true);
    }
    const k = 94906267n; // k^2 - 1 < 2^53, where Math.sqrt rounds up to k
    expect(sqrt(k * k - 1n)).toBe(k - 1n);
    expect(() => sqrt(-1n)).toThrow("NEGATIVE");
  });
});
