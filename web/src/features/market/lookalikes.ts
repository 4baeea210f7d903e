import { isSuspiciousToken } from "@/sdk";
import { lookalikeSkeleton } from "../tokens/tokenWarning";
import type { MarketTokenInfo } from "./types";

type TokenText = Pick<MarketTokenInfo, "address" | "symbol" | "name">;

/** Lowercase addresses of the listed tokens by the skeleton of one of their texts (symbol or name). */
function ownersBySkeleton(listed: readonly TokenText[], part: "symbol" | "name"): Map<string, Set<string>> {
  const owners = new Map<string, Set<string>>();
  for (const token of listed) {
    const skeleton = lookalikeSkeleton(token[part]);
    if (!skeleton) continue;
    const set = owners.get(skeleton) ?? new Set<string>();
    set.add(token.address.toLowerCase());
    owners.set(skeleton, set);
  }
  return owners;
}

/** Another token than `address` has this text's skeleton. */
function ownedByAnother(owners: Map<string, Set<string>>, text: string, address: string): boolean {
  const set = owners.get(lookalikeSkeleton(text));
  return !!set && [...set].some((owner) => owner !== address);
}

/**
 * Which market tokens to flag as look-alikes, by the import warning's own test (tokens/tokenWarning): hidden
 * characters in the symbol or name, or, for a token on no list, a symbol or name that reads as a listed token's once
 * Unicode confusables are mapped to the letters they imitate (a Cyrillic "ВАRK" beside the listed "BARK"). A listed
 * token is never flagged for resembling another listed one: the user's lists vouch for both.
 * The listed tokens' skeletons are worked out once, so a table of hundreds of rows costs a lookup per row.
 */
export function lookalikeFlagger(listed: Iterable<TokenText>): (token: TokenText & { verified: boolean }) => boolean {
  const all = [...listed];
  const symbols = ownersBySkeleton(all, "symbol");
  const names = ownersBySkeleton(all, "name");
  return (token) => {
    if (isSuspiciousToken(token)) return true;
    if (token.verified) return false;
    const address = token.address.toLowerCase();
    return ownedByAnother(symbols, token.symbol, address) || ownedByAnother(names, token.name, address);
  };
}
