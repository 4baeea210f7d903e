import { displayTokenSymbol, type Trade } from "@/sdk";
import { isAddress } from "@/base/validation/address";
import { summary, type SummaryDescriptor } from "@/onchain/transactions";

function shorten(address: string): string {
  return `${address.slice(0, 6)}...${address.slice(-4)}`;
}

/**
 * 'Swap X A for Y B', plus ' to {recipient}' when sending elsewhere (an address is shortened, a name
 * kept) and ' on V1' for a V1 trade: one key per combination so each language orders the parts itself.
 */
export function swapSummary(trade: Trade, opts: { recipient?: string | null; isV1?: boolean } = {}): SummaryDescriptor {
  const params: Record<string, string> = {
    amountIn: trade.inputAmount.toSignificant(3),
    symbolIn: displayTokenSymbol(trade.inputAmount.currency),
    amountOut: trade.outputAmount.toSignificant(3),
    symbolOut: displayTokenSymbol(trade.outputAmount.currency),
  };
  if (!opts.recipient) return summary(opts.isV1 ? "txSummary.swapV1" : "txSummary.swap", params);
  const address = isAddress(opts.recipient);
  params.recipient = address ? shorten(address) : opts.recipient;
  return summary(opts.isV1 ? "txSummary.swapToV1" : "txSummary.swapTo", params);
}
