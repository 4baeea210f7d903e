import { estimateTimes, type BlockTime } from "../logs/blockTimes";
import { TOPICS, type PairInfo } from "../logs/events";
import { syncLogs, type ScanContext } from "../logs/logCache";
import { knownBlockTimes } from "../logs/scanContext";
import type { JsonRpcProvider } from "ethers";
import type { RawLog } from "../logs/types";
import { loadPairs } from "../activity/loadActivity";
import { poolQuery } from "../logs/queries";

export interface PoolData {
  info: PairInfo | undefined;
  logs: RawLog[];
  times: Map<number, BlockTime>;
  /** Time of the head block (for "last 24 h"). */
  now: number | undefined;
}

export async function loadPool(ctx: ScanContext & { provider: JsonRpcProvider }, pair: string): Promise<PoolData> {
  const [pairs, { logs }] = await Promise.all([loadPairs(ctx), syncLogs(ctx, poolQuery(pair))]);
  const blocks = [...new Set(logs.filter((l) => l.topics[0] !== TOPICS.transfer).map((l) => l.blockNumber)), ctx.head];
  const known = await knownBlockTimes(ctx, blocks);
  const times = estimateTimes(blocks, known);
  return { info: pairs.get(pair.toLowerCase()), logs, times, now: times.get(ctx.head)?.time };
}
