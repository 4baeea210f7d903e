import { concatPacked, packLogs, unpackLogs, type PackedLogs } from "./packedLogs";
import { scanLogs, type ScanOptions } from "./scanLogs";
import type { Limiter, RpcBatch } from "./rpcGetLogs";
import type { KeyValueStore } from "./store";
import type { GetLogs, LogQuery, RawLog } from "./types";

/** Bump when the stored shape changes: entries of other versions are dropped, never read. */
export const CACHE_VERSION = 2;
const ROOT = "insight";
const VERSION_PREFIX = `${ROOT}/v${CACHE_VERSION}/`;

/** Where a chain's other cached data (block timestamps) lives: same version and genesis rules as the logs. */
export function chainKey(ctx: Pick<ScanContext, "chainId" | "genesisHash">, name: string): string {
  return `${VERSION_PREFIX}${ctx.chainId}/${ctx.genesisHash.toLowerCase()}/${name}`;
}

/** Where and from which block to scan one chain. */
export interface ScanContext {
  chainId: number;
  /** Hash of block 0: a chain restarted from genesis gets a new one, which discards its cache. */
  genesisHash: string;
  /** First block worth scanning (the deployment's block), never 0 on a public chain. */
  startBlock: number;
  /** Latest block to include. */
  head: number;
  getLogs: GetLogs;
  store: KeyValueStore;
  chunkBlocks?: number;
  /** The request limit getLogs shares, for the other reads made during a scan (block timestamps). */
  limit?: Limiter;
  /** getLogs ahead of the queue, for small scans the others wait for (the pairs); getLogs when absent. */
  urgentGetLogs?: GetLogs;
  /** Batched reads (block timestamps) decoded natively; without it they go through the context's provider. */
  batch?: RpcBatch;
}

/** What is stored per query (the logs packed, see packedLogs). */
interface StoredEntry {
  v: typeof CACHE_VERSION;
  startBlock: number;
  lastBlock: number;
  packed: PackedLogs;
}

/** An entry as read: the logs unpacked, and packed as stored (so new blocks append to it, not repack it all). */
interface CacheEntry {
  startBlock: number;
  lastBlock: number;
  logs: RawLog[];
  packed?: PackedLogs;
}

interface SyncResult {
  logs: RawLog[];
  /** Blocks fetched from the node by this call (0 when the cache was already at the head). */
  fetchedBlocks: number;
  /** True when a stored entry was used (only new blocks were fetched). */
  fromCache: boolean;
}

const lower = (v: string | string[] | null | undefined) =>
  v == null ? null : Array.isArray(v) ? [...v].map((x) => x.toLowerCase()).sort() : v.toLowerCase();

/** A stable text for a query: same filter, same key, whatever the letter case or order of alternatives. */
export function queryKey(query: LogQuery): string {
  return JSON.stringify({ a: lower(query.address ?? null), t: query.topics.map(lower) });
}

function entryKey(ctx: Pick<ScanContext, "chainId" | "genesisHash">, query: LogQuery): string {
  return chainKey(ctx, queryKey(query));
}

const isInt = (n: unknown): n is number => typeof n === "number" && Number.isInteger(n) && n >= 0;

/** A stored value we can trust, or undefined (wrong version, wrong shape, truncated write...). */
export function parseEntry(value: unknown): CacheEntry | undefined {
  const e = value as StoredEntry;
  if (!e || typeof e !== "object" || e.v !== CACHE_VERSION || !isInt(e.startBlock) || !isInt(e.lastBlock) || e.lastBlock + 1 < e.startBlock) return undefined;
  const logs = unpackLogs(e.packed);
  return logs && { startBlock: e.startBlock, lastBlock: e.lastBlock, logs, packed: e.packed };
}

/**
 * Drops everything stored for `chainId` under another genesis hash, and entries of other cache versions
 * (any chain). Run before reading a chain's entries; a failing store is not fatal (the scan just starts cold).
 */
export async function dropStaleEntries(store: KeyValueStore, chainId: number, genesisHash: string): Promise<number> {
  const chainPrefix = `${VERSION_PREFIX}${chainId}/`;
  const keep = `${chainPrefix}${genesisHash.toLowerCase()}/`;
  let dropped = 0;
  for (const key of await store.keys()) {
    const stale = (key.startsWith(`${ROOT}/`) && !key.startsWith(VERSION_PREFIX)) || (key.startsWith(chainPrefix) && !key.startsWith(keep));
    if (stale) {
      await store.del(key);
      dropped++;
    }
  }
  return dropped;
}

