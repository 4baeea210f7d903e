import type { Currency } from "./currency.ts";
import { type BigintIsh, MaxUint256, Rounding } from "./constants.ts";
import { invariant } from "./errors.ts";
import { Fraction, type Fractionish } from "./fraction.ts";
import { type NumberFormat, pow10 } from "./format.ts";
import type { Token } from "./token.ts";

/**
 * An amount of a currency in its smallest unit (raw amount), possibly fractional. Bounded by uint256.
 * Shown with 6 significant digits rounded down by default.
 */
export class CurrencyAmount<T extends Currency = Currency> extends Fraction {
  readonly currency: T;

  static fromRawAmount<T extends Currency>(currency: T, rawAmount: BigintIsh): CurrencyAmount<T> {
    return new CurrencyAmount(currency, rawAmount);
  }

  static fromFractionalAmount<T extends Currency>(
    currency: T,
    numerator: BigintIsh,
    denominator: BigintIsh,
  ): CurrencyAmount<T> {
    return new CurrencyAmount(currency, numerator, denominator);
  }

  /** @throws SdkError AMOUNT when the amount does not fit in uint256 */
  protected constructor(currency: T, numerator: BigintIsh, denominator?: BigintIsh) {
    super(numerator, denominator);
    invariant(this.quotient <= MaxUint256, "AMOUNT");
    this.currency = currency;
  }

  /** 10^decimals: one whole unit of the currency in raw units. */
  get decimalScale(): bigint {
    return pow10(this.currency.decimals);
  }

  add(other: CurrencyAmount<T>): CurrencyAmount<T> {
    invariant(this.currency.equals(other.currency), "CURRENCY");
    const sum = super.add(other);
    return new CurrencyAmount(this.currency, sum.numerator, sum.denominator);
  }

  subtract(other: CurrencyAmount<T>): CurrencyAmount<T> {
    invariant(this.currency.equals(other.currency), "CURRENCY");
    const difference = super.subtract(other);
    return new CurrencyAmount(this.currency, difference.numerator, difference.denominator);
  }

  multiply(other: Fractionish): CurrencyAmount<T> {
    const product = super.multiply(other);
    return new CurrencyAmount(this.currency, product.numerator, product.denominator);
  }

  divide(other: Fractionish): CurrencyAmount<T> {
    const quotient = super.divide(other);
    return new CurrencyAmount(this.currency, quotient.numerator, quotient.denominator);
  }

  /** In whole units, to N significant digits (default 6, rounded down). */
  toSignificant(significantDigits = 6, format?: NumberFormat, rounding: Rounding = Rounding.ROUND_DOWN): string {
    return this.inUnits().toSignificant(significantDigits, format, rounding);
  }

  /**
   * In whole units with N decimals (default: the currency's decimals, rounded down).
   * @throws SdkError DECIMALS when asked for more decimals than the currency has
   */
  toFixed(
    decimalPlaces: number = this.currency.decimals,
    format?: NumberFormat,
    rounding: Rounding = Rounding.ROUND_DOWN,
  ): string {
    invariant(decimalPlaces <= this.currency.decimals, "DECIMALS");
    return this.inUnits().toFixed(decimalPlaces, format, rounding);
  }

  /** The exact value in whole units, without trailing zeros (the raw quotient, so never rounded beyond units). */
  toExact(format?: NumberFormat): string {
    const text = new Fraction(this.quotient, this.decimalScale).toFixed(this.currency.decimals, format, Rounding.ROUND_DOWN);
    return text.includes(".") ? text.replace(/\.?0+$/, "") : text;
  }

  /** The same amount of the wrapped token (itself for a token). */
  get wrapped(): CurrencyAmount<Token> {
    if (this.currency.isToken) return this as unknown as CurrencyAmount<Token>;
    return new CurrencyAmount(this.currency.wrapped, this.numerator, this.denominator);
  }

  private inUnits(): Fraction {
    return new Fraction(this.numerator, this.denominator * this.decimalScale);
  }
}
