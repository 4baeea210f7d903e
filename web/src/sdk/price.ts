import type { Currency } from "./currency.ts";
import { type BigintIsh, Rounding } from "./constants.ts";
import { CurrencyAmount } from "./currencyAmount.ts";
import { invariant } from "./errors.ts";
import { Fraction } from "./fraction.ts";
import { type NumberFormat, pow10 } from "./format.ts";

/**
 * How many quote currency units one base currency unit buys, held in raw units. Shown adjusted for the two
 * currencies' decimals: 6 significant digits or 4 decimals by default.
 */
export class Price<TBase extends Currency = Currency, TQuote extends Currency = Currency> extends Fraction {
  readonly baseCurrency: TBase;
  readonly quoteCurrency: TQuote;

  /** new Price(base, quote, denominator, numerator), or new Price({ baseAmount, quoteAmount }). */
  constructor(
    ...args:
      | [TBase, TQuote, BigintIsh, BigintIsh]
      | [{ baseAmount: CurrencyAmount<TBase>; quoteAmount: CurrencyAmount<TQuote> }]
  ) {
    let base: TBase, quote: TQuote, denominator: BigintIsh, numerator: BigintIsh;
    if (args.length === 4) {
      [base, quote, denominator, numerator] = args;
    } else {
      const { baseAmount, quoteAmount } = args[0];
      base = baseAmount.currency;
      quote = quoteAmount.currency;
      denominator = baseAmount.numerator * quoteAmount.denominator;
      numerator = quoteAmount.numerator * baseAmount.denominator;
    }
    super(numerator, denominator);
    this.baseCurrency = base;
    this.quoteCurrency = quote;
  }

  /** The Price with base and quote swapped. */
  invert(): Price<TQuote, TBase> {
    return new Price(this.quoteCurrency, this.baseCurrency, this.numerator, this.denominator);
  }

  /**
   * This price times a price whose base is this price's quote.
   * @throws SdkError TOKEN when the currencies do not chain
   */
  multiply<TOther extends Currency>(other: Price<TQuote, TOther>): Price<TBase, TOther> {
    invariant(this.quoteCurrency.equals(other.baseCurrency), "TOKEN");
    return new Price(
      this.baseCurrency,
      other.quoteCurrency,
      this.denominator * other.denominator,
      this.numerator * other.numerator,
    );
  }

  /**
   * The amount of quote currency an amount of base currency is worth at this price.
   * @throws SdkError TOKEN when the amount is not in the base currency
   */
  quote(currencyAmount: CurrencyAmount<TBase>): CurrencyAmount<TQuote> {
    invariant(currencyAmount.currency.equals(this.baseCurrency), "TOKEN");
    return CurrencyAmount.fromFractionalAmount(
      this.quoteCurrency,
      this.numerator * currencyAmount.numerator,
      this.denominator * currencyAmount.denominator,
    );
  }

  /** The price in whole units: raw price times 10^baseDecimals / 10^quoteDecimals. */
  get adjustedForDecimals(): Fraction {
    return new Fraction(
      this.numerator * pow10(this.baseCurrency.decimals),
      this.denominator * pow10(this.quoteCurrency.decimals),
    );
  }

  toSignificant(significantDigits = 6, format?: NumberFormat, rounding: Rounding = Rounding.ROUND_HALF_UP): string {
    return this.adjustedForDecimals.toSignificant(significantDigits, format, rounding);
  }

  toFixed(decimalPlaces = 4, format?: NumberFormat, rounding: Rounding = Rounding.ROUND_HALF_UP): string {
    return this.adjustedForDecimals.toFixed(decimalPlaces, format, rounding);
  }
}
