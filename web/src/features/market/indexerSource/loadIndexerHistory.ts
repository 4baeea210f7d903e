import type { PricingRules } from "@/sdk";
import type { TimedValue } from "../candles";
import { routeHops } from "../chainSource/useRouteHistory";
import { pricingPoolsOf, routePriceSeries, tokenPriceSeries, type BlockValue, type ReservesEvent, type SeriesPool } from "../priceSeries";
import { tokenTrades, type TradeEvent } from "../tokenSwaps";
import type { HistoryRoute, HistoryToken, MarketSwap } from "../types";
import { address, amount, answerRows, count, hash } from "./indexerAnswer";
import type { IndexerHttp, SqlParam } from "./indexerHttp";
import { indexedHead, type ExpectedChain } from "./indexedHead";

/** A series and its swaps as the indexer has them at its head, in the chain source's shape (see chainSource/loadHistory). */
export interface IndexedHistory {
  head: number;
  /** In time order, at the blocks' own times. */
  points: TimedValue[];
  /** Newest first. */
  swaps: MarketSwap[];
  /** The head block's time: the right edge of every range. */
  now: number;
  /** A hop of the asked route has no pool. */
  noPool: boolean;
}

const MAX_UINT112 = (1n << 112n) - 1n;
/** Swaps a token page lists (as many as the chain source lists). */
export const INDEXED_TOKEN_SWAPS = 20;

/** `$first, $first+1, …` for `n` parameters. */
const placeholders = (first: number, n: number) => Array.from({ length: n }, (_, i) => `$${first + i}`).join(", ");

// Not the overview's pools query text (see indexedHead: Ponder refuses identical texts checked at the same time).
const POOLS = "select address, token0, token1 from pair where chain_id = $1 and created_at_block <= $2 order by address";
const SYNCS = (pools: number) =>
  `select pair, block_number, log_index, timestamp, reserve0, reserve1 from sync where chain_id = $1 and block_number <= $2 and pair in (${placeholders(3, pools)})`;
const SWAPS = (pools: number, limit: number) =>
  `select pair, block_number, log_index, timestamp, transaction, amount0_in, amount1_in, amount0_out, amount1_out from swap where chain_id = $1 and block_number <= $2 and pair in (${placeholders(3, pools)}) order by block_number desc, log_index desc limit ${limit}`;

/** A block number or log index (the indexer sends bigint columns as decimal strings). */
const position = (row: Record<string, unknown>, field: string) => count(row, field);

async function poolsAt(http: IndexerHttp, chainId: number, block: string): Promise<SeriesPool[]> {
  return answerRows(await http.sql(POOLS, [chainId, block]), "pools").map((row) => ({ address: address(row, "address"), token0: address(row, "token0"), token1: address(row, "token1") }));
}

/** The Syncs of `pools` up to the head, with each block's time. */
async function syncsOf(http: IndexerHttp, chainId: number, block: string, pools: readonly string[]): Promise<{ syncs: ReservesEvent[]; times: Map<number, number> }> {
  const times = new Map<number, number>();
  if (pools.length === 0) return { syncs: [], times };
  const params: SqlParam[] = [chainId, block, ...pools];
  const syncs = answerRows(await http.sql(SYNCS(pools.length), params), "syncs").map((row) => {
    const blockNumber = position(row, "block_number");
    times.set(blockNumber, count(row, "timestamp"));
    return { address: address(row, "pair"), blockNumber, logIndex: position(row, "log_index"), reserve0: amount(row, "reserve0", MAX_UINT112), reserve1: amount(row, "reserve1", MAX_UINT112) };
  });
  return { syncs, times };
}

/** The newest `limit` Swaps of `pools` up to the head, with each block's time. */
async function tradesOf(http: IndexerHttp, chainId: number, block: string, pools: readonly string[], limit: number): Promise<{ trades: TradeEvent[]; times: Map<number, number> }> {
  const times = new Map<number, number>();
  if (pools.length === 0) return { trades: [], times };
  const trades = answerRows(await http.sql(SWAPS(pools.length, limit), [chainId, block, ...pools]), "swaps").map((row) => {
    const blockNumber = position(row, "block_number");
    times.set(blockNumber, count(row, "timestamp"));
    return {
      address: address(row, "pair"),
      blockNumber,
      logIndex: position(row, "log_index"),
      transactionHash: hash(row, "transaction"),
      amount0In: amount(row, "amount0_in"),
      amount1In: amount(row, "amount1_in"),
      amount0Out: amount(row, "amount0_out"),
      amount1Out: amount(row, "amount1_out"),
    };
  });
  return { trades, times };
}

/** Block values placed at their blocks' times, in time order (a block without a known time is left out). */
function timed(points: readonly BlockValue[], times: ReadonlyMap<number, number>): TimedValue[] {
  const out: TimedValue[] = [];
  for (const p of points) {
    const time = times.get(p.blockNumber);
    if (time !== undefined) out.push({ time, value: p.value });
  }
  return out.sort((a, b) => a.time - b.time);
}

/**
 * `token`'s price series in the native coin and its newest swaps, from the indexer's Sync and Swap rows of the pools
 * that can move its price, by the same pure series code as the chain source (priceSeries.ts): the two sources differ
 * only where their rows would. Every field is validated; throws IndexerAnswerError otherwise.
 */
export async function loadIndexerTokenHistory(http: IndexerHttp, expected: ExpectedChain, rules: PricingRules, token: HistoryToken): Promise<IndexedHistory> {
  const { chainId } = expected;
  const head = await indexedHead(http, expected, "history");
  const block = String(head.number);
  const pools = await poolsAt(http, chainId, block);
  const relevant = pricingPoolsOf(token.address, pools, rules).map((p) => p.address);
  const own = pools.filter((p) => p.token0 === token.address || p.token1 === token.address).map((p) => p.address);
  const [{ syncs, times }, { trades, times: tradeTimes }] = await Promise.all([
    syncsOf(http, chainId, block, relevant),
    tradesOf(http, chainId, block, own, INDEXED_TOKEN_SWAPS),
  ]);
  const points = timed(tokenPriceSeries(syncs, pools, rules, token.address, token.decimals), times);
  const swaps = tokenTrades(trades, pools, token.address, INDEXED_TOKEN_SWAPS).map((s) => ({ ...s, time: tradeTimes.get(s.blockNumber) }));
  return { head: head.number, points, swaps, now: head.timestamp, noPool: false };
}

/** The price of a route's first token in its last over time, from the indexer's Sync rows of its pools. */
export async function loadIndexerRouteHistory(http: IndexerHttp, expected: ExpectedChain, route: HistoryRoute): Promise<IndexedHistory> {
  const { chainId } = expected;
  const head = await indexedHead(http, expected, "history");
  const block = String(head.number);
  const hops = routeHops(route.path, await poolsAt(http, chainId, block));
  if (!hops) return { head: head.number, points: [], swaps: [], now: head.timestamp, noPool: true };
  const { syncs, times } = await syncsOf(http, chainId, block, [...new Set(hops.map((h) => h.pool))]);
  const points = timed(routePriceSeries(syncs, hops, route.inputDecimals, route.outputDecimals), times);
  return { head: head.number, points, swaps: [], now: head.timestamp, noPool: false };
}
