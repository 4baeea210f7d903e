import { type BigintIsh, Rounding } from "./constants.ts";
import { formatFixed, formatSignificant, type NumberFormat } from "./format.ts";

/** A value that can be read as a fraction: a number-like or anything with numerator and denominator. */
export type Fractionish = BigintIsh | { numerator: bigint; denominator: bigint };

function parse(value: Fractionish): { numerator: bigint; denominator: bigint } {
  if (typeof value === "bigint") return { numerator: value, denominator: 1n };
  if (typeof value === "number" || typeof value === "string") return { numerator: BigInt(value), denominator: 1n };
  return value;
}

/**
 * An exact rational number numerator/denominator on native bigint. Like sdk-core, results are not reduced, so
 * numerators and denominators come out exactly as @uniswap/sdk-core's do.
 */
export class Fraction {
  readonly numerator: bigint;
  readonly denominator: bigint;

  constructor(numerator: BigintIsh, denominator: BigintIsh = 1n) {
    // Stryker disable next-line ConditionalExpression,StringLiteral: equivalent, BigInt of a bigint is the same bigint (mutation/EQUIVALENT_MUTANTS.md)
    this.numerator = typeof numerator === "bigint" ? numerator : BigInt(numerator);
    // Stryker disable next-line ConditionalExpression,StringLiteral: equivalent, BigInt of a bigint is the same bigint (mutation/EQUIVALENT_MUTANTS.md)
    this.denominator = typeof denominator === "bigint" ? denominator : BigInt(denominator);
  }

  /** Floor division (towards zero, as bigint division is). */
  get quotient(): bigint {
    return this.numerator / this.denominator;
  }

  get remainder(): Fraction {
    return new Fraction(this.numerator % this.denominator, this.denominator);
  }

  invert(): Fraction {
    return new Fraction(this.denominator, this.numerator);
  }

  add(other: Fractionish): Fraction {
    const o = parse(other);
    if (this.denominator === o.denominator) return new Fraction(this.numerator + o.numerator, this.denominator);
    return new Fraction(
      this.numerator * o.denominator + o.numerator * this.denominator,
      this.denominator * o.denominator,
    );
  }

  subtract(other: Fractionish): Fraction {
    const o = parse(other);
    if (this.denominator === o.denominator) return new Fraction(this.numerator - o.numerator, this.denominator);
    return new Fraction(
      this.numerator * o.denominator - o.numerator * this.denominator,
      this.denominator * o.denominator,
    );
  }

  lessThan(other: Fractionish): boolean {
    const o = parse(other);
    return this.numerator * o.denominator < o.numerator * this.denominator;
  }

  equalTo(other: Fractionish): boolean {
    const o = parse(other);
    return this.numerator * o.denominator === o.numerator * this.denominator;
  }

  greaterThan(other: Fractionish): boolean {
    const o = parse(other);
    return this.numerator * o.denominator > o.numerator * this.denominator;
  }

  multiply(other: Fractionish): Fraction {
    const o = parse(other);
    return new Fraction(this.numerator * o.numerator, this.denominator * o.denominator);
  }

  divide(other: Fractionish): Fraction {
    const o = parse(other);
    return new Fraction(this.numerator * o.denominator, this.denominator * o.numerator);
  }

  /** The value to N significant digits (default rounding ROUND_HALF_UP). */
  toSignificant(significantDigits: number, format?: NumberFormat, rounding: Rounding = Rounding.ROUND_HALF_UP): string {
    return formatSignificant(this.numerator, this.denominator, significantDigits, rounding, format);
  }

  /** The value with exactly N decimals (default rounding ROUND_HALF_UP). */
  toFixed(decimalPlaces: number, format?: NumberFormat, rounding: Rounding = Rounding.ROUND_HALF_UP): string {
    if (!Number.isInteger(decimalPlaces)) throw new Error(`${decimalPlaces} is not an integer.`);
    if (decimalPlaces < 0) throw new Error(`${decimalPlaces} is negative.`);
    return formatFixed(this.numerator, this.denominator, decimalPlaces, rounding, format);
  }

  /** This value as a plain Fraction (drops the subclass). */
  get asFraction(): Fraction {
    return new Fraction(this.numerator, this.denominator);
  }
}
