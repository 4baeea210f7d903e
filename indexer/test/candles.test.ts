import { describe, expect, it } from "vitest";
import { DAY, EMPTY_CANDLE, HOUR, periodStart, ratioLess, withPrice } from "../src/candles";

const r = (numerator: bigint, denominator: bigint) => ({ numerator, denominator });

describe("candles", () => {
  it("puts a time in the hour and the day that hold it", () => {
    expect(periodStart(7_199n, HOUR)).toBe(3_600n);
    expect(periodStart(7_200n, HOUR)).toBe(7_200n);
    expect(periodStart(86_400n * 3n + 5n, DAY)).toBe(86_400n * 3n);
  });

  it("compares exact ratios without rounding", () => {
    expect(ratioLess(r(1n, 3n), r(333_333n, 1_000_000n))).toBe(false);
    expect(ratioLess(r(333_333n, 1_000_000n), r(1n, 3n))).toBe(true);
    expect(ratioLess(r(2n, 4n), r(1n, 2n))).toBe(false);
  });

  it("opens on the first price, widens high and low, closes on the last", () => {
    let candle = withPrice(EMPTY_CANDLE, r(3n, 2n));
    expect(candle).toMatchObject({ openNumerator: "3", openDenominator: "2", highNumerator: "3", lowNumerator: "3", closeNumerator: "3" });
    candle = withPrice(candle, r(5n, 2n));
    candle = withPrice(candle, r(1n, 2n));
    candle = withPrice(candle, r(2n, 2n));
    expect(candle).toEqual({
      openNumerator: "3",
      openDenominator: "2",
      highNumerator: "5",
      highDenominator: "2",
      lowNumerator: "1",
      lowDenominator: "2",
      closeNumerator: "2",
      closeDenominator: "2",
    });
  });

  it("keeps a stored high or low the price only equals, and starts from nothing as from an empty candle", () => {
    const stored = withPrice(withPrice(undefined, r(2n, 4n)), r(6n, 4n));
    expect(withPrice(undefined, r(3n, 2n))).toEqual(withPrice(EMPTY_CANDLE, r(3n, 2n)));
    // 1/2 equals the low 2/4 and 3/2 the high 6/4: neither moves, and each keeps the text it was stored with.
    expect(withPrice(stored, r(1n, 2n))).toMatchObject({ lowNumerator: "2", lowDenominator: "4", highNumerator: "6", closeNumerator: "1", closeDenominator: "2" });
    expect(withPrice(stored, r(3n, 2n))).toMatchObject({ highNumerator: "6", highDenominator: "4", lowNumerator: "2", openNumerator: "2", openDenominator: "4" });
  });

  it("takes a price stored half (a numerator without its denominator) as no price", () => {
    const half = { ...EMPTY_CANDLE, openNumerator: "5", highNumerator: "5", lowDenominator: "1" };
    expect(withPrice(half, r(3n, 2n))).toEqual(withPrice(undefined, r(3n, 2n)));
  });
});
