import type { Interface } from "ethers";
import { ETH_ROUTER_INTERFACE, PEN_ROUTER_INTERFACE, V1_EXCHANGE_INTERFACE } from "@/onchain/hooks";
import { getTradeVersion, Percent, Router, TradeType, v1SwapArguments, type RouterNaming, type SwapParameters, type Trade } from "@/sdk";
import type { TransactionRequest } from "@/onchain/transactions";


interface SwapCallOptions {
  /** Basis points. */
  allowedSlippageBips: number;
  recipient: string;
  /** Absolute unix seconds. */
  deadline: number;
  naming: RouterNaming;
  /** Absent when the chain has no router on this build: a V2 trade then has no call. */
  router: string | undefined;
  /** V1 exchange address per token address (lowercase), for V1 trades. */
  v1Exchanges?: Record<string, string>;
}

function toCall(to: string, contract: Interface, p: SwapParameters): TransactionRequest {
  return { to, data: contract.encodeFunctionData(p.methodName, p.args), value: BigInt(p.value) };
}

/**
 * The transactions that can execute a trade, in order of preference. V2: the router method for the
 * trade and, for exact input, its fee-on-transfer variant (the transaction pipeline picks the first that estimates, so the
 * variant is used when only it can succeed). V1: the exchange call on the input token's exchange (the output's for
 * native input).
 */
export function swapCandidateCalls(trade: Trade, options: SwapCallOptions): TransactionRequest[] {
  const allowedSlippage = new Percent(BigInt(options.allowedSlippageBips), 10000n);
  if (getTradeVersion(trade) === "v1") {
    const params = v1SwapArguments(trade, { allowedSlippage, recipient: options.recipient, deadline: options.deadline });
    const exchangeToken = trade.inputAmount.currency.isNative ? trade.outputAmount.currency : trade.inputAmount.currency;
    const exchange = exchangeToken.isToken ? options.v1Exchanges?.[exchangeToken.address.toLowerCase()] : undefined;
    if (!exchange) return [];
    return [toCall(exchange, V1_EXCHANGE_INTERFACE, params)];
  }
  const { router } = options;
  if (!router) return [];
  const contract = options.naming === "PEN" ? PEN_ROUTER_INTERFACE : ETH_ROUTER_INTERFACE;
  const base = { allowedSlippage, recipient: options.recipient, deadline: options.deadline, naming: options.naming };
  const calls = [toCall(router, contract, Router.swapCallParameters(trade, base))];
  if (trade.tradeType === TradeType.EXACT_INPUT) {
    calls.push(toCall(router, contract, Router.swapCallParameters(trade, { ...base, feeOnTransfer: true })));
  }
  return calls;
}

/** The address the input token must be approved to: the router, or the V1 exchange for a V1 trade. */
export function swapSpender(trade: Trade | undefined, router: string | undefined, v1Exchanges?: Record<string, string>): string | undefined {
  if (!trade) return undefined;
  if (getTradeVersion(trade) === "v1") {
    const input = trade.inputAmount.currency;
    return input.isToken ? v1Exchanges?.[input.address.toLowerCase()] : undefined;
  }
  return router;
}
