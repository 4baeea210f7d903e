import { describe, expect, it } from "vitest";
import { networkFeeWei } from "./networkFee";

describe("networkFeeWei", () => {
  it("uses the EIP-1559 max fee where present, else the gas price", () => {
    expect(networkFeeWei(21_000n, { maxFeePerGas: 3n * 10n ** 9n, gasPrice: 10n ** 9n })).toBe(63_000n * 10n ** 9n);
    expect(networkFeeWei(21_000n, { maxFeePerGas: null, gasPrice: 2n })).toBe(42_000n);
  });
  it("is undefined when the node gave no price", () => {
    expect(networkFeeWei(21_000n, {})).toBeUndefined();
    expect(networkFeeWei(21_000n, { maxFeePerGas: null, gasPrice: null })).toBeUndefined();
  });
});
