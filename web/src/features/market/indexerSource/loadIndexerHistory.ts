import type { PricingRules } from "@/sdk";
import type { TimedValue } from "../candles";
import { routeHops } from "../chainSource/useRouteHistory";
import { routePriceSeries, tokenPriceSeries, type BlockValue, type ReservesEvent, type SeriesPool } from "../priceSeries";
import { tokenTrades, type TradeEvent } from "../tokenSwaps";
import type { HistoryRoute, HistoryToken, MarketSwap } from "../types";
import { address, amount, answerRows, count, hash } from "./indexerAnswer";
import type { IndexerHttp } from "./indexerHttp";
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
// The pools are picked by the query itself, never listed: a list of hundreds of addresses would pass the URL's and
// Ponder's query-length limits, and a text that changed with the pool count would be checked anew at every new pool.
const SYNC_COLUMNS = "s.pair, s.block_number, s.log_index, s.timestamp, s.reserve0, s.reserve1";
const SWAP_COLUMNS = "s.pair, s.block_number, s.log_index, s.timestamp, s.transaction, s.amount0_in, s.amount1_in, s.amount0_out, s.amount1_out";
const JOIN_POOL = "join pair p on p.chain_id = s.chain_id and p.address = s.pair";
/** The Syncs of every pool that can move a token's ($3) price: its own pools and those between two anchors ($4…). */
const TOKEN_SYNCS = (anchors: number) => {
  const list = placeholders(4, anchors);
  return `select ${SYNC_COLUMNS} from sync s ${JOIN_POOL} where s.chain_id = $1 and s.block_number <= $2 and (p.token0 = $3 or p.token1 = $3 or (p.token0 in (${list}) and p.token1 in (${list})))`;
};
/** The newest Swaps of a token's ($3) own pools. */
const TOKEN_SWAPS = (limit: number) =>
  `select ${SWAP_COLUMNS} from swap s ${JOIN_POOL} where s.chain_id = $1 and s.block_number <= $2 and (p.token0 = $3 or p.token1 = $3) order by s.block_number desc, s.log_index desc limit ${limit}`;
/** The Syncs of a route's pools ($3…): a route has only a few. */
const ROUTE_SYNCS = (pools: number) =>
  `select pair, block_number, log_index, timestamp, reserve0, reserve1 from sync where chain_id = $1 and block_number <= $2 and pair in (${placeholders(3, pools)})`;

/** A block number or log index (the indexer sends bigint columns as decimal strings). */
const position = (row: Record<string, unknown>, field: string) => count(row, field);

async function poolsAt(http: IndexerHttp, chainId: number, block: string): Promise<SeriesPool[]> {
  return answerRows(await http.sql(POOLS, [chainId, block]), "pools").map((row) => ({ address: address(row, "address"), token0: address(row, "token0"), token1: address(row, "token1") }));
}

/** Sync rows (see TOKEN_SYNCS, ROUTE_SYNCS), validated, with each block's time. */
function syncRows(answer: unknown): { syncs: ReservesEvent[]; times: Map<number, number> } {
  const times = new Map<number, number>();
  const syncs = answerRows(answer, "syncs").map((row) => {
    const blockNumber = position(row, "block_number");
    times.set(blockNumber, count(row, "timestamp"));
    return { address: address(row, "pair"), blockNumber, logIndex: position(row, "log_index"), reserve0: amount(row, "reserve0", MAX_UINT112), reserve1: amount(row, "reserve1", MAX_UINT112) };
  });
  return { syncs, times };
}

/** Swap rows (see TOKEN_SWAPS), validated, with each block's time. */
function tradeRows(answer: unknown): { trades: TradeEvent[]; times: Map<number, number> } {
  const times = new Map<number, number>();
  const trades = answerRows(answer, "swaps").map((row) => {
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
  const anchors = [rules.wrappedNative, ...rules.whitelist].map((a) => a.toLowerCase());
  // The wrapped native coin is the unit itself: it has no series (tokenPriceSeries), so its Syncs are not read.
  const unit = token.address === rules.wrappedNative.toLowerCase();
  const [pools, { syncs, times }, { trades, times: tradeTimes }] = await Promise.all([
    poolsAt(http, chainId, block),
    unit ? { syncs: [], times: new Map<number, number>() } : http.sql(TOKEN_SYNCS(anchors.length), [chainId, block, token.address, ...anchors]).then(syncRows),
    http.sql(TOKEN_SWAPS(INDEXED_TOKEN_SWAPS), [chainId, block, token.address]).then(tradeRows),
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
  const routePools = [...new Set(hops.map((h) => h.pool))];
  const { syncs, times } = syncRows(await http.sql(ROUTE_SYNCS(routePools.length), [chainId, block, ...routePools]));
  const points = timed(routePriceSeries(syncs, hops, route.inputDecimals, route.outputDecimals), times);
  return { head: head.number, points, swaps: [], now: head.timestamp, noPool: false };
}
