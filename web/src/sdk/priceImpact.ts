import type { Currency } from "./currency.ts";
import type { CurrencyAmount } from "./currencyAmount.ts";
import { Fraction } from "./fraction.ts";
import { Percent } from "./percent.ts";
import type { Price } from "./price.ts";

/**
 * (midPrice quote of the input - actual output) / that quote: how much worse the trade is than the mid price.
 * Same unreduced fraction as sdk-core's computePriceImpact, but the quote is an intermediate Fraction, not an
 * amount: sdk-core throws AMOUNT when the quote of an extreme multi-hop route passes uint256; the ratio is
 * still well defined, so we return it.
 */
export function computePriceImpact<TBase extends Currency, TQuote extends Currency>(
  midPrice: Price<TBase, TQuote>,
  inputAmount: CurrencyAmount<TBase>,
  outputAmount: CurrencyAmount<TQuote>,
): Percent {
  const quoted = new Fraction(midPrice.numerator * inputAmount.numerator, midPrice.denominator * inputAmount.denominator);
  const difference = quoted.subtract(outputAmount);
  return new Percent(difference.numerator * quoted.denominator, difference.denominator * quoted.numerator);
}
