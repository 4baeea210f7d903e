import { estimateTimes, type BlockTime } from "../logs/blockTimes";
import { knownBlockTimes, prefetchBlockTimes } from "../logs/blockTimeCache";
import { TOPICS, type PairInfo } from "../logs/events";
import { syncLogs, type ScanContext } from "../logs/logCache";
import { readPairs, type InsightContracts } from "../logs/pairs";
import { poolQuery } from "../logs/queries";
import type { RpcSender } from "../logs/rpcGetLogs";
import { timePrefetch } from "../logs/timePrefetch";
import type { RawLog } from "../logs/types";

export interface PoolData {
  info: PairInfo | undefined;
  logs: RawLog[];
  times: Map<number, BlockTime>;
  /** Time of the head block (for "last 24 h"). */
  now: number | undefined;
}

/** The blocks the charts and the swaps table place in time: those of Sync and Swap logs (not LP transfers). */
const charted = (log: RawLog) => log.topics[0] !== TOPICS.transfer;

/**
 * A pair's history for the pool page and the position estimates: its logs (cached), its tokens and the times of
 * the blocks it charts. The head's timestamp is read at once and the charted blocks' while the scan runs (see
 * timePrefetch); only what that could not foresee is read after.
 */
export async function readPool(ctx: ScanContext & { provider: RpcSender }, pair: string, contracts: InsightContracts): Promise<PoolData> {
  prefetchBlockTimes(ctx, [ctx.head]);
  const prefetch = timePrefetch(ctx, (blocks) => prefetchBlockTimes(ctx, blocks), { shows: charted });
  const [pairs, { logs }] = await Promise.all([readPairs(ctx, contracts), syncLogs(ctx, poolQuery(pair), { watch: prefetch.watch })]);
  const blocks = [...new Set(logs.filter(charted).map((l) => l.blockNumber)), ctx.head];
  const known = await knownBlockTimes(ctx, blocks);
  const times = estimateTimes(blocks, known);
  return { info: pairs.get(pair.toLowerCase()), logs, times, now: times.get(ctx.head)?.time };
}
