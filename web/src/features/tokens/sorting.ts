import type { SearchableToken } from "./filtering";

/** A raw balance and the decimals to read it with (balances of different tokens compare by value). */
export interface TokenBalance {
  raw: bigint;
  decimals: number;
}
export type BalancesByAddress = { readonly [address: string]: TokenBalance | undefined };

/** Larger balance first; a positive balance before none. */
export function compareBalances(a: TokenBalance | undefined, b: TokenBalance | undefined): number {
  if (a && b) {
    // a.raw / 10^a.decimals vs b.raw / 10^b.decimals, in integers.
    const left = a.raw * 10n ** BigInt(b.decimals);
    const right = b.raw * 10n ** BigInt(a.decimals);
    return left > right ? -1 : left < right ? 1 : 0;
  }
  if (a && a.raw > 0n) return -1;
  if (b && b.raw > 0n) return 1;
  return 0;
}

/** Balances descending, then symbol alphabetically (tokens without a symbol last). */
export function tokenComparator(balances: BalancesByAddress) {
  return (a: SearchableToken, b: SearchableToken): number => {
    const byBalance = compareBalances(balances[a.address], balances[b.address]);
    if (byBalance !== 0) return byBalance;
    if (a.symbol && b.symbol) {
      const sa = a.symbol.toLowerCase();
      const sb = b.symbol.toLowerCase();
      return sa < sb ? -1 : sa > sb ? 1 : 0;
    }
    return a.symbol ? -1 : b.symbol ? 1 : 0;
  };
}

/**
 * tokenComparator's order, computed with each token's balance and lower-cased symbol looked up once instead of
 * at every comparison (the difference between ~5 ms and ~50 ms for 10,000 tokens).
 */
export function sortTokens<T extends SearchableToken>(tokens: readonly T[], balances: BalancesByAddress): T[] {
  const entries = tokens.map((token) => ({ token, balance: balances[token.address], symbol: token.symbol?.toLowerCase() }));
  entries.sort((a, b) => {
    if (a.balance || b.balance) {
      const byBalance = compareBalances(a.balance, b.balance);
      if (byBalance !== 0) return byBalance;
    }
    if (a.symbol !== undefined && b.symbol !== undefined) return a.symbol < b.symbol ? -1 : a.symbol > b.symbol ? 1 : 0;
    return a.symbol !== undefined ? -1 : b.symbol !== undefined ? 1 : 0;
  });
  return entries.map((entry) => entry.token);
}

/**
 * Orders search results: tokens whose symbol is exactly the query, then those whose symbol starts with it,
 * then the rest; within each group the order given (balances, then symbol) is kept.
 */
export function sortByQuery<T extends SearchableToken>(sortedTokens: readonly T[], query: string): T[] {
  const q = query.trim().toLowerCase();
  if (!q) return [...sortedTokens];
  const exact: T[] = [];
  const prefix: T[] = [];
  const rest: T[] = [];
  for (const token of sortedTokens) {
    const symbol = token.symbol?.toLowerCase();
    if (symbol === q) exact.push(token);
    else if (symbol?.startsWith(q)) prefix.push(token);
    else rest.push(token);
  }
  return [...exact, ...prefix, ...rest];
}
