import type { GetLogs, LogQuery, RawLog } from "./types";

/** At most this many eth_getLogs in flight: enough to hide latency, few enough not to be throttled by public RPCs. */
export const MAX_IN_FLIGHT = 4;
export const DEFAULT_CHUNK_BLOCKS = 5_000;
/**
 * minRequests of a page's scan of a whole history at once (the market's pools, from the deployment to the head):
 * enough chunks to keep MAX_IN_FLIGHT busy twice over.
 */
export const HISTORY_SCAN_MIN_REQUESTS = 2 * MAX_IN_FLIGHT;
/** No chunk is cut narrower than this (see chunkBlocksFor): a new block's few blocks stay one request. */
export const MIN_CHUNK_BLOCKS = 32;

/**
 * The chunk a scan of `totalBlocks` blocks asks for per eth_getLogs: at most `maxChunk`, and, when `minRequests` is
 * more than 1, narrow enough that the range takes that many requests (no chunk under MIN_CHUNK_BLOCKS). A range of a
 * few hundred dense blocks (a busy local chain) is otherwise one answer of tens of megabytes: a node that serves one
 * request at a time keeps every other read waiting for its whole time (past their time limit), and none of it is
 * read before all of it has arrived. In chunks, the node works out the next while the page reads the last, and a
 * small read waits only for the chunks sent before it. A wide range keeps `maxChunk`.
 */
export function chunkBlocksFor(totalBlocks: number, maxChunk: number = DEFAULT_CHUNK_BLOCKS, minRequests = 1): number {
  const max = Math.max(1, Math.floor(maxChunk));
  if (!Number.isInteger(minRequests) || minRequests <= 1) return max;
  return Math.min(max, Math.max(MIN_CHUNK_BLOCKS, Math.ceil(totalBlocks / minRequests)));
}

/** The ranges a scan of [fromBlock, toBlock] asks for, newest first, before any refusal narrows them (see scanLogs). */
export function chunkRanges(fromBlock: number, toBlock: number, maxChunk: number = DEFAULT_CHUNK_BLOCKS, minRequests = 1): Array<[number, number]> {
  const chunk = chunkBlocksFor(toBlock - fromBlock + 1, maxChunk, minRequests);
  const ranges: Array<[number, number]> = [];
  for (let to = toBlock; to >= fromBlock; to -= chunk) ranges.push([Math.max(fromBlock, to - chunk + 1), to]);
  return ranges;
}

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

/** Called once as each scan starts (also for an empty range, toBlock < fromBlock); its watcher hears every range. */
export type ScanWatch = (fromBlock: number, toBlock: number) => ScanWatcher;

export interface ScanOptions {
  chunkBlocks?: number;
  /** Cut the range into at least this many requests when it is wide enough (see chunkBlocksFor); 1 by default. */
  minRequests?: number;
  maxInFlight?: number;
  /** Called after each answered range with the number of blocks covered so far. */
  onProgress?: (scannedBlocks: number, totalBlocks: number) => void;
  watch?: ScanWatch;
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
  const total = toBlock - fromBlock + 1;
  let chunk = chunkBlocksFor(total, options.chunkBlocks ?? DEFAULT_CHUNK_BLOCKS, options.minRequests);
  const slots = semaphore(Math.max(1, options.maxInFlight ?? MAX_IN_FLIGHT));
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
