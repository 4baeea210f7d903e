import { decodeSwap, decodeSync, TOPICS, type RawLog } from "../insight";

/** Swaps of one pool in one window: each token's traded amount (in + out, smallest units) and the swap count. */
export interface WindowVolume {
  volume0: bigint;
  volume1: bigint;
  swaps: number;
}

export interface PoolActivity {
  day: WindowVolume;
  week: WindowVolume;
}

/** First block of each window (the first block whose time is within 24 h / 7 d of the head's time). */
export interface WindowStarts {
  day: number;
  week: number;
}

const empty = (): WindowVolume => ({ volume0: 0n, volume1: 0n, swaps: 0 });

/**
 * Each pool's swaps in the last day and week, summed from `Swap` logs in any order and from any number of scanned
 * chunks. Only logs of `pools` (the factory's pairs, lowercase) count: any contract can emit a Swap event.
 */
export function sumSwaps(logs: readonly RawLog[], pools: ReadonlySet<string>, starts: WindowStarts): Map<string, PoolActivity> {
  const activity = new Map<string, PoolActivity>();
  for (const log of logs) {
    if (log.topics[0] !== TOPICS.swap || log.blockNumber < starts.week || !pools.has(log.address)) continue;
    const swap = decodeSwap(log);
    let pool = activity.get(log.address);
    if (!pool) activity.set(log.address, (pool = { day: empty(), week: empty() }));
    const windows = log.blockNumber >= starts.day ? [pool.day, pool.week] : [pool.week];
    for (const w of windows) {
      w.volume0 += swap.amount0In + swap.amount0Out;
      w.volume1 += swap.amount1In + swap.amount1Out;
      w.swaps += 1;
    }
  }
  return activity;
}

/** Each pool's reserves as its last `Sync` before `block` left them; a pool with no Sync before it is absent. */
export function reservesBefore(logs: readonly RawLog[], pools: ReadonlySet<string>, block: number): Map<string, { reserve0: bigint; reserve1: bigint }> {
  const reserves = new Map<string, { reserve0: bigint; reserve1: bigint; at: [number, number] }>();
  for (const log of logs) {
    if (log.topics[0] !== TOPICS.sync || log.blockNumber >= block || !pools.has(log.address)) continue;
    const seen = reserves.get(log.address);
    if (seen && (seen.at[0] > log.blockNumber || (seen.at[0] === log.blockNumber && seen.at[1] > log.logIndex))) continue;
    reserves.set(log.address, { ...decodeSync(log), at: [log.blockNumber, log.logIndex] });
  }
  return new Map([...reserves].map(([pool, { reserve0, reserve1 }]) => [pool, { reserve0, reserve1 }]));
}

/** The LP fee of a V2 pool: 0.30 % of what is traded. */
export function lpFee(volume: bigint): bigint {
  return (volume * 3n) / 1000n;
}
