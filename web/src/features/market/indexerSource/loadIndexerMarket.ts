import type { PricingPool } from "@/sdk";
import type { PoolActivity } from "../swapStats";
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
const LAST_SYNC = (name: string, bound: string) =>
  `left join lateral (select reserve0, reserve1 from sync where sync.chain_id = $1 and sync.pair = p.address and ${bound} order by timestamp desc, block_number desc, log_index desc limit 1) ${name} on true`;
// Every pool with its reserves at the head ($2) and a day before the head's time ($3), null where it had no Sync yet:
// one query, so one round trip and one pass over the pools for the three (PGlite runs an indexer's queries one at a
// time, so queries sent together still wait on each other).
const POOLS = `select p.address, p.token0, p.token1, h.reserve0, h.reserve1, d.reserve0 as day_ago_reserve0, d.reserve1 as day_ago_reserve1 from pair p ${LAST_SYNC("h", "block_number <= $2")} ${LAST_SYNC("d", "block_number <= $2 and timestamp < $3")} where p.chain_id = $1 and p.created_at_block <= $2`;
const TOKENS = "select address, symbol, name, decimals from token where chain_id = $1";
// The last 24 h and 7 d of swaps by block time, up to the head $2, summed per pool in one query: the whole hours from
// the pools' hourly sums, the partial hours at the windows' ends from the swaps themselves (a 100,000-swap day is then
// 24 rows per pool and a few hours of swaps, not 100,000 rows). The week's whole hours are [$4, $5), the day's from
// $6; the swaps of the week's first partial hour [$3, $4) count in the week only, those of the day's first partial
// hour [$7, $6) in the day only (the week has that hour whole), those from the head's hour $5 in both. An hour before
// the head's own hour is complete and stays so: every later block has a later time. Each part is summed per pool on
// its own (the hourly rows in their primary key's pool order, with no sort), then the few rows per pool are added up.
const DAY_HOURS = "period_start >= $6";
const HOURS = `select pair, sum(volume0) as week_volume0, sum(volume1) as week_volume1, sum(swaps) as week_swaps, sum(volume0) filter (where ${DAY_HOURS}) as day_volume0, sum(volume1) filter (where ${DAY_HOURS}) as day_volume1, coalesce(sum(swaps) filter (where ${DAY_HOURS}), 0) as day_swaps from pair_hour_data where chain_id = $1 and period_start >= $4 and period_start < $5 group by pair`;
const SWAPS = (range: string, windows: { week: boolean; day: boolean }) => {
  const sums = (counted: boolean) => (counted ? "sum(amount0_in + amount0_out), sum(amount1_in + amount1_out), count(*)" : "null, null, 0");
  return `select pair, ${sums(windows.week)}, ${sums(windows.day)} from swap where chain_id = $1 and block_number <= $2 and ${range} group by pair`;
};
const WINDOWS = `select pair, sum(week_volume0) as week_volume0, sum(week_volume1) as week_volume1, sum(week_swaps) as week_swaps, sum(day_volume0) as day_volume0, sum(day_volume1) as day_volume1, sum(day_swaps) as day_swaps from (${HOURS} union all ${SWAPS("timestamp >= $3 and timestamp < $4", { week: true, day: false })} union all ${SWAPS("timestamp >= $7 and timestamp < $6", { week: false, day: true })} union all ${SWAPS("timestamp >= $5", { week: true, day: true })}) windows group by pair`;

/**
 * The parameters of WINDOWS for a head at `headTime` (unix seconds): the week's start, its first whole hour, the
 * head's hour, the day's first whole hour and the day's start. A day and a week are whole hours long, so every part
 * of the two windows lies in exactly one of the query's rows.
 */
function windowParams(chainId: number, block: string, headTime: number): [number, string, string, string, string, string, string] {
  const wholeFrom = (start: number) => Math.ceil(start / HOUR_SECONDS) * HOUR_SECONDS;
  const weekStart = headTime - WEEK_SECONDS;
  const dayStart = headTime - DAY_SECONDS;
  const headHour = Math.floor(headTime / HOUR_SECONDS) * HOUR_SECONDS;
  return [chainId, block, String(weekStart), String(wholeFrom(weekStart)), String(headHour), String(wholeFrom(dayStart)), String(dayStart)];
}

/** A pool's reserves from two columns of a row, or undefined where both are null (no Sync yet). */
function reservesOf(row: Record<string, unknown>, reserve0: string, reserve1: string): { reserve0: bigint; reserve1: bigint } | undefined {
  if (row[reserve0] === null && row[reserve1] === null) return undefined;
  return { reserve0: amount(row, reserve0, MAX_UINT112), reserve1: amount(row, reserve1, MAX_UINT112) };
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
  const [poolsAnswer, tokensAnswer, windowsAnswer] = await Promise.all([
    http.sql(POOLS, [chainId, block, String(head.timestamp - DAY_SECONDS)]),
    http.sql(TOKENS, [chainId]),
    http.sql(WINDOWS, windowParams(chainId, block, head.timestamp)),
  ]);

  const pools: PricingPool[] = [];
  const reservesDayAgo = new Map<string, { reserve0: bigint; reserve1: bigint }>();
  for (const row of answerRows(poolsAnswer, "pools")) {
    const pool = address(row, "address");
    pools.push({ address: pool, token0: address(row, "token0"), token1: address(row, "token1"), ...(reservesOf(row, "reserve0", "reserve1") ?? { reserve0: 0n, reserve1: 0n }) });
    const dayAgo = reservesOf(row, "day_ago_reserve0", "day_ago_reserve1");
    if (dayAgo) reservesDayAgo.set(pool, dayAgo);
  }
  const tokens = new Map<string, IndexedTokenInfo>();
  for (const row of answerRows(tokensAnswer, "tokens")) tokens.set(address(row, "address"), { symbol: text(row, "symbol"), name: text(row, "name"), decimals: decimals(row, "decimals") });

  const activity = new Map<string, PoolActivity>();
  for (const row of answerRows(windowsAnswer, "windows")) {
    activity.set(address(row, "pair"), {
      day: { volume0: sumOf(row, "day_volume0"), volume1: sumOf(row, "day_volume1"), swaps: count(row, "day_swaps") },
      week: { volume0: sumOf(row, "week_volume0"), volume1: sumOf(row, "week_volume1"), swaps: count(row, "week_swaps") },
    });
  }
  return { head: head.number, pools, tokens, activity, reservesDayAgo };
}
