/** PenSwap exchange math: @uniswap/v2-sdk's API on native bigint, with PenSwap's chains and router names. */
export { parseAddress, validateAndParseAddress, type Address } from "./address";
export { BaseCurrency } from "./baseCurrency";
export type { Currency } from "./currency";
export * from "./constants";
export * from "./errors";
export { computePairAddress, DEFAULT_PAIR_ADDRESS_CONFIG, pairAddressConfig, setPairAddressConfig, type PairAddressConfig } from "./computePairAddress";
export { CurrencyAmount } from "./currencyAmount";
export { Fraction, type Fractionish } from "./fraction";
export type { NumberFormat } from "./format";
export { keccak256 } from "./keccak";
export { ETHER, NativeCurrency, nativeOnChain, OAS, PC, PEN, setWrappedNative, WETH, WRAPPED_NATIVE, wrappedNativeToken } from "./native";
export { Pair } from "./pair";
export { sqrt } from "./pairMath";
export { tryParseAmount } from "./parseAmount";
export { Percent } from "./percent";
export { Price } from "./price";
export { computePriceImpact } from "./priceImpact";
export { Route } from "./route";
export { Router, type RouterNaming, type SwapParameters, type TradeOptions, type TradeOptionsDeadline } from "./router";
export { sortedInsert } from "./sortedInsert";
export { Token, type TokenTag } from "./token";
export { type BestTradeOptions, inputOutputComparator, Trade, tradeComparator } from "./trade";
export { getTradeVersion, MockV1Pair, V1_MAX_PAIRS, v1SwapArguments, v1Trade, type TradeVersion } from "./v1";
export { formatFixed, formatSignificant } from "./format";
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
} from "./tokenText";
