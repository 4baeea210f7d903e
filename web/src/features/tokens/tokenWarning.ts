import type { SearchableToken } from "./filtering";

/**
 * Spec §5: an imported token is flagged when a known token (default or active list) shares its symbol or its
 * name — the usual shape of a fake token. Returns those look-alikes (case-insensitive, whitespace-trimmed).
 */
export function findLookalikes<T extends SearchableToken>(token: SearchableToken, knownTokens: readonly T[]): T[] {
  const symbol = token.symbol?.trim().toLowerCase();
  const name = token.name?.trim().toLowerCase();
  return knownTokens.filter((known) => {
    if (known.address.toLowerCase() === token.address.toLowerCase()) return false;
    return (
      (!!symbol && known.symbol?.trim().toLowerCase() === symbol) || (!!name && known.name?.trim().toLowerCase() === name)
    );
  });
}
