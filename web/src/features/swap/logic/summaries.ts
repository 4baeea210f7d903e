import type { Trade } from "../../../sdk";
import { isAddress } from "../../../app/validation/address";

function shorten(address: string): string {
  return `${address.slice(0, 6)}...${address.slice(-4)}`;
}

/**
 * 'Swap X A for Y B', plus ' to {recipient}' when sending elsewhere (an address is shortened, a name
 * kept) and ' on V1' for a V1 trade.
 */
export function swapSummary(trade: Trade, opts: { recipient?: string | null; isV1?: boolean } = {}): string {
  const base = `Swap ${trade.inputAmount.toSignificant(3)} ${trade.inputAmount.currency.symbol} for ${trade.outputAmount.toSignificant(3)} ${trade.outputAmount.currency.symbol}`;
  const recipient = opts.recipient ? ` to ${isAddress(opts.recipient) ? shorten(isAddress(opts.recipient) as string) : opts.recipient}` : "";
  return `${base}${recipient}${opts.isV1 ? " on V1" : ""}`;
}
