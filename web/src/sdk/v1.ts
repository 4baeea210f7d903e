import { validateAndParseAddress } from "./address.ts";
import type { Currency } from "./currency.ts";
import { type BigintIsh, MaxUint256, TradeType } from "./constants.ts";
import { CurrencyAmount } from "./currencyAmount.ts";
import { InsufficientInputAmountError, InsufficientReservesError, invariant } from "./errors.ts";
import { nativeOnChain } from "./native.ts";
import { Pair } from "./pair.ts";
import type { Percent } from "./percent.ts";
import { Route } from "./route.ts";
import { type SwapParameters, toHex } from "./router.ts";
import type { Token } from "./token.ts";
import { Trade } from "./trade.ts";

/** Legacy swap legs: a V1 trade goes through at most 2 exchanges (token -> native -> token). */
const V1_MAX_PAIRS = 2;

/**
 * A V1 exchange (one token against the native coin) modelled as a token/wrapped-native pair: V1 charges the same
 * 0.30% fee with the same constant-product formula, so Pair's math applies unchanged.
 */
export class MockV1Pair extends Pair {
  readonly isV1 = true as const;
  constructor(nativeReserve: BigintIsh, tokenAmount: CurrencyAmount<Token>) {
    const wrapped = nativeOnChain(tokenAmount.currency.chainId).wrapped;
    super(tokenAmount, CurrencyAmount.fromRawAmount(wrapped, nativeReserve));
  }
}

type TradeVersion = "v1" | "v2";

/** 'v1' if the trade goes through a V1 exchange, 'v2' otherwise, undefined without a trade. */
export function getTradeVersion(trade: Trade | undefined): TradeVersion | undefined {
  if (!trade) return undefined;
  return trade.route.pairs.some((pair) => pair instanceof MockV1Pair) ? "v1" : "v2";
}

/**
 * The V1 trade between two currencies for the use=v1 mode: native -> token through the output token's exchange,
 * token -> native through the input token's exchange, token -> token through both. Undefined when an exchange is
 * missing or the reserves cannot serve the amount.
 * @throws SdkError ETHER_IN_OUT when both sides are native (no V1 route exists)
 */
export function v1Trade(
  inputCurrency: Currency,
  outputCurrency: Currency,
  exchanges: { input?: MockV1Pair; output?: MockV1Pair },
  exactAmount: CurrencyAmount,
  tradeType: TradeType,
): Trade | undefined {
  invariant(!(inputCurrency.isNative && outputCurrency.isNative), "ETHER_IN_OUT");
  let pairs: Pair[] = [];
  if (inputCurrency.isNative && exchanges.output) pairs = [exchanges.output];
  else if (outputCurrency.isNative && exchanges.input) pairs = [exchanges.input];
  else /* Stryker disable next-line ConditionalExpression,LogicalOperator: equivalent, a native side took a branch above or lacks the exchange checked here (mutation/EQUIVALENT_MUTANTS.md) */ if (!inputCurrency.isNative && !outputCurrency.isNative && exchanges.input && exchanges.output)
    pairs = [exchanges.input, exchanges.output];
  if (pairs.length === 0) return undefined;
  try {
    return new Trade(new Route(pairs, inputCurrency, outputCurrency), exactAmount, tradeType);
  } catch (error) {
    if (error instanceof InsufficientReservesError || error instanceof InsufficientInputAmountError) return undefined;
    throw error;
  }
}

/**
 * The V1 exchange call for a V1 trade, sent to the input token's exchange (or the output token's for native in):
 * ethToToken / tokenToEth / tokenToToken, Transfer Input or Output variants, with the recipient.
 * @throws SdkError PAIRS (not a V1 trade, or more than 2 legs), ETHER_IN_OUT
 */
export function v1SwapArguments(
  trade: Trade,
  options: { allowedSlippage: Percent; recipient: string; deadline: number },
): SwapParameters {
  invariant(getTradeVersion(trade) === "v1" && trade.route.pairs.length <= V1_MAX_PAIRS, "PAIRS");
  const nativeIn = trade.inputAmount.currency.isNative;
  const nativeOut = trade.outputAmount.currency.isNative;
  invariant(!(nativeIn && nativeOut), "ETHER_IN_OUT");
  const minimumAmountOut = toHex(trade.minimumAmountOut(options.allowedSlippage));
  const maximumAmountIn = toHex(trade.maximumAmountIn(options.allowedSlippage));
  const deadline = `0x${options.deadline.toString(16)}`;
  const to = validateAndParseAddress(options.recipient);
  // Only read on token → token paths, where the output is a token (for a native output this is unused).
  const outputAddress = trade.outputAmount.currency.wrapped.address;
  if (trade.tradeType === TradeType.EXACT_INPUT) {
    if (nativeIn) return { methodName: "ethToTokenTransferInput", args: [minimumAmountOut, deadline, to], value: maximumAmountIn };
    if (nativeOut)
      return { methodName: "tokenToEthTransferInput", args: [maximumAmountIn, minimumAmountOut, deadline, to], value: "0x0" };
    return {
      methodName: "tokenToTokenTransferInput",
      // min_eth_bought 1: the intermediate native amount is not bounded, only the final output
      args: [maximumAmountIn, minimumAmountOut, "0x1", deadline, to, outputAddress],
      value: "0x0",
    };
  }
  if (nativeIn) return { methodName: "ethToTokenTransferOutput", args: [minimumAmountOut, deadline, to], value: maximumAmountIn };
  if (nativeOut)
    return { methodName: "tokenToEthTransferOutput", args: [minimumAmountOut, maximumAmountIn, deadline, to], value: "0x0" };
  return {
    methodName: "tokenToTokenTransferOutput",
    // max_eth_sold unbounded: only the total input is bounded
    args: [minimumAmountOut, maximumAmountIn, `0x${MaxUint256.toString(16)}`, deadline, to, outputAddress],
    value: "0x0",
  };
}
