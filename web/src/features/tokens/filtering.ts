import { validateAndParseAddress } from "../../sdk/address";

/** What token search needs of a token (sdk Token fits; so does a plain list entry). */
export interface SearchableToken {
  readonly address: string;
  readonly symbol?: string;
  readonly name?: string;
}

/** A typed address, trimmed and checksummed; undefined when the query is not an address. */
export function parseAddressQuery(query: string): string | undefined {
  const trimmed = query.trim();
  if (!/^0x[0-9a-fA-F]{40}$/.test(trimmed)) return undefined;
  try {
    return validateAndParseAddress(trimmed.toLowerCase());
  } catch {
    return undefined;
  }
}

function words(text: string): string[] {
  return text.toLowerCase().split(/\s+/).filter((word) => word.length > 0);
}

// Lower-cased words of symbol + name, computed once per token: a keystroke then costs string compares only.
const wordCache = new WeakMap<SearchableToken, readonly string[]>();
function tokenWords(token: SearchableToken): readonly string[] {
  let cached = wordCache.get(token);
  if (!cached) {
    cached = [...words(token.symbol ?? ""), ...words(token.name ?? "")];
    wordCache.set(token, cached);
  }
  return cached;
}

/**
 * The predicate for a query (spec §5): an address matches only that token; otherwise every typed word must
 * be a prefix or a suffix of some word of the token's symbol or name. An empty query matches everything.
 */
export function createTokenFilter(query: string): (token: SearchableToken) => boolean {
  const address = parseAddressQuery(query);
  if (address) return (token) => token.address === address;
  const typed = words(query);
  if (typed.length === 0) return () => true;
  return (token) => {
    const candidates = tokenWords(token);
    return typed.every((part) => candidates.some((word) => word.startsWith(part) || word.endsWith(part)));
  };
}

export function filterTokens<T extends SearchableToken>(tokens: readonly T[], query: string): T[] {
  return tokens.filter(createTokenFilter(query));
}
