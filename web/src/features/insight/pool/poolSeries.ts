import { decodeSwap, decodeSync, TOPICS } from "../logs/events";
import type { BlockTime } from "../logs/blockTimes";
import type { RawLog } from "../logs/types";

interface ReservePoint {
  blockNumber: number;
  reserve0: bigint;
  reserve1: bigint;
}

export interface ChartPoint {
  /** Seconds (lightweight-charts' UTCTimestamp). */
  time: number;
  value: number;
}

/** The reserves after each Sync, in chain order (a pair emits Sync after every mint, burn, swap and sync()). */
export function reserveHistory(logs: RawLog[]): ReservePoint[] {
  return logs.filter((l) => l.topics[0] === TOPICS.sync).map((l) => ({ blockNumber: l.blockNumber, ...decodeSync(l) }));
}

/** reserve1/reserve0 in whole tokens (token0's price in token1), or the inverse; undefined for an empty reserve. */
export function priceOf(p: { reserve0: bigint; reserve1: bigint }, decimals0: number, decimals1: number, inverted: boolean): number | undefined {
  if (p.reserve0 === 0n || p.reserve1 === 0n) return undefined;
  const r0 = Number(p.reserve0) / 10 ** decimals0;
  const r1 = Number(p.reserve1) / 10 ** decimals1;
  return inverted ? r0 / r1 : r1 / r0;
}

/**
 * One point per distinct second (the chart needs strictly rising times): the last value of each second wins,
 * which is also the state a block ends in.
 */
export function toChartPoints(points: { blockNumber: number; value: number | undefined }[], times: ReadonlyMap<number, BlockTime>): ChartPoint[] {
  const out: ChartPoint[] = [];
  for (const p of points) {
    const time = times.get(p.blockNumber)?.time;
    if (time === undefined || p.value === undefined || !Number.isFinite(p.value)) continue;
    const last = out[out.length - 1];
    if (last && time <= last.time) last.value = p.value;
    else out.push({ time, value: p.value });
  }
  return out;
}

interface SwapRow {
  txHash: string;
  blockNumber: number;
  amount0In: bigint;
  amount1In: bigint;
  amount0Out: bigint;
  amount1Out: bigint;
}

export function swapRows(logs: RawLog[]): SwapRow[] {
  return logs
    .filter((l) => l.topics[0] === TOPICS.swap)
    .map((l) => {
      const s = decodeSwap(l);
      return { txHash: l.transactionHash, blockNumber: l.blockNumber, amount0In: s.amount0In, amount1In: s.amount1In, amount0Out: s.amount0Out, amount1Out: s.amount1Out };
    });
}

/** Volume in each token (what went in) and the number of swaps at or after `since` (seconds). */
export function volumeSince(swaps: SwapRow[], times: ReadonlyMap<number, BlockTime>, since: number): { count: number; volume0: bigint; volume1: bigint } {
  let count = 0;
  let volume0 = 0n;
  let volume1 = 0n;
  for (const s of swaps) {
    const time = times.get(s.blockNumber)?.time;
    if (time === undefined || time < since) continue;
    count++;
    volume0 += s.amount0In;
    volume1 += s.amount1In;
  }
  return { count, volume0, volume1 };
}