// Entries already read this session: new blocks then cost no IndexedDB read, and concurrent callers share one scan.
const memory = new Map<string, CacheEntry>();
const inFlight = new Map<string, Promise<SyncResult>>();

/** Forgets the in-memory copies (tests; a page reload does the same). */
export function clearMemoryCache(): void {
  memory.clear();
  inFlight.clear();
}

async function readEntry(store: KeyValueStore, key: string): Promise<CacheEntry | undefined> {
  const cached = memory.get(key);
  if (cached) return cached;
  let value: unknown;
  try {
    value = await store.get(key);
  } catch (error) {
    console.debug("insight: cache read failed, scanning cold", error);
    return undefined;
  }
  if (value === undefined) return undefined;
  const entry = parseEntry(value);
  if (!entry) await store.del(key).catch(() => undefined);
  return entry;
}

/**
 * Stores an entry (its `packed` form, when given, must hold its logs); a failure (quota, a log that cannot be
 * packed) only means the next visit scans again.
 */
function writeEntry(store: KeyValueStore, key: string, entry: CacheEntry): void {
  let stored: StoredEntry;
  try {
    // A pack that does not hold exactly the entry's logs is never stored.
    if (!entry.packed || entry.packed.numbers.length !== entry.logs.length * 4) entry.packed = packLogs(entry.logs);
    stored = { v: CACHE_VERSION, startBlock: entry.startBlock, lastBlock: entry.lastBlock, packed: entry.packed };
  } catch (error) {
    console.debug("insight: cache entry not stored", error);
    void store.del(key).catch(() => undefined);
    return;
  }
  store.set(key, stored).catch((error) => console.debug("insight: cache write failed", error));
}

/**
 * Packs each range's logs as it answers (while the node works on the others), for the entry's stored form: the
 * packing is then done when the scan is. Undefined when a range could not be packed (the write packs, and fails,
 * as before).
 */
function packWhileScanning(options: ScanOptions) {
  const ranges: Array<{ from: number; packed: PackedLogs }> = [];
  let broken = false;
  return {
    options: {
      ...options,
      watch: (from: number, to: number) => {
        const outer = options.watch?.(from, to);
        return {
          range(rangeFrom: number, rangeTo: number, logs: readonly RawLog[]) {
            try {
              if (!broken) ranges.push({ from: rangeFrom, packed: packLogs(logs) });
            } catch {
              broken = true;
            }
            outer?.range(rangeFrom, rangeTo, logs);
          },
        };
      },
    } satisfies ScanOptions,
    packed: (): PackedLogs | undefined => (broken ? undefined : concatPacked(ranges.sort((a, b) => a.from - b.from).map((r) => r.packed))),
  };
}

async function sync(ctx: ScanContext, query: LogQuery, key: string, options: ScanOptions): Promise<SyncResult> {
  let entry = await readEntry(ctx.store, key);
  // A cache that starts elsewhere or runs past the head (the chain was reverted to an earlier block) is unusable.
  if (entry && (entry.startBlock !== ctx.startBlock || entry.lastBlock > ctx.head)) {
    memory.delete(key);
    await ctx.store.del(key).catch(() => undefined);
    entry = undefined;
  }
  const from = entry ? entry.lastBlock + 1 : ctx.startBlock;
  if (entry && from > ctx.head) return { logs: entry.logs, fetchedBlocks: 0, fromCache: true };
  const packing = packWhileScanning(options);
  const fresh = await scanLogs(ctx.getLogs, query, from, ctx.head, { chunkBlocks: ctx.chunkBlocks, ...packing.options });
  const freshPacked = packing.packed();
  const packed = freshPacked && (entry ? (entry.packed ? concatPacked([entry.packed, freshPacked]) : undefined) : freshPacked);
  const next: CacheEntry = { startBlock: ctx.startBlock, lastBlock: ctx.head, logs: entry ? entry.logs.concat(fresh) : fresh, packed };
  memory.set(key, next);
  // Not awaited: the page can draw while IndexedDB commits (its writes to one store keep their order).
  writeEntry(ctx.store, key, next);
  return { logs: next.logs, fetchedBlocks: Math.max(0, ctx.head - from + 1), fromCache: !!entry };
}

/**
 * The logs of `query` from the start block to the head: the stored part from the cache, only the blocks after it
 * from the node, then stored again. Callers must run dropStaleEntries for the chain first.
 */
export function syncLogs(ctx: ScanContext, query: LogQuery, options: ScanOptions = {}): Promise<SyncResult> {
  const key = entryKey(ctx, query);
  const running = inFlight.get(key);
  if (running) return running;
  const job = sync(ctx, query, key, options).finally(() => inFlight.delete(key));
  inFlight.set(key, job);
  return job;
}
