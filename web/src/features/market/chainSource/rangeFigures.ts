import type { RawLog, ScanWatch } from "../../insight";
import { reservesBefore, sumSwaps, type PoolActivity, type WindowStarts, type WindowVolume } from "../swapStats";

/** One pool group's figures: its pools' trading in the windows and their reserves at the 24 h window's start. */
export interface GroupFigures {
  pools: Map<string, PoolActivity>;
  reservesDayAgo: Map<string, { reserve0: bigint; reserve1: bigint }>;
}

/** The figures of `logs` (any order, any blocks) for the pools in `pools`. */
export function figuresOf(logs: readonly RawLog[], pools: ReadonlySet<string>, starts: WindowStarts): GroupFigures {
  return { pools: sumSwaps(logs, pools, starts), reservesDayAgo: reservesBefore(logs, pools, starts.day) };
}

/** Swaps summed by block: per block, each pool's traded amounts and swap count there. */
export type BlockSums = Array<{ block: number; pools: Map<string, WindowVolume> }>;

/**
 * The swaps of `logs` (`pools`' only) summed by block, before the windows are known: the windows' sums then only add
 * these up (see windowFigures), and the logs' amounts, the costly part, are read once. Logs in chain order come in
 * one entry per block; any order is summed right (a block may then have several entries).
 */
export function blockSums(logs: readonly RawLog[], pools: ReadonlySet<string>): BlockSums {
  const sums: BlockSums = [];
  for (let at = 0; at < logs.length; ) {
    const block = logs[at].blockNumber;
    let end = at + 1;
    while (end < logs.length && logs[end].blockNumber === block) end++;
    // Both windows start at the block: each pool's "day" is its swaps in this block.
    const activity = sumSwaps(logs.slice(at, end), pools, { day: block, week: block });
    if (activity.size > 0) sums.push({ block, pools: new Map([...activity].map(([pool, a]) => [pool, a.day])) });
    at = end;
  }
  return sums;
}

const addTo = (sum: WindowVolume, v: WindowVolume) => {
  sum.volume0 += v.volume0;
  sum.volume1 += v.volume1;
  sum.swaps += v.swaps;
};

/**
 * figuresOf `logs`, with their swaps already summed by block in `parts` (of block ranges that do not overlap and
 * together hold every swap of `logs`): the windows' sums add the blocks' sums up, the reserves come from the logs.
 */
export function windowFigures(parts: readonly BlockSums[], logs: readonly RawLog[], pools: ReadonlySet<string>, starts: WindowStarts): GroupFigures {
  const activity = new Map<string, PoolActivity>();
  for (const part of parts) {
    for (const { block, pools: perPool } of part) {
      if (block < starts.week) continue;
      for (const [pool, volume] of perPool) {
        let sum = activity.get(pool);
        if (!sum) activity.set(pool, (sum = { day: { volume0: 0n, volume1: 0n, swaps: 0 }, week: { volume0: 0n, volume1: 0n, swaps: 0 } }));
        addTo(sum.week, volume);
        if (block >= starts.day) addTo(sum.day, volume);
      }
    }
  }
  // Each pool's last Sync before the day's start: a pass over the logs that decodes one Sync per pool.
  return { pools: activity, reservesDayAgo: reservesBefore(logs, pools, starts.day) };
}

/**
 * Sums a scan's swaps range by range, as each range's answer arrives, so that once the last log is in only that
 * range's sums and the windows' addition remain (summing tens of thousands of logs after the last answer kept the
 * page's figures waiting for a fifth of a second). The ranges are summed by block (see blockSums), so their work does
 * not wait for the windows' first blocks (`starts`), whose search may be answered only with the last logs. `watch`
 * goes into the scan's options.
 */
export function rangeFigures(pools: ReadonlySet<string>, starts: Promise<WindowStarts>) {
  // Awaited by `of`; a failure surfaces there, not as an unhandled rejection while the logs are read.
  starts.catch(() => undefined);
  const ranges: Array<{ from: number; to: number; count: number; sums: BlockSums }> = [];
  // The pages that joined the scan all ask once its logs are in: the windows' addition is made for the first.
  let last: { logs: readonly RawLog[]; fromBlock: number; toBlock: number; figures: Promise<GroupFigures | undefined> } | undefined;
  const figuresOfRanges = async (logs: readonly RawLog[], fromBlock: number, toBlock: number): Promise<GroupFigures | undefined> => {
    const sorted = [...ranges].sort((a, b) => a.from - b.from);
    let next = fromBlock;
    let count = 0;
    for (const r of sorted) {
      if (r.from !== next) return undefined;
      next = r.to + 1;
      count += r.count;
    }
    if (next !== toBlock + 1 || count !== logs.length) return undefined;
    return windowFigures(
      sorted.map((r) => r.sums),
      logs,
      pools,
      await starts,
    );
  };
  const watch: ScanWatch = () => ({
    range(from, to, logs) {
      ranges.push({ from, to, count: logs.length, sums: blockSums(logs, pools) });
    },
  });
  return {
    watch,
    /**
     * The figures of the `logs` a scan returned, when the ranges heard are exactly [fromBlock, toBlock] and hold all of
     * those logs (a read served from the cache, or shared with a scan started elsewhere, is not): else undefined.
     */
    of(logs: readonly RawLog[], fromBlock: number, toBlock: number): Promise<GroupFigures | undefined> {
      if (last?.logs !== logs || last.fromBlock !== fromBlock || last.toBlock !== toBlock) {
        last = { logs, fromBlock, toBlock, figures: figuresOfRanges(logs, fromBlock, toBlock) };
      }
      return last.figures;
    },
  };
}
