import type { PricingPool } from "@/sdk";
import type { PoolActivity, WindowVolume } from "../swapStats";
import { DAY_SECONDS, WEEK_SECONDS } from "../windowStarts";
import { address, amount, answerRows, count, decimals, text, total } from "./indexerAnswer";
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

// A pool's last row of `table` (sync or swap) up to a block, or before a time: one probe per pool into the table's index
// on (chain, pair, time, block, log), where a scan of every row of the chain (or of the window) took longer the more
// the market traded. Ordering by time first is ordering by block: a block's time is never before its parent's.
const LAST = (table: "sync" | "swap", columns: string, name: string, bound: string) =>
  `left join lateral (select ${columns} from ${table} where ${table}.chain_id = $1 and ${table}.pair = p.address and block_number <= $2${bound} order by timestamp desc, block_number desc, log_index desc limit 1) ${name} on true`;
const TOTALS = "volume0_total, volume1_total, swaps_total";
// A window's figure: the pool's running total at the head minus the one before the window's start (zero before the
// pool's first swap; null when the pool has no swap up to the head).
const WINDOW = (window: "day" | "week", before: string) =>
  ["volume0", "volume1", "swaps"].map((figure) => `n.${figure}_total - coalesce(${before}.${figure}_total, 0) as ${window}_${figure}`).join(", ");
// Everything the pools tab reads of each pool, in one query (one pass over the pools, one request): its reserves at
// the head ($2) and a day before the head's time ($3), null where it had no Sync yet, and its 24 h and 7 d volume and
// swaps from the running totals its swap rows carry (indexer/src/runningTotals.ts): five probes per pool, however
// many swaps the windows hold. The windows are counted back from the head's time: the day from $3, the week from $4.
const POOLS = [
  `select p.address, p.token0, p.token1, h.reserve0, h.reserve1, d.reserve0 as day_ago_reserve0, d.reserve1 as day_ago_reserve1, ${WINDOW("day", "ds")}, ${WINDOW("week", "ws")} from pair p`,
  LAST("sync", "reserve0, reserve1", "h", ""),
  LAST("sync", "reserve0, reserve1", "d", " and timestamp < $3"),
  LAST("swap", TOTALS, "n", ""),
  LAST("swap", TOTALS, "ds", " and timestamp < $3"),
  LAST("swap", TOTALS, "ws", " and timestamp < $4"),
  "where p.chain_id = $1 and p.created_at_block <= $2",
].join(" ");
const TOKENS = "select address, symbol, name, decimals from token where chain_id = $1";

/** A window's volume and swaps from a pool's row: all three null where the pool has no swap up to the head. */
function windowOf(row: Record<string, unknown>, window: "day" | "week"): WindowVolume {
  const [volume0, volume1, swaps] = [`${window}_volume0`, `${window}_volume1`, `${window}_swaps`];
  if (row[volume0] === null && row[volume1] === null && row[swaps] === null) return { volume0: 0n, volume1: 0n, swaps: 0 };
  return { volume0: total(row, volume0), volume1: total(row, volume1), swaps: count(row, swaps) };
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
  // The tokens do not depend on the head: read in the head's round trip (and used only once the chain checks pass), so
  // the second round trip is the pools query alone.
  const [head, tokensAnswer] = await Promise.all([indexedHead(http, expected, "market"), http.sql(TOKENS, [chainId])]);
  const poolsAnswer = await http.sql(POOLS, [chainId, String(head.number), String(head.timestamp - DAY_SECONDS), String(head.timestamp - WEEK_SECONDS)]);

  const pools: PricingPool[] = [];
  const reservesDayAgo = new Map<string, { reserve0: bigint; reserve1: bigint }>();
  const activity = new Map<string, PoolActivity>();
  for (const row of answerRows(poolsAnswer, "pools")) {
    const pool = address(row, "address");
    pools.push({ address: pool, token0: address(row, "token0"), token1: address(row, "token1"), ...(reservesOf(row, "reserve0", "reserve1") ?? { reserve0: 0n, reserve1: 0n }) });
    const dayAgo = reservesOf(row, "day_ago_reserve0", "day_ago_reserve1");
    if (dayAgo) reservesDayAgo.set(pool, dayAgo);
    const week = windowOf(row, "week");
    // A pool without a swap in the week has none in the day either: no entry (the overview reads none as no trading).
    if (week.swaps > 0) activity.set(pool, { day: windowOf(row, "day"), week });
  }
  const tokens = new Map<string, IndexedTokenInfo>();
  for (const row of answerRows(tokensAnswer, "tokens")) tokens.set(address(row, "address"), { symbol: text(row, "symbol"), name: text(row, "name"), decimals: decimals(row, "decimals") });

  return { head: head.number, pools, tokens, activity, reservesDayAgo };
}
