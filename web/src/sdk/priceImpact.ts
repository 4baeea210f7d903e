import type { Currency } from "./baseCurrency";
import type { CurrencyAmount } from "./currencyAmount";
import { Percent } from "./percent";
import type { Price } from "./price";

/**
 * (midPrice quote of the input - actual output) / that quote: how much worse the trade is than the mid price.
 * Same unreduced fraction as sdk-core's computePriceImpact.
 */
export function computePriceImpact<TBase extends Currency, TQuote extends Currency>(
  midPrice: Price<TBase, TQuote>,
  inputAmount: CurrencyAmount<TBase>,
  outputAmount: CurrencyAmount<TQuote>,
): Percent {
  const quoted = midPrice.quote(inputAmount);
  const difference = quoted.subtract(outputAmount);
  return new Percent(difference.numerator * quoted.denominator, difference.denominator * quoted.numerator);
}
