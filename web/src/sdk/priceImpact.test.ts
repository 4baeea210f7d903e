import { describe, expect, it } from "vitest";
import { CurrencyAmount } from "./currencyAmount";
import { Percent } from "./percent";
import { Price } from "./price";
import { computePriceImpact } from "./priceImpact";
import { T0, T1 } from "./testPairs";

describe("computePriceImpact", () => {
  it("is (quote - output) / quote", () => {
    const mid = new Price(T0, T1, 1n, 2n); // 1 T0 = 2 T1
    const impact = computePriceImpact(mid, CurrencyAmount.fromRawAmount(T0, 100n), CurrencyAmount.fromRawAmount(T1, 150n));
    expect(impact.toFixed(2)).toBe("25.00");
  });
  it("gives the same impact for unreduced prices and fractional amounts of the same value", () => {
    // 10 T0 = 20 T1 is the same mid price as 1 = 2; 300/3 T0 is 100 T0.
    const mid = new Price(T0, T1, 10n, 20n);
    const impact = computePriceImpact(mid, CurrencyAmount.fromFractionalAmount(T0, 300n, 3n), CurrencyAmount.fromRawAmount(T1, 150n));
    expect(impact.toFixed(2)).toBe("25.00");
    expect(impact.equalTo(new Percent(1n, 4n))).toBe(true);
  });
  it("does not overflow when the mid-price quote passes uint256", () => {
    const mid = new Price(T0, T1, 1n, 2n ** 200n);
    const impact = computePriceImpact(mid, CurrencyAmount.fromRawAmount(T0, 2n ** 100n), CurrencyAmount.fromRawAmount(T1, 1n));
    expect(impact.lessThan(1n) && impact.greaterThan(0n)).toBe(true);
  });
});
