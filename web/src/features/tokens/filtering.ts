import { cleanTokenText, validateAndParseAddress } from "@/sdk";

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

export function queryWords(query: string): string[] {
  return query.toLowerCase().split(/\s+/).filter((word) => word.length > 0);
}

/**
 * The words of symbol and name, lower-cased, as " w1 w2 w3 ": a typed word p is a prefix of some word exactly
 * when " p" occurs in it, and a suffix exactly when "p " does (words never contain spaces). Two substring
 * searches per typed word, no arrays, no regexes — this is what keeps a 10,000-token search inside a frame.
 * The text searched is the text shown (cleaned): "US\u200BDT" is found by "usdt", like the USDT it imitates.
 */
export function searchText(token: SearchableToken): string {
  let text = textCache.get(token);
  if (text === undefined) {
    text = ` ${queryWords(`${cleanTokenText(token.symbol ?? "")} ${cleanTokenText(token.name ?? "")}`).join(" ")} `;
    textCache.set(token, text);
  }
  return text;
}
// Token objects are immutable, so their search text is computed once and kept as long as the token lives.
const textCache = new WeakMap<SearchableToken, string>();

export function textMatches(text: string, typed: readonly string[]): boolean {
  for (const part of typed) {
    if (!text.includes(` ${part}`) && !text.includes(`${part} `)) return false;
  }
  return true;
}

/**
 * The predicate for a query: an address matches only that token; otherwise every typed word must
 * be a prefix or a suffix of some word of the token's symbol or name. An empty query matches everything.
 */
export function createTokenFilter(query: string): (token: SearchableToken) => boolean {
  const address = parseAddressQuery(query);
  if (address) return (token) => token.address === address;
  const typed = queryWords(query);
  if (typed.length === 0) return () => true;
  return (token) => textMatches(searchText(token), typed);
}

export function filterTokens<T extends SearchableToken>(tokens: readonly T[], query: string): T[] {
  return tokens.filter(createTokenFilter(query));
}
