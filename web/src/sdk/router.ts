import { validateAndParseAddress } from "./address.ts";
import { ChainId, TradeType } from "./constants.ts";
import type { CurrencyAmount } from "./currencyAmount.ts";
import { invariant } from "./errors.ts";
import type { Percent } from "./percent.ts";
import type { Trade } from "./trade.ts";

/**
 * Which router function names to produce: 'ETH' for UniswapV2Router02 (swapExactETHForTokens ...), 'PEN' for our
 * PenRouter (swapExactPENForTokens ...). By default PEN on the three PenSwap chains, ETH elsewhere.
 */
export type RouterNaming = "ETH" | "PEN";

interface BaseTradeOptions {
  /** Slippage tolerance applied to the minimum output / maximum input. */
  allowedSlippage: Percent;
  /** Who receives the output; validated and checksummed. */
  recipient: string;
  /** Use the SupportingFeeOnTransferTokens variant (exact input only). */
  feeOnTransfer?: boolean;
  naming?: RouterNaming;
}
/** Deadline as now plus ttl seconds. */
interface TradeOptions extends BaseTradeOptions {
  ttl: number;
}
/** Absolute deadline in unix seconds. */
interface TradeOptionsDeadline extends BaseTradeOptions {
  deadline: number;
}

/** A router call: function name, arguments as hex strings / address arrays, and the native value (hex). */
export interface SwapParameters {
  methodName: string;
  args: (string | string[])[];
  value: string;
}

const ZERO_HEX = "0x0";
const PEN_CHAINS = new Set<number>([ChainId.PEN, ChainId.PC, ChainId.CHAINVERSE]);

export function toHex(amount: CurrencyAmount): string {
  return `0x${amount.quotient.toString(16)}`;
}

export const Router = {
  /**
   * The router method, arguments and value for a trade.
   * @throws SdkError ETHER_IN_OUT (native on both sides), TTL (ttl not above 0), EXACT_OUT_FOT (fee-on-transfer
   *   with exact output), SLIPPAGE_TOLERANCE (negative); Error for an invalid recipient
   */
  swapCallParameters(trade: Trade, options: TradeOptions | TradeOptionsDeadline): SwapParameters {
    const nativeIn = trade.inputAmount.currency.isNative;
    const nativeOut = trade.outputAmount.currency.isNative;
    invariant(!(nativeIn && nativeOut), "ETHER_IN_OUT");
    invariant(!("ttl" in options) || options.ttl > 0, "TTL");
    const to = validateAndParseAddress(options.recipient);
    const amountIn = toHex(trade.maximumAmountIn(options.allowedSlippage));
    const amountOut = toHex(trade.minimumAmountOut(options.allowedSlippage));
    const path = trade.route.path.map((token) => token.address);
    const deadline =
      "ttl" in options
        ? `0x${(Math.floor(Date.now() / 1000) + options.ttl).toString(16)}`
        : `0x${options.deadline.toString(16)}`;
    const fot = Boolean(options.feeOnTransfer);
    const native = options.naming ?? (PEN_CHAINS.has(trade.route.chainId) ? "PEN" : "ETH");
    const suffix = fot ? "SupportingFeeOnTransferTokens" : "";

    if (trade.tradeType === TradeType.EXACT_INPUT) {
      if (nativeIn) return { methodName: `swapExact${native}ForTokens${suffix}`, args: [amountOut, path, to, deadline], value: amountIn };
      const outName = nativeOut ? native : "Tokens";
      return { methodName: `swapExactTokensFor${outName}${suffix}`, args: [amountIn, amountOut, path, to, deadline], value: ZERO_HEX };
    }
    invariant(!fot, "EXACT_OUT_FOT");
    if (nativeIn) return { methodName: `swap${native}ForExactTokens`, args: [amountOut, path, to, deadline], value: amountIn };
    const outName = nativeOut ? native : "Tokens";
    return { methodName: `swapTokensForExact${outName}`, args: [amountOut, amountIn, path, to, deadline], value: ZERO_HEX };
  },
};
