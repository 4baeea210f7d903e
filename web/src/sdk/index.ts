/** PenSwap exchange math: @uniswap/v2-sdk's API on native bigint, with PenSwap's chains and router names. */
export { parseAddress, validateAndParseAddress, type Address } from "./address.ts";
export { BaseCurrency } from "./baseCurrency.ts";
export type { Currency } from "./currency.ts";
export * from "./constants.ts";
export * from "./errors.ts";
export { computePairAddress, DEFAULT_PAIR_ADDRESS_CONFIG, pairAddressConfig, setPairAddressConfig, type PairAddressConfig } from "./computePairAddress.ts";
export { CurrencyAmount } from "./currencyAmount.ts";
export { Fraction, type Fractionish } from "./fraction.ts";
export type { NumberFormat } from "./format.ts";
export { keccak256 } from "./keccak.ts";
export { ETHER, NativeCurrency, nativeOnChain, OAS, PC, PEN, setWrappedNative, WETH, WRAPPED_NATIVE, wrappedNativeToken } from "./native.ts";
export { Pair } from "./pair.ts";
export { sqrt } from "./pairMath.ts";
export { tryParseAmount } from "./parseAmount.ts";
export { Percent } from "./percent.ts";
export { Price } from "./price.ts";
export { computePriceImpact } from "./priceImpact.ts";
export { Route } from "./route.ts";
export { Router, type RouterNaming, type SwapParameters } from "./router.ts";
export { sortedInsert } from "./sortedInsert.ts";
export { Token, type TokenTag } from "./token.ts";
export { inputOutputComparator, Trade, tradeComparator } from "./trade.ts";
export { getTradeVersion, MockV1Pair, v1SwapArguments, v1Trade } from "./v1.ts";
export { formatFixed, formatSignificant } from "./format.ts";
export {
  capTokenText,
  cleanTokenText,
  displayTokenName,
  displayTokenSymbol,
  escapeTokenText,
  isSuspiciousToken,
  isSuspiciousTokenText,
  SUSPICIOUS_TOKEN_MARK,
  tokenDisplayText,
  tokenSymbolForWallet,
  TOKEN_NAME_MAX_LENGTH,
  TOKEN_SYMBOL_MAX_LENGTH,
  type TokenDisplayText,
  type TokenTextKind,
} from "./tokenText.ts";
export { poolLiquidityInNative, priceToken, priceTokens, poolCanPrice, pricingAnchors, valueInNative, type NativePrice, type PriceTable, type PricingPool, type PricingRules } from "./marketPricing.ts";
