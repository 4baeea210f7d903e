import { filterTokens, type SearchableToken } from "./filtering";
import { sortByQuery, tokenComparator, type BalancesByAddress } from "./sorting";

/**
 * One keystroke of the token search: filter, sort by balance then symbol (reversed by the sort toggle),
 * then bring exact and prefix symbol matches to the top.
 */
export function searchTokens<T extends SearchableToken>(
  tokens: readonly T[],
  query: string,
  balances: BalancesByAddress,
  invertOrder = false,
): T[] {
  const filtered = filterTokens(tokens, query);
  const comparator = tokenComparator(balances);
  filtered.sort(invertOrder ? (a, b) => comparator(b, a) : comparator);
  return sortByQuery(filtered, query);
}
