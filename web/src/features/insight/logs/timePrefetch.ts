import { anchorBlocks, newestBlocks, RECENT_EXACT } from "./blockTimes";
import type { ScanWatcher } from "./scanLogs";
import type { RawLog } from "./types";

/** One scan's progress: its range and the lowest block of the answered run that reaches its top. */
interface Stream {
  from: number;
  /** [frontier, to] is answered; blocks below may still come. */
  frontier: number;
  /** Answered ranges not yet joined to the run: their toBlock → fromBlock. */
  pending: Map<number, number>;
}

interface TimePrefetchOptions {
  /** Which logs' blocks the page will show (others, e.g. LP transfers on the pool page, need no time). */
  shows?: (log: RawLog) => boolean;
  recentExact?: number;
}

/**
 * Decides, while scans run, which block timestamps the page will need, and hands them to `read` as soon as they
 * are certain, so those reads overlap the scan instead of following it:
 * - the newest `recentExact` shown blocks, once every scan has answered all ranges above them (scans go newest
 *   first, so that is early);
 * - the anchors of the span (see anchorBlocks) as soon as more shown blocks turn up than get exact times.
 * What it misses (a shown block that no row uses, a range refused and retried) is read after the scan as before.
 * `watch` goes into each scan's options (ScanOptions.watch); every scan that feeds the page must use it.
 */
export function timePrefetch(span: { startBlock: number; head: number }, read: (blocks: number[]) => void, options: TimePrefetchOptions = {}) {
  const recentExact = options.recentExact ?? RECENT_EXACT;
  const streams: Stream[] = [];
  const shown = new Set<number>();
  let recentDone = false;
  let anchorsDone = false;

  const check = () => {
    if (!anchorsDone && shown.size > recentExact) {
      anchorsDone = true;
      read(anchorBlocks(span));
    }
    if (recentDone || streams.length === 0) return;
    // Every block at or above `covered` is answered by every scan still running; blocks to come all lie below it.
    const running = streams.filter((s) => s.frontier > s.from);
    const covered = running.length > 0 ? Math.max(...running.map((s) => s.frontier)) : -Infinity;
    const certain = [...shown].filter((b) => b >= covered);
    if (certain.length >= recentExact || running.length === 0) {
      recentDone = true;
      if (certain.length > 0) read(newestBlocks(certain, recentExact));
    }
  };

  return {
    watch(from: number, to: number): ScanWatcher {
      const stream: Stream = { from, frontier: to + 1, pending: new Map() };
      streams.push(stream);
      return {
        range(rangeFrom: number, rangeTo: number, logs: readonly RawLog[]) {
          for (const log of logs) if (!options.shows || options.shows(log)) shown.add(log.blockNumber);
          stream.pending.set(rangeTo, rangeFrom);
          for (let next = stream.pending.get(stream.frontier - 1); next !== undefined; next = stream.pending.get(stream.frontier - 1)) {
            stream.pending.delete(stream.frontier - 1);
            stream.frontier = next;
          }
          check();
        },
      };
    },
  };
}
