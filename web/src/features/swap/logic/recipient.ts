import type { Trade } from "../../../sdk";

/**
 * Spec §5: addresses that must never receive swap output — the chain's factory, router and V1 factory (tokens
 * sent there are lost) — plus every token and pair address on the trade's route.
 */
export function blockedRecipients(
  contracts: { factory?: string; router?: string; v1Factory?: string } | undefined,
  trade: Trade | undefined,
): string[] {
  const blocked = [contracts?.factory, contracts?.router, contracts?.v1Factory].filter((a): a is string => !!a);
  if (trade) {
    for (const token of trade.route.path) blocked.push(token.address);
    for (const pair of trade.route.pairs) blocked.push(pair.liquidityToken.address);
  }
  return blocked;
}

const NAME_REGEX = /^(?=.{3,256}$)([a-zA-Z0-9](?:[a-zA-Z0-9-]*[a-zA-Z0-9])?\.)+[a-zA-Z]{2,63}$/;

/** Spec §5: the recipient field strips whitespace; a name is worth resolving only if it looks like a domain. */
export function normaliseRecipientInput(typed: string): string {
  return typed.replace(/\s+/g, "");
}

export function looksLikeName(value: string): boolean {
  return NAME_REGEX.test(value);
}
