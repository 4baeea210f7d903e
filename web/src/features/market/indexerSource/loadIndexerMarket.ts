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

// Each pool's last reserves (its last Sync) up to a block, or before a time.
const LAST_SYNC = (bound: string) =>
  `select distinct on (pair) pair, reserve0, reserve1 from sync where chain_id = $1 and ${bound} order by pair, block_number desc, log_index desc`;
const RESERVES_AT_HEAD = LAST_SYNC("block_number <= $2");
const RESERVES_BEFORE = LAST_SYNC("block_number <= $2 and timestamp < $3");
const POOLS = "select address, token0, token1 from pair where chain_id = $1 and created_at_block <= $2";
const TOKENS = "select address, symbol, name, decimals from token where chain_id = $1";
// Every swap from the window's start (by block time) up to the head, summed per pool. The day's and the week's
// queries differ in their text (not only their parameters): Ponder's query check caches its verdict by text and
// refuses a second identical text that arrives while the first is still being checked.
const WINDOW = (window: "day" | "week") =>
  `select pair, sum(amount0_in + amount0_out) as volume0, sum(amount1_in + amount1_out) as volume1, count(*) as swaps from swap where chain_id = $1 and block_number <= $2 and timestamp >= $3 group by pair${window === "week" ? ", chain_id" : ""}`;

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
    http.sql(WINDOW("day"), [chainId, block, String(head.timestamp - DAY_SECONDS)]),
    http.sql(WINDOW("week"), [chainId, block, String(head.timestamp - WEEK_SECONDS)]),
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
