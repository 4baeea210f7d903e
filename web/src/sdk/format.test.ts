import { describe, expect, it } from "vitest";
import { Rounding } from "./constants";
import { formatFixed, formatSignificant, roundDiv } from "./format";

describe("roundDiv", () => {
  it("rounds down, half up and up", () => {
    expect([roundDiv(7n, 2n, Rounding.ROUND_DOWN), roundDiv(7n, 2n, Rounding.ROUND_HALF_UP), roundDiv(7n, 2n, Rounding.ROUND_UP)]).toEqual([3n, 4n, 4n]);
    expect([roundDiv(7n, 3n, Rounding.ROUND_HALF_UP), roundDiv(8n, 3n, Rounding.ROUND_HALF_UP), roundDiv(6n, 3n, Rounding.ROUND_UP)]).toEqual([2n, 3n, 2n]);
  });
});

describe("formatFixed", () => {
  it("prints exactly N decimals, rounded once", () => {
    expect(formatFixed(1n, 3n, 4, Rounding.ROUND_HALF_UP)).toBe("0.3333");
    expect(formatFixed(2n, 3n, 4, Rounding.ROUND_HALF_UP)).toBe("0.6667");
    expect(formatFixed(2n, 3n, 4, Rounding.ROUND_DOWN)).toBe("0.6666");
    expect(formatFixed(1n, 3n, 0, Rounding.ROUND_UP)).toBe("1");
    expect(formatFixed(5n, 1n, 2, Rounding.ROUND_DOWN)).toBe("5.00");
    expect(formatFixed(-1n, 3n, 2, Rounding.ROUND_HALF_UP)).toBe("-0.33");
    expect(formatFixed(-1n, 1000n, 2, Rounding.ROUND_HALF_UP)).toBe("0.00");
  });
  it("groups the integer part when asked", () => {
    expect(formatFixed(123456789n, 1n, 1, Rounding.ROUND_DOWN, { groupSeparator: "," })).toBe("123,456,789.0");
    expect(formatFixed(1234567n, 1n, 0, Rounding.ROUND_DOWN, { groupSeparator: ".", groupSize: 4 })).toBe("123.4567");
    expect(formatFixed(12345n, 10n, 1, Rounding.ROUND_DOWN, { groupSeparator: " ", decimalSeparator: "," })).toBe("1 234,5");
    expect(formatFixed(123n, 1n, 0, Rounding.ROUND_DOWN, { groupSeparator: "," })).toBe("123");
  });
  it("takes the sign from numerator and denominator together", () => {
    expect(formatFixed(1n, -3n, 2, Rounding.ROUND_HALF_UP)).toBe("-0.33");
    expect(formatFixed(-1n, -3n, 2, Rounding.ROUND_HALF_UP)).toBe("0.33");
    expect(formatSignificant(1n, -3n, 2, Rounding.ROUND_HALF_UP)).toBe("-0.33");
    expect(formatSignificant(-1n, -3n, 2, Rounding.ROUND_HALF_UP)).toBe("0.33");
  });
});

describe("formatSignificant", () => {
  it("refuses zero, negative or fractional digit counts (0 digits printed '0000')", () => {
    expect(() => formatSignificant(123n, 1n, 0, Rounding.ROUND_DOWN)).toThrow("0 is not positive.");
    expect(() => formatSignificant(5n, 1n, -1, Rounding.ROUND_HALF_UP)).toThrow("-1 is not positive.");
    expect(() => formatSignificant(5n, 1n, 1.5, Rounding.ROUND_HALF_UP)).toThrow("1.5 is not an integer.");
    expect(formatSignificant(123n, 1n, 1, Rounding.ROUND_DOWN)).toBe("100");
  });

  it("drops trailing zeros and never uses exponent notation", () => {
    expect(formatSignificant(1n, 3n, 6, Rounding.ROUND_HALF_UP)).toBe("0.333333");
    expect(formatSignificant(1234567n, 1n, 3, Rounding.ROUND_DOWN)).toBe("1230000");
    expect(formatSignificant(15n, 10n, 6, Rounding.ROUND_DOWN)).toBe("1.5");
    expect(formatSignificant(1n, 10n ** 30n, 2, Rounding.ROUND_DOWN)).toBe("0.000000000000000000000000000001");
    expect(formatSignificant(0n, 7n, 4, Rounding.ROUND_UP)).toBe("0");
    expect(formatSignificant(-2n, 3n, 3, Rounding.ROUND_HALF_UP)).toBe("-0.667");
  });
  it("rounds after truncating to one extra digit, like decimal.js-light in sdk-core", () => {
    // 0.017476: truncated to 0.0174, then half-up to 2 digits -> 0.017 (exact half-up would give 0.018)
    expect(formatSignificant(121040n, 6926022n, 2, Rounding.ROUND_HALF_UP)).toBe("0.017");
    // 1.0563: truncated to 1.0, then up to 1 digit -> 1
    expect(formatSignificant(10563n, 10000n, 1, Rounding.ROUND_UP)).toBe("1");
    expect(formatSignificant(19999n, 10000n, 3, Rounding.ROUND_HALF_UP)).toBe("2");
    // Half-up at exactly one half of the last digit rounds up; just below it rounds down.
    expect(formatSignificant(125n, 100n, 2, Rounding.ROUND_HALF_UP)).toBe("1.3");
    expect(formatSignificant(124n, 100n, 2, Rounding.ROUND_HALF_UP)).toBe("1.2");
    expect(formatSignificant(121n, 100n, 2, Rounding.ROUND_UP)).toBe("1.3");
    expect(formatSignificant(1234567n, 1n, 3, Rounding.ROUND_DOWN, { groupSeparator: "," })).toBe("1,230,000");
  });
  it("counts significant digits from the first non-zero digit of a value below one", () => {
    // Here the digit counts alone already give the leading digit's place (0.123: 3 - 4 digits, 10^-1), so the
    // check that corrects them for a value such as 0.0123 must leave it where it is
    expect(formatSignificant(123n, 1000n, 2, Rounding.ROUND_DOWN)).toBe("0.12");
    expect(formatSignificant(456n, 10000n, 1, Rounding.ROUND_DOWN)).toBe("0.04");
    expect(formatSignificant(56n, 100n, 1, Rounding.ROUND_HALF_UP)).toBe("0.6");
  });
  it("keeps zeros between non-zero digits, drops only trailing ones", () => {
    expect(formatSignificant(105n, 100n, 3, Rounding.ROUND_DOWN)).toBe("1.05");
    expect(formatSignificant(10050n, 10000n, 4, Rounding.ROUND_DOWN)).toBe("1.005");
    expect(formatSignificant(1005n, 1n, 6, Rounding.ROUND_DOWN)).toBe("1005");
  });
});
