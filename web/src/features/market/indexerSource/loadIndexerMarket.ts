import type { PricingPool } from "@/sdk";
import type { PoolActivity, WindowVolume } from "../swapStats";
import { DAY_SECONDS, WEEK_SECONDS } from "../windowStarts";
import { address, amount, answerRows, count, decimals, sumOf, text } from "./indexerAnswer";
import type { IndexerHttp } from "./indexerHttp";
import { indexedHead, type ExpectedChain } from "./indexedHead";

export type { ExpectedChain } from "./indexedHead";

export interface IndexedTokenInfo {
  symbol: string;
  name: string;
  /** Null when the token does not answer decimals(). */
  decimals: number | null;
}

/** The market as the indexer has it at its head: the same inputs the chain source reads, for the same overview. */
export interface IndexerMarket {
  head: number;
  pools: PricingPool[];
  tokens: Map<string, IndexedTokenInfo>;
  activity: Map<string, PoolActivity>;
  reservesDayAgo: Map<string, { reserve0: bigint; reserve1: bigint }>;
}

const MAX_UINT112 = (1n << 112n) - 1n;

const HOUR_SECONDS = 3600;

// Each pool's last reserves (its last Sync) up to a block, or before a time: one probe per pool into sync's index on
// (chain, pair, time, block, log), where a scan of every Sync of the chain took longer the more the market traded.
// Ordering by time first is ordering by block: a block's time is never before its parent's.
const LAST_SYNC = (bound: string) =>
  `select p.address as pair, s.reserve0, s.reserve1 from pair p cross join lateral (select reserve0, reserve1 from sync where sync.chain_id = $1 and sync.pair = p.address and ${bound} order by timestamp desc, block_number desc, log_index desc limit 1) s where p.chain_id = $1 and p.created_at_block <= $2`;
const RESERVES_AT_HEAD = LAST_SYNC("block_number <= $2");
const RESERVES_BEFORE = LAST_SYNC("block_number <= $2 and timestamp < $3");
const POOLS = "select address, token0, token1 from pair where chain_id = $1 and created_at_block <= $2";
const TOKENS = "select address, symbol, name, decimals from token where chain_id = $1";
// Every swap from the window's start $3 (by block time) up to the head, summed per pool: the whole hours [$4, $5) from
// the pools' hourly sums, the partial hours at the two ends from the swaps themselves (a 100,000-swap day is then 24
// rows per pool and two hours of swaps, not 100,000 rows). An hour before the head's own hour is complete and stays
// so: every later block has a later time. The day's and the week's queries differ in their text (not only their
// parameters, here the subquery's name): Ponder's query check caches its verdict by text and refuses a second
// identical text that arrives while the first is still being checked.
const SWAP_VOLUMES = "select pair, amount0_in + amount0_out as volume0, amount1_in + amount1_out as volume1, 1 as swaps from swap where chain_id = $1 and block_number <= $2";
const WINDOW = (window: "day" | "week") =>
  `select pair, sum(volume0) as volume0, sum(volume1) as volume1, sum(swaps) as swaps from (select pair, volume0, volume1, swaps from pair_hour_data where chain_id = $1 and period_start >= $4 and period_start < $5 union all ${SWAP_VOLUMES} and timestamp >= $3 and timestamp < $4 union all ${SWAP_VOLUMES} and timestamp >= $5) ${window} group by pair`;

/**
 * The parameters of WINDOW for the window from `start` to a head at `headTime` (unix seconds): its start, its first
 * whole hour and the head's hour. A window of a day or a week always spans a whole hour, so the three parts never
 * overlap.
 */
function windowParams(chainId: number, block: string, start: number, headTime: number): [number, string, string, string, string] {
  const wholeFrom = Math.ceil(start / HOUR_SECONDS) * HOUR_SECONDS;
  const wholeTo = Math.floor(headTime / HOUR_SECONDS) * HOUR_SECONDS;
  return [chainId, block, String(start), String(wholeFrom), String(wholeTo)];
}

function reservesByPool(answer: unknown): Map<string, { reserve0: bigint; reserve1: bigint }> {
  const map = new Map<string, { reserve0: bigint; reserve1: bigint }>();
  for (const row of answerRows(answer, "reserves")) map.set(address(row, "pair"), { reserve0: amount(row, "reserve0", MAX_UINT112), reserve1: amount(row, "reserve1", MAX_UINT112) });
  return map;
}

function volumesByPool(answer: unknown): Map<string, WindowVolume> {
  const map = new Map<string, WindowVolume>();
  for (const row of answerRows(answer, "volumes")) map.set(address(row, "pair"), { volume0: sumOf(row, "volume0"), volume1: sumOf(row, "volume1"), swaps: count(row, "swaps") });
  return map;
}

/**
 * Reads the market of `expected.chainId` from the indexer, as of its indexed head: every query is bounded by that
 * block, so blocks indexed while the queries run do not mix in. The 24 h and 7 d windows are counted back from the
 * head block's time, like the chain source's. Throws IndexerAnswerError on any invalid field or another chain's data.
 */
export async function loadIndexerMarket(http: IndexerHttp, expected: ExpectedChain): Promise<IndexerMarket> {
  const { chainId } = expected;
  const head = await indexedHead(http, expected, "market");

  const block = String(head.number);
  const [poolsAnswer, tokensAnswer, reservesAnswer, dayAgoAnswer, dayAnswer, weekAnswer] = await Promise.all([
    http.sql(POOLS, [chainId, block]),
    http.sql(TOKENS, [chainId]),
    http.sql(RESERVES_AT_HEAD, [chainId, block]),
    http.sql(RESERVES_BEFORE, [chainId, block, String(head.timestamp - DAY_SECONDS)]),
    http.sql(WINDOW("day"), windowParams(chainId, block, head.timestamp - DAY_SECONDS, head.timestamp)),
    http.sql(WINDOW("week"), windowParams(chainId, block, head.timestamp - WEEK_SECONDS, head.timestamp)),
  ]);

  const reserves = reservesByPool(reservesAnswer);
  const pools: PricingPool[] = answerRows(poolsAnswer, "pools").map((row) => {
    const pool = address(row, "address");
    const r = reserves.get(pool) ?? { reserve0: 0n, reserve1: 0n };
    return { address: pool, token0: address(row, "token0"), token1: address(row, "token1"), ...r };
  });
  const tokens = new Map<string, IndexedTokenInfo>();
  for (const row of answerRows(tokensAnswer, "tokens")) tokens.set(address(row, "address"), { symbol: text(row, "symbol"), name: text(row, "name"), decimals: decimals(row, "decimals") });

  const day = volumesByPool(dayAnswer);
  const week = volumesByPool(weekAnswer);
  const empty: WindowVolume = { volume0: 0n, volume1: 0n, swaps: 0 };
  const activity = new Map<string, PoolActivity>();
  for (const [pool, w] of week) activity.set(pool, { day: day.get(pool) ?? empty, week: w });
  return { head: head.number, pools, tokens, activity, reservesDayAgo: reservesByPool(dayAgoAnswer) };
}
