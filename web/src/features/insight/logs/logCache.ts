import { concatPacked, PACKED_FIELDS, packLogs, unpackLogs, type PackedLogs } from "./packedLogs";
import { scanLogs, type ScanOptions } from "./scanLogs";
import { markTimeline, TIMELINE } from "./timeline";
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

/**
 * An entry as read or scanned: the logs, and `packed`, the stored form of their first logs when known (what was
 * read from the store, or last written), so a write packs only the logs after them.
 */
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
  const isStale = (key: string) => (key.startsWith(`${ROOT}/`) && !key.startsWith(VERSION_PREFIX)) || (key.startsWith(chainPrefix) && !key.startsWith(keep));
  // A restarted chain's entries not written yet are never written.
  for (const key of [...pendingWrites.keys()]) if (isStale(key)) pendingWrites.delete(key);
  let dropped = 0;
  for (const key of await store.keys()) {
    if (isStale(key)) {
      await store.del(key);
      dropped++;
    }
  }
  return dropped;
}

// Entries already read this session: new blocks then cost no IndexedDB read, and concurrent callers share one scan.
const memory = new Map<string, CacheEntry>();
const inFlight = new Map<string, Promise<SyncResult>>();

/** Forgets the in-memory copies and the writes not yet made (tests; a page reload does the same). */
export function clearMemoryCache(): void {
  memory.clear();
  inFlight.clear();
  pendingWrites.clear();
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

/** Logs packed per slice of a write: a few milliseconds of the page's thread each, between them the page runs. */
const PACK_SLICE_LOGS = 2_000;

/**
 * packLogs of `logs`, a slice per task: the page's events and drawing run between slices. (The write started when
 * the page was idle; waiting for an idle period per slice would let a busy page put the write off for minutes.)
 */
async function packInSlices(logs: readonly RawLog[]): Promise<PackedLogs> {
  const parts: PackedLogs[] = [];
  for (let at = 0; at < logs.length; at += PACK_SLICE_LOGS) {
    if (at > 0) await new Promise<void>((resolve) => setTimeout(resolve, 0));
    parts.push(packLogs(logs.slice(at, at + PACK_SLICE_LOGS)));
  }
  return concatPacked(parts);
}

/**
 * Stores an entry, packing only its logs after the packed part it holds, a slice at a time; a failure (quota, a log
 * that cannot be packed) only means the next visit scans again. Resolves when the store has answered.
 */
async function writeEntry(store: KeyValueStore, key: string, entry: CacheEntry): Promise<void> {
  let stored: StoredEntry;
  try {
    const packedCount = entry.packed ? entry.packed.numbers.length / PACKED_FIELDS : 0;
    const prefix = entry.packed && packedCount <= entry.logs.length ? [entry.packed] : [];
    const rest = prefix.length > 0 ? entry.logs.slice(packedCount) : entry.logs;
    const packed = prefix.length > 0 && rest.length === 0 ? prefix[0] : concatPacked([...prefix, await packInSlices(rest)]);
    entry.packed = packed;
    stored = { v: CACHE_VERSION, startBlock: entry.startBlock, lastBlock: entry.lastBlock, packed };
  } catch (error) {
    console.debug("insight: cache entry not stored", error);
    await store.del(key).catch(() => undefined);
    return;
  }
  await store.set(key, stored).catch((error) => console.debug("insight: cache write failed", error));
}

// Entries scanned and not yet stored, by key (a later scan's entry replaces an earlier one not yet written), and the
// flush that will write them. Packing tens of thousands of logs and IndexedDB's copy of them take hundreds of
// milliseconds of the page's thread: they wait until the page is idle, after the figures are on screen.
const pendingWrites = new Map<string, { store: KeyValueStore; entry: CacheEntry }>();
let scheduledFlush: Promise<void> | undefined;
let lastFlush: Promise<void> = Promise.resolve();

/** Runs `task` when the page's thread is idle (within a second), or at the next macrotask without requestIdleCallback. */
function whenIdle(task: () => void): void {
  if (typeof globalThis.requestIdleCallback === "function") globalThis.requestIdleCallback(task, { timeout: 1000 });
  else setTimeout(task, 0);
}

function scheduleWrite(store: KeyValueStore, key: string, entry: CacheEntry): void {
  pendingWrites.set(key, { store, entry });
  scheduledFlush ??= new Promise<void>((resolve) =>
    whenIdle(() => {
      scheduledFlush = undefined;
      const writes = [...pendingWrites];
      pendingWrites.clear();
      // Writes to one store keep their order: this flush's follow the last one's.
      lastFlush = lastFlush.then(() => Promise.all(writes.map(([k, w]) => writeEntry(w.store, k, w.entry)))).then(() => markTimeline(TIMELINE.cacheWritten));
      void lastFlush.then(resolve);
    }),
  );
}

/** Resolves when every entry scanned so far is stored (or failed to be): tests, and a page that must know. */
export async function cacheWritesDone(): Promise<void> {
  while (scheduledFlush) await scheduledFlush;
  await lastFlush;
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
  const fresh = await scanLogs(ctx.getLogs, query, from, ctx.head, { chunkBlocks: ctx.chunkBlocks, ...options });
  // The stored part stays packed as read: only the new blocks' logs are packed when the entry is written.
  const next: CacheEntry = { startBlock: ctx.startBlock, lastBlock: ctx.head, logs: entry ? entry.logs.concat(fresh) : fresh, packed: entry?.packed };
  memory.set(key, next);
  // Written when the page is idle: the page draws first (see scheduleWrite).
  scheduleWrite(ctx.store, key, next);
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
