import type { Trade } from "@/sdk";

const ZERO_ADDRESS = "0x0000000000000000000000000000000000000000";

/** The parts of a chain's entry the blocklist reads (networks/ ChainInfo fits). */
interface RecipientBlocklistChain {
  contracts: { factory?: string; router?: string; multicall?: string; migrator?: string; ensRegistry?: string; v1Factory?: string };
  wrappedNative?: { address?: string };
}

/**
 * Addresses that must never receive swap output, because tokens sent there are lost or free for anyone to
 * take: the zero address; the chain's router, factory, multicall (anyone can sweep its balance with a call),
 * migrator, ENS registry, V1 factory and wrapped native token; the V1 exchanges in play; and every token and
 * pair address on the trade's route.
 */
export function blockedRecipients(chain: RecipientBlocklistChain | undefined, trade: Trade | undefined, v1Exchanges: readonly string[] = []): string[] {
  const c = chain?.contracts;
  const blocked = [
    ZERO_ADDRESS,
    c?.factory,
    c?.router,
    c?.multicall,
    c?.migrator,
    c?.ensRegistry,
    c?.v1Factory,
    chain?.wrappedNative?.address,
    ...v1Exchanges,
  ].filter((a): a is string => !!a);
  if (trade) {
    for (const token of trade.route.path) blocked.push(token.address);
    for (const pair of trade.route.pairs) blocked.push(pair.liquidityToken.address);
  }
  return blocked;
}

const NAME_REGEX = /^(?=.{3,256}$)([a-zA-Z0-9](?:[a-zA-Z0-9-]*[a-zA-Z0-9])?\.)+[a-zA-Z]{2,63}$/;

/** The recipient field strips whitespace; a name is worth resolving only if it looks like a domain. */
export function normaliseRecipientInput(typed: string): string {
  // Stryker disable next-line Regex: equivalent, removing whitespace one character at a time or in runs gives the same text (mutation/EQUIVALENT_MUTANTS.md)
  return typed.replace(/\s+/g, "");
}

export function looksLikeName(value: string): boolean {
  return NAME_REGEX.test(value);
}
