import { exactBlockTime, syncLogs, TOPICS, type ScanSession, type LogQuery } from "../../insight";
import { reservesBefore, sumSwaps, type PoolActivity, type WindowStarts } from "../swapStats";
import { DAY_SECONDS, firstBlockAtOrAfter, WEEK_SECONDS } from "../windowStarts";

/**
 * Swap and Sync logs of every contract: one query whose cache entry stays valid as pools are created (a list of
 * pair addresses would change the query, and its cache, with every new pool). Only the factory's pairs count.
 */
export const MARKET_LOGS_QUERY: LogQuery = { topics: [[TOPICS.swap, TOPICS.sync]] };

export interface MarketActivity {
  head: number;
  starts: WindowStarts;
  pools: Map<string, PoolActivity>;
  reservesDayAgo: Map<string, { reserve0: bigint; reserve1: bigint }>;
}

// The last window starts found per chain and genesis: they only move forward, so they are the next search's hint.
const lastStarts = new Map<string, { head: number; starts: WindowStarts }>();

/**
 * The last 24 h and 7 d of trading of `pools` (lowercase) up to the scan's head, by block time: the logs from the
 * insight cache (only new blocks read from the node), the windows' first blocks by binary search over block times.
 */
export async function loadActivity(ctx: ScanSession, pools: ReadonlySet<string>): Promise<MarketActivity> {
  const timeOf = (block: number) => exactBlockTime(ctx, block);
  const [{ logs }, headTime] = await Promise.all([syncLogs(ctx, MARKET_LOGS_QUERY), timeOf(ctx.head)]);
  const key = `${ctx.chainId}/${ctx.genesisHash}`;
  // Starts found at a later head (the chain went back, e.g. a test's snapshot revert) are no hint.
  const last = lastStarts.get(key);
  const hint = last && last.head <= ctx.head ? last.starts : undefined;
  const week = await firstBlockAtOrAfter(headTime - WEEK_SECONDS, ctx.startBlock, ctx.head, timeOf, hint?.week);
  const day = await firstBlockAtOrAfter(headTime - DAY_SECONDS, week, ctx.head, timeOf, hint?.day);
  const starts = { day, week };
  lastStarts.set(key, { head: ctx.head, starts });
  return { head: ctx.head, starts, pools: sumSwaps(logs, pools, starts), reservesDayAgo: reservesBefore(logs, pools, day) };
}
