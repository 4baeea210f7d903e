import { describe, expect, it } from "vitest";
import { Rounding } from "./constants";
import { Fraction } from "./fraction";

describe("Fraction", () => {
  it("does exact arithmetic without reducing, like sdk-core", () => {
    const a = new Fraction(1n, 2n);
    const b = new Fraction(1n, 3n);
    expect(a.add(b)).toMatchObject({ numerator: 5n, denominator: 6n });
    expect(a.subtract(b)).toMatchObject({ numerator: 1n, denominator: 6n });
    expect(a.add(new Fraction(3n, 2n))).toMatchObject({ numerator: 4n, denominator: 2n });
    expect(a.multiply(b)).toMatchObject({ numerator: 1n, denominator: 6n });
    expect(a.divide(b)).toMatchObject({ numerator: 3n, denominator: 2n });
    expect(a.invert()).toMatchObject({ numerator: 2n, denominator: 1n });
    expect(new Fraction("7", 2).quotient).toBe(3n);
    expect(new Fraction(7n, 2n).remainder).toMatchObject({ numerator: 1n, denominator: 2n });
  });
  it("compares by cross-multiplication and accepts plain numbers", () => {
    expect(new Fraction(1n, 2n).lessThan(new Fraction(2n, 3n))).toBe(true);
    expect(new Fraction(2n, 4n).equalTo(new Fraction(1n, 2n))).toBe(true);
    expect(new Fraction(3n, 2n).greaterThan(1n)).toBe(true);
    expect(new Fraction(1n).add(2)).toMatchObject({ numerator: 3n });
    expect(new Fraction(1n).add("2")).toMatchObject({ numerator: 3n, denominator: 1n });
    expect(new Fraction(5n, 2n).subtract(new Fraction(1n, 2n))).toMatchObject({ numerator: 4n, denominator: 2n });
    expect(new Fraction(5n, 2n).subtract(1n)).toMatchObject({ numerator: 3n, denominator: 2n });
  });
  it("compares values whose denominators both differ from 1", () => {
    // 3/4 against 2/3 is 9 against 8 by cross-multiplication: close enough that dropping either denominator's
    // factor flips the answer
    expect(new Fraction(3n, 4n).greaterThan(new Fraction(2n, 3n))).toBe(true);
    expect(new Fraction(2n, 3n).greaterThan(new Fraction(3n, 4n))).toBe(false);
    expect(new Fraction(2n, 3n).lessThan(new Fraction(3n, 4n))).toBe(true);
    expect(new Fraction(3n, 4n).lessThan(new Fraction(2n, 3n))).toBe(false);
    expect(new Fraction(6n, 9n).equalTo(new Fraction(4n, 6n))).toBe(true);
  });
  it("equal values are neither less nor greater", () => {
    const half = new Fraction(1n, 2n);
    const alsoHalf = new Fraction(3n, 6n);
    expect([half.lessThan(alsoHalf), half.greaterThan(alsoHalf), half.equalTo(alsoHalf)]).toEqual([false, false, true]);
    expect([half.lessThan(new Fraction(1n, 3n)), half.greaterThan(new Fraction(2n, 3n)), half.equalTo(new Fraction(2n, 3n))]).toEqual([false, false, false]);
  });
  it("formats with default half-up rounding and validates the digit counts", () => {
    expect(new Fraction(2n, 3n).toSignificant(3)).toBe("0.667");
    expect(new Fraction(2n, 3n).toFixed(2)).toBe("0.67");
    expect(new Fraction(2n, 3n).toFixed(2, undefined, Rounding.ROUND_DOWN)).toBe("0.66");
    expect(() => new Fraction(1n).toSignificant(0)).toThrow("0 is not positive.");
    expect(() => new Fraction(1n).toSignificant(1.5)).toThrow("1.5 is not an integer.");
    expect(() => new Fraction(1n).toFixed(-1)).toThrow("-1 is negative.");
    expect(() => new Fraction(1n).toFixed(0.5)).toThrow("0.5 is not an integer.");
    expect(new Fraction(3n, 2n).toFixed(0)).toBe("2");
    expect(new Fraction(2n, 3n).toSignificant(1)).toBe("0.7");
    expect(new Fraction(2n, 3n).toSignificant(2, undefined, Rounding.ROUND_DOWN)).toBe("0.66");
  });
  it("asFraction drops the subclass", () => {
    expect(new Fraction(1n, 2n).asFraction).toBeInstanceOf(Fraction);
  });
});
