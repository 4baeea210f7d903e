import type { PricingRules } from "@/sdk";
import type { TimedValue } from "../candles";
import { routeHops } from "../chainSource/useRouteHistory";
import { routePriceSeries, tokenPriceSeries, type BlockValue, type ReservesEvent, type SeriesPool } from "../priceSeries";
import { tokenTrades, type TradeEvent } from "../tokenSwaps";
import type { HistoryRoute, HistoryToken, MarketSwap } from "../types";
import { address, amount, answerRows, count, hash, IndexerAnswerError } from "./indexerAnswer";
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
  /** The Sync rows the series was built from: the next read of the same series asks only for blocks after them. */
  rows?: SyncRows;
}

/** Sync rows of one series read so far, with each block's time. */
export interface SyncRows {
  /** Which chain (id, genesis hash, factory) and which query with which parameters they answer. */
  source: string;
  /** The indexed head they were read up to: every row of a block up to it is here. */
  through: number;
  syncs: ReservesEvent[];
  times: Map<number, number>;
}

const MAX_UINT112 = (1n << 112n) - 1n;
/** Swaps a token page lists (as many as the chain source lists). */
export const INDEXED_TOKEN_SWAPS = 20;

/**
 * Sync rows asked for per query: a series is read in pages of this many rows, in block and log order, each page
 * after the last row of the one before (PostgreSQL walks the rows in that order; no row is read twice).
 */
export const SYNC_PAGE_ROWS = 10_000;
/**
 * Most Sync rows one series keeps in the tab (about 150 bytes each with its block time: some 15 MB). The "all" range
 * replays every Sync of the pools that move the price since they were made, so the rows grow with the market's
 * trades, not with the candles drawn (a chart shows at most a few hundred); this is five times every Sync of the
 * largest market benchmarked (500 pools, 20,000 swaps). Past it the indexer is not used for the series: the page
 * reads it from the chain, as after any answer it refuses.
 */
export const MAX_SERIES_SYNCS = 100_000;

/** `$first, $first+1, …` for `n` parameters. */
const placeholders = (first: number, n: number) => Array.from({ length: n }, (_, i) => `$${first + i}`).join(", ");

// Not the overview's pools query text (see indexedHead: Ponder refuses identical texts checked at the same time).
const POOLS = "select address, token0, token1 from pair where chain_id = $1 and created_at_block <= $2 order by address";
// The pools are picked by the query itself, never listed: a list of hundreds of addresses would pass the URL's and
// Ponder's query-length limits, and a text that changed with the pool count would be checked anew at every new pool.
const SYNC_COLUMNS = "s.pair, s.block_number, s.log_index, s.timestamp, s.reserve0, s.reserve1";
/** Sync rows after the cursor ($3 block, $4 log index), up to the head ($2), in chain order, one page. */
const AFTER_CURSOR = "s.block_number <= $2 and (s.block_number > $3 or (s.block_number = $3 and s.log_index > $4))";
const PAGE = `order by s.block_number, s.log_index limit ${SYNC_PAGE_ROWS}`;
const SWAP_COLUMNS = "s.pair, s.block_number, s.log_index, s.timestamp, s.transaction, s.amount0_in, s.amount1_in, s.amount0_out, s.amount1_out";
const JOIN_POOL = "join pair p on p.chain_id = s.chain_id and p.address = s.pair";
/** The Syncs of every pool that can move a token's ($5) price: its own pools and those between two anchors ($6…). */
const TOKEN_SYNCS = (anchors: number) => {
  const list = placeholders(6, anchors);
  return `select ${SYNC_COLUMNS} from sync s ${JOIN_POOL} where s.chain_id = $1 and ${AFTER_CURSOR} and (p.token0 = $5 or p.token1 = $5 or (p.token0 in (${list}) and p.token1 in (${list}))) ${PAGE}`;
};
/** The newest Swaps of a token's ($3) own pools. */
const TOKEN_SWAPS = (limit: number) =>
  `select ${SWAP_COLUMNS} from swap s ${JOIN_POOL} where s.chain_id = $1 and s.block_number <= $2 and (p.token0 = $3 or p.token1 = $3) order by s.block_number desc, s.log_index desc limit ${limit}`;
/** The Syncs of a route's pools ($5…): a route has only a few. */
const ROUTE_SYNCS = (pools: number) => `select ${SYNC_COLUMNS} from sync s where s.chain_id = $1 and ${AFTER_CURSOR} and s.pair in (${placeholders(5, pools)}) ${PAGE}`;

/** A block number or log index (the indexer sends bigint columns as decimal strings). */
const position = (row: Record<string, unknown>, field: string) => count(row, field);

async function poolsAt(http: IndexerHttp, chainId: number, block: string): Promise<SeriesPool[]> {
  return answerRows(await http.sql(POOLS, [chainId, block]), "pools").map((row) => ({ address: address(row, "address"), token0: address(row, "token0"), token1: address(row, "token1") }));
}

/** Where a page of Sync rows starts: after this block's row at this log index. */
interface Cursor {
  block: number;
  logIndex: number;
}

/**
 * Blocks at the head that an indexer may rewrite after answering: a reorg, or a local chain reverted to a snapshot and
 * mined past the old head again. Ponder takes a chain's last 30 blocks as not final; a later read asks for them again.
 */
const UNSETTLED_BLOCKS = 30;

const isAfter = (e: ReservesEvent, c: Cursor) => e.blockNumber > c.block || (e.blockNumber === c.block && e.logIndex > c.logIndex);

