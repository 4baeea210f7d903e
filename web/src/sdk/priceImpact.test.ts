import { describe, expect, it } from "vitest";
import { CurrencyAmount } from "./currencyAmount";
import { Price } from "./price";
import { computePriceImpact } from "./priceImpact";
import { T0, T1 } from "./testPairs";

describe("computePriceImpact", () => {
  it("is (quote - output) / quote", () => {
    const mid = new Price(T0, T1, 1n, 2n); // 1 T0 = 2 T1
    const impact = computePriceImpact(mid, CurrencyAmount.fromRawAmount(T0, 100n), CurrencyAmount.fromRawAmount(T1, 150n));
    expect(impact.toFixed(2)).toBe("25.00");
  });
  it("does not overflow when the mid-price quote passes uint256", () => {
    const mid = new Price(T0, T1, 1n, 2n ** 200n);
    const impact = computePriceImpact(mid, CurrencyAmount.fromRawAmount(T0, 2n ** 100n), CurrencyAmount.fromRawAmount(T1, 1n));
    expect(impact.lessThan(1n) && impact.greaterThan(0n)).toBe(true);
  });
});
