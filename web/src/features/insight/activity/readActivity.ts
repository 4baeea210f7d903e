import { estimateTimes, type BlockTime } from "../logs/blockTimes";
import { knownBlockTimes, prefetchBlockTimes } from "../logs/blockTimeCache";
import type { PairInfo } from "../logs/events";
import type { ScanContext } from "../logs/logCache";
import { readPairs, type InsightContracts } from "../logs/pairs";
import { activityQueries } from "../logs/queries";
import type { RpcSender } from "../logs/rpcGetLogs";
import type { ScanOptions } from "../logs/scanLogs";
import { timePrefetch } from "../logs/timePrefetch";
import { syncActivity } from "./activityCache";
import { mayBeRow, type ActivityItem } from "./groupActivity";

export interface ActivityData {
  items: ActivityItem[];
  pairs: Map<string, PairInfo>;
  /** Each row's block time, exact or interpolated. */
  times: Map<number, BlockTime>;
}

/**
 * What the activity page shows for `account`: its rows (cached per account, see syncActivity), the pairs they name
 * and their block times. The pairs' scan and the account's scans run together, and the rows' timestamps are read
 * while the scans still run (see timePrefetch); only what that could not foresee is read after.
 */
export async function readActivity(ctx: ScanContext & { provider: RpcSender }, account: string, contracts: InsightContracts, options: ScanOptions = {}): Promise<ActivityData> {
  const pairs = readPairs(ctx, contracts, options);
  const spenders = new Set([contracts.router, contracts.migrator].filter((a) => a !== undefined).map((a) => a.toLowerCase()));
  const rules = { account, spenders, migrator: contracts.migrator };
  const prefetch = timePrefetch(ctx, (blocks) => prefetchBlockTimes(ctx, blocks), { shows: (log) => mayBeRow(log, rules) });
  const items = await syncActivity(ctx, activityQueries(account), rules, pairs, { ...options, watch: prefetch.watch });
  const blocks = items.map((i) => i.blockNumber);
  const known = await knownBlockTimes(ctx, blocks);
  return { items, pairs: await pairs, times: estimateTimes(blocks, known) };
}