/**
 * One page of Sync rows (see TOKEN_SYNCS, ROUTE_SYNCS), validated, with each block's time: each row after the one
 * before it, the first after `cursor`, none past `head` (an indexer that sends rows out of order or again would
 * otherwise be paged without end).
 */
function syncPage(answer: unknown, cursor: Cursor, head: number, times: Map<number, number>): ReservesEvent[] {
  let last = cursor;
  return answerRows(answer, "syncs").map((row) => {
    const blockNumber = position(row, "block_number");
    const sync = { address: address(row, "pair"), blockNumber, logIndex: position(row, "log_index"), reserve0: amount(row, "reserve0", MAX_UINT112), reserve1: amount(row, "reserve1", MAX_UINT112) };
    if (!isAfter(sync, last) || blockNumber > head) throw new IndexerAnswerError(`syncs: a row out of order (block ${blockNumber}, log ${sync.logIndex})`);
    last = { block: blockNumber, logIndex: sync.logIndex };
    times.set(blockNumber, count(row, "timestamp"));
    return sync;
  });
}

/**
 * A series' Sync rows up to `head`: the rows of `previous` when they answer the same `source` (same chain and query)
 * and go no further than `head`, and the rows after them, read page by page (every row the first time).
 */
async function syncsThrough(http: IndexerHttp, query: string, params: readonly SqlParam[], source: string, head: number, previous: SyncRows | undefined): Promise<SyncRows> {
  const kept = previous && previous.source === source && previous.through <= head ? previous : undefined;
  // Kept rows stop short of the blocks the indexer may still have rewritten since (see UNSETTLED_BLOCKS).
  const settled = kept ? kept.through - UNSETTLED_BLOCKS : -1;
  const syncs = kept ? kept.syncs.filter((sync) => sync.blockNumber <= settled) : [];
  const times = new Map(kept ? [...kept.times].filter(([block]) => block <= settled) : []);
  let cursor: Cursor = { block: settled + 1, logIndex: -1 };
  const [chainId, ...rest] = params;
  for (;;) {
    const page = syncPage(await http.sql(query, [chainId, String(head), String(cursor.block), cursor.logIndex, ...rest]), cursor, head, times);
    syncs.push(...page);
    if (syncs.length > MAX_SERIES_SYNCS) throw new IndexerAnswerError(`syncs: more than ${MAX_SERIES_SYNCS} rows for one series, more than a tab keeps`);
    if (page.length < SYNC_PAGE_ROWS) return { source, through: head, syncs, times };
    const last = page[page.length - 1];
    cursor = { block: last.blockNumber, logIndex: last.logIndex };
  }
}

/** What a series' rows answer: the chain, its genesis and factory, and the query's own parameters. */
const sourceOf = (expected: ExpectedChain, query: string, params: readonly SqlParam[]) =>
  JSON.stringify([expected.chainId, expected.genesisHash, expected.factory, query, params]);

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
 * only where their rows would. With `previous` (this series' last answer), only the Sync rows of blocks after it are
 * read; a first read reads every row, page by page. Every field is validated; throws IndexerAnswerError otherwise.
 */
export async function loadIndexerTokenHistory(
  http: IndexerHttp,
  expected: ExpectedChain,
  rules: PricingRules,
  token: HistoryToken,
  previous?: IndexedHistory,
): Promise<IndexedHistory> {
  const { chainId } = expected;
  const head = await indexedHead(http, expected, "history");
  const block = String(head.number);
  const anchors = [rules.wrappedNative, ...rules.whitelist].map((a) => a.toLowerCase());
  // The wrapped native coin is the unit itself: it has no series (tokenPriceSeries), so its Syncs are not read.
  const unit = token.address === rules.wrappedNative.toLowerCase();
  const query = TOKEN_SYNCS(anchors.length);
  const params = [chainId, token.address, ...anchors];
  const [pools, rows, { trades, times: tradeTimes }] = await Promise.all([
    poolsAt(http, chainId, block),
    unit ? undefined : syncsThrough(http, query, params, sourceOf(expected, query, params), head.number, previous?.rows),
    http.sql(TOKEN_SWAPS(INDEXED_TOKEN_SWAPS), [chainId, block, token.address]).then(tradeRows),
  ]);
  const points = rows ? timed(tokenPriceSeries(rows.syncs, pools, rules, token.address, token.decimals), rows.times) : [];
  const swaps = tokenTrades(trades, pools, token.address, INDEXED_TOKEN_SWAPS).map((s) => ({ ...s, time: tradeTimes.get(s.blockNumber) }));
  return { head: head.number, points, swaps, now: head.timestamp, noPool: false, rows };
}

/** The price of a route's first token in its last over time, from the indexer's Sync rows of its pools (read as above). */
export async function loadIndexerRouteHistory(http: IndexerHttp, expected: ExpectedChain, route: HistoryRoute, previous?: IndexedHistory): Promise<IndexedHistory> {
  const { chainId } = expected;
  const head = await indexedHead(http, expected, "history");
  const hops = routeHops(route.path, await poolsAt(http, chainId, String(head.number)));
  if (!hops) return { head: head.number, points: [], swaps: [], now: head.timestamp, noPool: true };
  const routePools = [...new Set(hops.map((h) => h.pool))];
  const query = ROUTE_SYNCS(routePools.length);
  const params = [chainId, ...routePools];
  // The pools are part of the source: when a new pool changes the route's hops, its rows are read afresh.
  const rows = await syncsThrough(http, query, params, sourceOf(expected, query, params), head.number, previous?.rows);
  const points = timed(routePriceSeries(rows.syncs, hops, route.inputDecimals, route.outputDecimals), rows.times);
  return { head: head.number, points, swaps: [], now: head.timestamp, noPool: false, rows };
}
