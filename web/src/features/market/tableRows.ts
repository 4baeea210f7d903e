import { cleanTokenText, displayTokenSymbol } from "@/sdk";
import type { MarketPool, MarketToken, MarketTokenInfo } from "./types";

export type SortDirection = "asc" | "desc";
export interface SortState<K extends string> {
  key: K;
  direction: SortDirection;
}

export type PoolSortKey = "pair" | "liquidity" | "volume24h" | "fees24h" | "volume7d" | "swaps24h" | "feeRate";
export type TokenSortKey = "symbol" | "price" | "change24h" | "volume24h" | "liquidity" | "pools";

type SortValue = bigint | number | string | undefined;

const POOL_VALUES: Record<PoolSortKey, (p: MarketPool) => SortValue> = {
  // By the symbols as shown (cleaned): hidden characters must not move a pool in the order.
  pair: (p) => `${displayTokenSymbol(p.token0)}/${displayTokenSymbol(p.token1)}`,
  liquidity: (p) => p.liquidityNative,
  volume24h: (p) => p.day?.volumeNative,
  fees24h: (p) => p.day?.feesNative,
  volume7d: (p) => p.week?.volumeNative,
  swaps24h: (p) => p.day?.swaps,
  feeRate: (p) => p.feeYearlyRate,
};

const TOKEN_VALUES: Record<TokenSortKey, (t: MarketToken) => SortValue> = {
  symbol: (t) => displayTokenSymbol(t),
  // Native wei per whole token, as a number: fine for ordering.
  price: (t) => (t.price ? (Number(t.price.numerator) / Number(t.price.denominator)) * 10 ** t.decimals : undefined),
  change24h: (t) => t.change24h,
  volume24h: (t) => t.volume24hNative,
  liquidity: (t) => t.liquidityNative,
  pools: (t) => t.pools,
};

function compare(a: SortValue, b: SortValue): number {
  // Stryker disable next-line ConditionalExpression: equivalent where the tests run, V8 passes the later row first and a stable sort keeps it after on 0 as on 1 (mutation/EQUIVALENT_MUTANTS.md)
  if (a === undefined || b === undefined) return a === b ? 0 : a === undefined ? 1 : -1;
  // A column's values are all of one type. Symbols compare alphabetically in the reader's language, letter case aside.
  if (typeof a === "string") return a.localeCompare(String(b), undefined, { sensitivity: "accent" });
  const figure = b as number | bigint;
  return a < figure ? -1 : a > figure ? 1 : 0;
}

/**
 * Rows sorted by one column; rows without a value (no price) go last in either direction; ties keep their order
 * (Array.prototype.sort is stable in every engine since ES2019).
 */
function sortBy<R>(rows: readonly R[], value: (row: R) => SortValue, direction: SortDirection): R[] {
  const sign = direction === "asc" ? 1 : -1;
  return rows
    .map((row) => ({ row, v: value(row) }))
    .sort((a, b) => (a.v === undefined || b.v === undefined ? compare(a.v, b.v) : sign * compare(a.v, b.v)))
    .map((x) => x.row);
}

/**
 * What a search matches: symbol or name containing the text, or an address starting with it (any letter case).
 * Symbols and names are matched as shown, cleaned: a zero-width character must not hide a look-alike from a search.
 */
function matchesToken(token: MarketTokenInfo, query: string): boolean {
  const symbol = cleanTokenText(token.symbol).toLowerCase();
  const name = cleanTokenText(token.name).toLowerCase();
  return symbol.includes(query) || name.includes(query) || token.address.toLowerCase().startsWith(query);
}

function normalise(query: string): string {
  return query.trim().toLowerCase();
}

export function poolRows(pools: readonly MarketPool[], query: string, sort: SortState<PoolSortKey>): MarketPool[] {
  const q = normalise(query);
  const shown = q ? pools.filter((p) => p.address.toLowerCase().startsWith(q) || matchesToken(p.token0, q) || matchesToken(p.token1, q)) : pools;
  return sortBy(shown, POOL_VALUES[sort.key], sort.direction);
}

export function tokenRows(tokens: readonly MarketToken[], query: string, sort: SortState<TokenSortKey>): MarketToken[] {
  const q = normalise(query);
  const shown = q ? tokens.filter((t) => matchesToken(t, q)) : tokens;
  return sortBy(shown, TOKEN_VALUES[sort.key], sort.direction);
}

/** A header click: the same column flips its direction, another column starts with the largest first. */
export function toggleSort<K extends string>(sort: SortState<K>, key: K): SortState<K> {
  return sort.key === key ? { key, direction: sort.direction === "asc" ? "desc" : "asc" } : { key, direction: "desc" };
}
