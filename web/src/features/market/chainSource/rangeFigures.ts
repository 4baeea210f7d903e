import type { RawLog, syncLogs } from "../../insight";
import { reservesBefore, sumSwaps, type PoolActivity, type WindowStarts } from "../swapStats";

/** One pool group's figures: its pools' trading in the windows and their reserves at the 24 h window's start. */
export interface GroupFigures {
  pools: Map<string, PoolActivity>;
  reservesDayAgo: Map<string, { reserve0: bigint; reserve1: bigint }>;
}

/** The figures of `logs` (any order, any blocks) for the pools in `pools`. */
export function figuresOf(logs: readonly RawLog[], pools: ReadonlySet<string>, starts: WindowStarts): GroupFigures {
  return { pools: sumSwaps(logs, pools, starts), reservesDayAgo: reservesBefore(logs, pools, starts.day) };
}

/**
 * The figures of several block ranges that do not overlap, given oldest first, as figuresOf of all their logs: the
 * windows' sums add up, and a pool's reserves at the 24 h start come from the newest range that has a Sync of it
 * before that start (its last Sync before the start is the latest of all ranges').
 */
export function mergeFigures(parts: readonly GroupFigures[]): GroupFigures {
  const pools = new Map<string, PoolActivity>();
  const reservesDayAgo = new Map<string, { reserve0: bigint; reserve1: bigint }>();
  for (const part of parts) {
    for (const [pool, activity] of part.pools) {
      const sum = pools.get(pool);
      if (!sum) {
        pools.set(pool, { day: { ...activity.day }, week: { ...activity.week } });
        continue;
      }
      for (const window of ["day", "week"] as const) {
        sum[window].volume0 += activity[window].volume0;
        sum[window].volume1 += activity[window].volume1;
        sum[window].swaps += activity[window].swaps;
      }
    }
    for (const [pool, reserves] of part.reservesDayAgo) reservesDayAgo.set(pool, reserves);
  }
  return { pools, reservesDayAgo };
}

type ScanWatch = NonNullable<NonNullable<Parameters<typeof syncLogs>[2]>["watch"]>;

/**
 * Works out a scan's figures range by range, as each range's answer arrives, so that once the last log is in only
 * that range's figures and a merge of a few small maps remain (summing tens of thousands of logs after the last
 * answer kept the page's figures waiting for a fifth of a second). `watch` goes into the scan's options; a range's
 * figures wait for the windows' first blocks (`starts`) when they are not known yet.
 */
export function rangeFigures(pools: ReadonlySet<string>, starts: Promise<WindowStarts>) {
  const ranges: Array<{ from: number; to: number; count: number; figures: Promise<GroupFigures> }> = [];
  const watch: ScanWatch = () => ({
    range(from, to, logs) {
      const figures = starts.then((s) => figuresOf(logs, pools, s));
      // Awaited by `figures` below, or not at all when the read is not the ranges' alone (its caller then sums).
      figures.catch(() => undefined);
      ranges.push({ from, to, count: logs.length, figures });
    },
  });
  return {
    watch,
    /**
     * The figures of the `logs` a scan returned, when the ranges heard are exactly [fromBlock, toBlock] and hold all of
     * those logs (a read served from the cache, or shared with a scan started elsewhere, is not): else undefined.
     */
    async of(logs: readonly RawLog[], fromBlock: number, toBlock: number): Promise<GroupFigures | undefined> {
      const sorted = [...ranges].sort((a, b) => a.from - b.from);
      let next = fromBlock;
      let count = 0;
      for (const r of sorted) {
        if (r.from !== next) return undefined;
        next = r.to + 1;
        count += r.count;
      }
      if (next !== toBlock + 1 || count !== logs.length) return undefined;
      return mergeFigures(await Promise.all(sorted.map((r) => r.figures)));
    },
  };
}
