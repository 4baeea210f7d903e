import type { GetLogs, LogQuery, RawLog } from "./types";

/** At most this many eth_getLogs in flight: enough to hide latency, few enough not to be throttled by public RPCs. */
export const MAX_IN_FLIGHT = 4;
export const DEFAULT_CHUNK_BLOCKS = 5_000;

// What nodes say when a range holds too much: geth/erigon "query returned more than 10000 results", Alchemy/Infura
// "block range too large" / "exceeds the range", BSC-style "limit exceeded", response-size caps.
const RANGE_TOO_LARGE =
  /more than \d+ results|block range|range too large|range is too large|exceed(s|ed)? (the )?(max(imum)? )?range|too many (results|logs|blocks)|limit exceeded|response (size|too large)|query timeout/i;

/** True when a node refused a getLogs because of the size of its range (so a smaller range may work). */
export function isRangeTooLargeError(error: unknown): boolean {
  const seen = new Set<unknown>();
  const texts: string[] = [];
  // ethers wraps the node's answer (error.error, error.info, error.cause): look at every layer's message.
  const collect = (e: unknown, depth: number) => {
    if (!e || depth > 4 || seen.has(e)) return;
    seen.add(e);
    if (typeof e === "string") texts.push(e);
    if (typeof e !== "object") return;
    const o = e as Record<string, unknown>;
    if (typeof o.message === "string") texts.push(o.message);
    for (const key of ["error", "info", "cause", "data", "payload"]) collect(o[key], depth + 1);
  };
  collect(error, 0);
  return texts.some((t) => RANGE_TOO_LARGE.test(t));
}

/** Told of each answered range of one scan, as it arrives (in any order), with its logs. */
export interface ScanWatcher {
  range(fromBlock: number, toBlock: number, logs: readonly RawLog[]): void;
}

export interface ScanOptions {
  chunkBlocks?: number;
  maxInFlight?: number;
  /** Called after each answered range with the number of blocks covered so far. */
  onProgress?: (scannedBlocks: number, totalBlocks: number) => void;
  /** Called once as each scan starts (also for an empty range, toBlock < fromBlock); its watcher hears every range. */
  watch?: (fromBlock: number, toBlock: number) => ScanWatcher;
}

/** A counting semaphore: `acquire` resolves when fewer than `limit` holders remain. */
function semaphore(limit: number) {
  let active = 0;
  const waiting: Array<() => void> = [];
  return {
    async acquire(): Promise<void> {
      if (active < limit) {
        active++;
        return;
      }
      await new Promise<void>((resolve) => waiting.push(resolve));
    },
    release(): void {
      const next = waiting.shift();
      if (next) next();
      else active--;
    },
  };
}

/**
 * All logs of `query` in [fromBlock, toBlock], in chain order, fetched in chunks with at most `maxInFlight`
 * requests at once. A range the node refuses as too large is split in two (and later chunks shrink to match);
 * any other error fails the scan. Chunks are asked newest first: the pages show the newest blocks with their exact
 * times, so knowing those blocks early lets their timestamps be read while the older chunks are still scanned.
 */
export async function scanLogs(getLogs: GetLogs, query: LogQuery, fromBlock: number, toBlock: number, options: ScanOptions = {}): Promise<RawLog[]> {
  if (!Number.isInteger(fromBlock) || !Number.isInteger(toBlock) || fromBlock < 0) throw new Error(`Bad block range ${fromBlock}–${toBlock}`);
  const watcher = options.watch?.(fromBlock, toBlock);
  if (toBlock < fromBlock) return [];
  let chunk = Math.max(1, Math.floor(options.chunkBlocks ?? DEFAULT_CHUNK_BLOCKS));
  const slots = semaphore(Math.max(1, options.maxInFlight ?? MAX_IN_FLIGHT));
  const total = toBlock - fromBlock + 1;
  let scanned = 0;
  let failed = false;

  const fetchRange = async (from: number, to: number): Promise<RawLog[]> => {
    let logs: RawLog[];
    try {
      logs = await getLogs(query, from, to);
    } catch (error) {
      slots.release();
      if (failed || to === from || !isRangeTooLargeError(error)) {
        failed = true;
        throw error;
      }
      const mid = from + Math.floor((to - from) / 2);
      chunk = Math.max(1, Math.min(chunk, mid - from + 1));
      // Newer half first, like the chunks.
      await slots.acquire();
      const right = fetchRange(mid + 1, to);
      await slots.acquire();
      const left = fetchRange(from, mid);
      const [a, b] = await Promise.all([left, right]);
      return a.concat(b);
    }
    slots.release();
    scanned += to - from + 1;
    options.onProgress?.(scanned, total);
    try {
      watcher?.range(from, to, logs);
    } catch (error) {
      // A watcher only speeds later steps up (see timePrefetch): its failure must not fail the scan.
      console.debug("insight: scan watcher failed", error);
    }
    return logs;
  };

  const parts: Promise<RawLog[]>[] = [];
  for (let cursor = toBlock; cursor >= fromBlock && !failed; ) {
    await slots.acquire();
    if (failed) {
      slots.release();
      break;
    }
    const to = cursor;
    const from = Math.max(fromBlock, to - chunk + 1);
    cursor = from - 1;
    const part = fetchRange(from, to);
    // Mark the failure at once so the loop stops queueing ranges; the error itself surfaces below.
    part.catch(() => {
      failed = true;
    });
    parts.push(part);
  }
  const results = await Promise.all(parts);
  // Asked newest first: back to chain order.
  return results.reverse().flat();
}
