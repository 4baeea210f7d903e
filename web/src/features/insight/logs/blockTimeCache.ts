import { isRpcUnavailableError } from "@/onchain/rpc/failoverTransport";
import { blocksToFetch } from "./blockTimes";
import { chainKey, type ScanContext } from "./logCache";
import { INSIGHT_READ_BATCH_MAX_COUNT, type Limiter, type RpcSender } from "./rpcGetLogs";

type TimesContext = ScanContext & { provider: RpcSender };

interface ChainTimes {
  /** Block → timestamp (seconds), read this session or stored before. */
  known: Map<number, number>;
  /** Reads under way, so a block asked for twice (prefetch, then the page) is read once. */
  reading: Map<number, Promise<void>>;
  /** The first read's error, for when no read at all succeeds. */
  failure?: unknown;
}

const timesKey = (ctx: ScanContext) => chainKey(ctx, "blockTimes");
const sessions = new Map<string, Promise<ChainTimes>>();

/** Forgets the timestamps read this session (tests and the benchmark; a page reload does the same). */
export function clearBlockTimeMemory(): void {
  sessions.clear();
}

function chainTimes(ctx: TimesContext): Promise<ChainTimes> {
  const key = timesKey(ctx);
  let session = sessions.get(key);
  if (!session) {
    session = ctx.store
      .get(key)
      .catch(() => undefined)
      .then((stored) => {
        const known = new Map<number, number>();
        if (stored && typeof stored === "object") {
          for (const [b, t] of Object.entries(stored as Record<string, unknown>)) {
            if (Number.isInteger(Number(b)) && typeof t === "number" && Number.isFinite(t)) known.set(Number(b), t);
          }
        }
        return { known, reading: new Map() };
      });
    sessions.set(key, session);
  }
  return session;
}

type BlockAnswer = PromiseSettledResult<{ timestamp?: string } | null>;

/** One batch of block reads: as one JSON-RPC batch when the context has a batch sender, else one call at a time. */
async function askBlocks(ctx: TimesContext, blocks: number[]): Promise<BlockAnswer[]> {
  const calls = blocks.map((b) => ({ method: "eth_getBlockByNumber", params: [`0x${b.toString(16)}`, false] }));
  if (ctx.batch) {
    try {
      const answers = await ctx.batch(calls);
      return answers.map((a): BlockAnswer => ("error" in a ? { status: "rejected", reason: a.error } : { status: "fulfilled", value: a.result as { timestamp?: string } | null }));
    } catch (error) {
      // No URL answered in time (e.g. a node that serves one request at a time, busy with the scan's eth_getLogs):
      // the same reads one at a time would only wait the same way, sixteen times over. These blocks go unread
      // (their times are interpolated from the others); only a node that refuses batches is asked one call at a time.
      if (isRpcUnavailableError(error)) return calls.map((): BlockAnswer => ({ status: "rejected", reason: error }));
      console.debug("insight: batched block reads refused", error);
    }
  }
  // Issued together (a provider that batches merges them).
  return Promise.allSettled(calls.map((c) => ctx.provider.send(c.method, c.params) as Promise<{ timestamp?: string } | null>));
}

/**
 * Starts reading the blocks of `blocks` not known or being read, in batches of one HTTP request each, each batch
 * taking one of the scan's request slots (ahead of the waiting chunks). A refused read only costs that block (times
 * are interpolated from the others). Resolves when these reads end; never rejects.
 */
function read(ctx: TimesContext, times: ChainTimes, blocks: number[]): Promise<void> {
  const missing = [...new Set(blocks)].filter((b) => !times.known.has(b) && !times.reading.has(b));
  const limit: Limiter = ctx.limit ?? ((task) => task());
  const batches: Promise<void>[] = [];
  for (let i = 0; i < missing.length; i += INSIGHT_READ_BATCH_MAX_COUNT) {
    const batch = missing.slice(i, i + INSIGHT_READ_BATCH_MAX_COUNT);
    // Small and awaited by the page: ahead of the scans' chunks.
    const done = limit(() => askBlocks(ctx, batch), true).then((answers) => {
      answers.forEach((answer, k) => {
        const block = answer.status === "fulfilled" ? answer.value : undefined;
        if (block && typeof block.timestamp === "string") times.known.set(batch[k], Number(block.timestamp));
        else if (answer.status === "rejected") times.failure ??= answer.reason;
        times.reading.delete(batch[k]);
      });
    });
    for (const b of batch) times.reading.set(b, done);
    batches.push(done);
  }
  if (batches.length === 0) return Promise.resolve();
  return Promise.all(batches).then(() => {
    // Not awaited by the page, like the logs: it goes on while the store commits.
    ctx.store.set(timesKey(ctx), Object.fromEntries(times.known)).catch(() => undefined);
  });
}

/**
 * Starts reading the timestamps of `blocks` now (those not known yet), without waiting: a scan calls it as soon as
 * it knows which blocks the page will show, so the reads overlap the rest of the scan (see timePrefetch).
 */
export function prefetchBlockTimes(ctx: TimesContext, blocks: number[]): void {
  if (blocks.length === 0) return;
  void chainTimes(ctx)
    .then((times) => read(ctx, times, blocks))
    .catch((error) => console.debug("insight: timestamp prefetch failed", error));
}

/**
 * Exact timestamps for the blocks worth reading among `blocks` (see blocksToFetch), cached with the logs, plus all
 * timestamps known before. Reads already under way (a prefetch) are awaited, not repeated. Only when nothing at all
 * is known does the page get the read's error.
 */
export async function knownBlockTimes(ctx: TimesContext, blocks: number[]): Promise<Map<number, number>> {
  const times = await chainTimes(ctx);
  const wanted = blocksToFetch(blocks, times.known, ctx);
  if (wanted.length === 0) return times.known;
  await read(ctx, times, wanted);
  // Blocks another caller was already reading.
  await Promise.all(wanted.map((b) => times.reading.get(b)));
  if (times.known.size === 0 && times.failure !== undefined) {
    const failure = times.failure;
    times.failure = undefined;
    throw failure;
  }
  return times.known;
}

/**
 * The exact timestamps of `blocks` (in their order), through the same per-chain cache, batches and request slots
 * as the pages' reads: the blocks not known yet are asked for together (a search over block times reads a round
 * of probes in one batch). Rejects when the node does not give one of them.
 */
export async function exactBlockTimes(ctx: TimesContext, blocks: readonly number[]): Promise<number[]> {
  const times = await chainTimes(ctx);
  const missing = blocks.filter((b) => !times.known.has(b));
  if (missing.length > 0) {
    await read(ctx, times, missing);
    // Another caller may have been reading some of them already.
    await Promise.all(missing.map((b) => times.reading.get(b)));
  }
  return blocks.map((block) => {
    const time = times.known.get(block);
    if (time === undefined) throw new Error(`The node did not return block ${block}`);
    return time;
  });
}
