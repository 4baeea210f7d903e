import { estimateTimes } from "../../insight";
import { knownBlockTimes, prefetchBlockTimes } from "../../insight";
import type { ScanSession } from "../../insight";
import type { RawLog } from "../../insight";
import type { TimedValue } from "../candles";
import type { BlockValue } from "../priceSeries";
import type { MarketSwap } from "../types";
import { marketLogs } from "./loadActivity";

export interface LoadedHistory {
  /** In time order. */
  points: TimedValue[];
  swaps: MarketSwap[];
  /** The head block's time: the right edge of every range. */
  now: number;
  interpolated: boolean;
}

/**
 * A series and its swaps from the market's Swap/Sync logs (the same cached queries as the overview, so the pages share
 * one scan), placed in time: the newest blocks at their exact times, older ones interpolated between anchor blocks
 * (see knownBlockTimes), which keeps a month of history to a few dozen block reads.
 */
export async function loadHistory(
  ctx: ScanSession,
  pools: readonly string[],
  build: (logs: readonly RawLog[]) => { points: BlockValue[]; swaps: MarketSwap[] },
): Promise<LoadedHistory> {
  prefetchBlockTimes(ctx, [ctx.head]);
  const logs = await marketLogs(ctx, pools.map((address) => ({ address })));
  const { points, swaps } = build(logs);
  const blocks = [...new Set([...points.map((p) => p.blockNumber), ...swaps.map((s) => s.blockNumber), ctx.head])];
  const times = estimateTimes(blocks, await knownBlockTimes(ctx, blocks));
  const now = times.get(ctx.head)?.time;
  if (now === undefined) throw new Error(`No time for block ${ctx.head}`);
  const timed: TimedValue[] = [];
  for (const p of points) {
    const time = times.get(p.blockNumber)?.time;
    if (time !== undefined) timed.push({ time, value: p.value });
  }
  // Interpolated times follow block order, so they stay in order; a sort guards against a node's odd clock.
  timed.sort((a, b) => a.time - b.time);
  return {
    points: timed,
    swaps: swaps.map((s) => ({ ...s, time: times.get(s.blockNumber)?.time })),
    now,
    interpolated: blocks.some((b) => times.get(b)?.exact === false),
  };
}
