import { decodeSync, TOPICS, type RawLog } from "../insight";

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

const ZERO_WORD = "0".repeat(64);

/**
 * The sum of two of a log's 32-byte data words (a Swap's in and out amount of one token). Most swaps have one of the
 * two at zero: a zero word is recognised as text, which spares parsing a number (tens of thousands per page).
 */
function wordsSum(data: string, i: number, j: number): bigint {
  const a = data.slice(2 + i * 64, 2 + (i + 1) * 64);
  const b = data.slice(2 + j * 64, 2 + (j + 1) * 64);
  // A word missing from short data counts as zero (as the insight decoders read it: never a throw on odd logs).
  const value = (hex: string) => (hex.length !== 64 || hex === ZERO_WORD ? 0n : BigInt(`0x${hex}`));
  return value(a) + value(b);
}

/**
 * Each pool's swaps in the last day and week, summed from `Swap` logs in any order and from any number of scanned
 * chunks. Only logs of `pools` (the factory's pairs, lowercase) count: any contract can emit a Swap event.
 */
export function sumSwaps(logs: readonly RawLog[], pools: ReadonlySet<string>, starts: WindowStarts): Map<string, PoolActivity> {
  const activity = new Map<string, PoolActivity>();
  for (const log of logs) {
    if (log.topics[0] !== TOPICS.swap || log.blockNumber < starts.week || !pools.has(log.address)) continue;
    // Swap data: amount0In, amount1In, amount0Out, amount1Out; a token's traded amount is its in + out.
    const volume0 = wordsSum(log.data, 0, 2);
    const volume1 = wordsSum(log.data, 1, 3);
    let pool = activity.get(log.address);
    if (!pool) activity.set(log.address, (pool = { day: empty(), week: empty() }));
    pool.week.volume0 += volume0;
    pool.week.volume1 += volume1;
    pool.week.swaps += 1;
    if (log.blockNumber >= starts.day) {
      pool.day.volume0 += volume0;
      pool.day.volume1 += volume1;
      pool.day.swaps += 1;
    }
  }
  return activity;
}

/** Each pool's reserves as its last `Sync` before `block` left them; a pool with no Sync before it is absent. */
export function reservesBefore(logs: readonly RawLog[], pools: ReadonlySet<string>, block: number): Map<string, { reserve0: bigint; reserve1: bigint }> {
  // Each pool's latest Sync first, then only those decoded: a busy pool has thousands.
  const latest = new Map<string, RawLog>();
  for (const log of logs) {
    if (log.topics[0] !== TOPICS.sync || log.blockNumber >= block || !pools.has(log.address)) continue;
    const seen = latest.get(log.address);
    if (seen && (seen.blockNumber > log.blockNumber || (seen.blockNumber === log.blockNumber && seen.logIndex > log.logIndex))) continue;
    latest.set(log.address, log);
  }
  return new Map([...latest].map(([pool, log]) => [pool, decodeSync(log)]));
}

/** The LP fee of a V2 pool: 0.30 % of what is traded. */
export function lpFee(volume: bigint): bigint {
  return (volume * 3n) / 1000n;
}
