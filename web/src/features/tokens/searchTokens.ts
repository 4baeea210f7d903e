import { cleanTokenText } from "@/sdk";
import { filterTokens, parseAddressQuery, queryWords, searchText, textMatches, type SearchableToken } from "./filtering";
import { sortByQuery, sortTokens, type BalancesByAddress } from "./sorting";

type TokenSearch<T> = (query: string, invertOrder?: boolean) => T[];

/**
 * Prepares a list for searching: sorts it once by balance then symbol and builds each token's search text.
 * The modal rebuilds this only when the list or the balances change; a keystroke is then one linear scan in
 * sorted order (filtering keeps the order) plus the exact/prefix symbol ranking.
 */
export function createTokenSearch<T extends SearchableToken>(tokens: readonly T[], balances: BalancesByAddress): TokenSearch<T> {
  const sorted = sortTokens(tokens, balances);
  const texts = sorted.map(searchText);
  // Ranked by the symbol as shown, so a symbol with hidden characters ranks beside the one it imitates.
  const symbols = sorted.map((token) => cleanTokenText(token.symbol ?? "").toLowerCase());
  return (query, invertOrder = false) => {
    const address = parseAddressQuery(query);
    if (address) return sorted.filter((token) => token.address === address);
    const typed = queryWords(query);
    const q = query.trim().toLowerCase();
    // One pass in (possibly reversed) sorted order, straight into the exact / prefix / other buckets.
    const exact: T[] = [];
    const prefix: T[] = [];
    const rest: T[] = [];
    const n = sorted.length;
    for (let k = 0; k < n; k++) {
      const i = invertOrder ? n - 1 - k : k;
      if (typed.length > 0 && !textMatches(texts[i], typed)) continue;
      const symbol = symbols[i];
      if (q && symbol === q) exact.push(sorted[i]);
      else if (q && symbol.startsWith(q)) prefix.push(sorted[i]);
      else rest.push(sorted[i]);
    }
    return exact.length === 0 && prefix.length === 0 ? rest : [...exact, ...prefix, ...rest];
  };
}

/** One-shot search (filter + sort + rank), for callers without a prepared list. */
export function searchTokens<T extends SearchableToken>(
  tokens: readonly T[],
  query: string,
  balances: BalancesByAddress,
  invertOrder = false,
): T[] {
  const sorted = sortTokens(filterTokens(tokens, query), balances);
  if (invertOrder) sorted.reverse();
  return sortByQuery(sorted, query);
}
