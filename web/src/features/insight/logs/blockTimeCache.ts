import { blocksToFetch } from "./blockTimes";
import { chainKey, type ScanContext } from "./logCache";
import type { RpcSender } from "./rpcGetLogs";

const timesKey = (ctx: ScanContext) => chainKey(ctx, "blockTimes");
const memoryTimes = new Map<string, Map<number, number>>();

/** Forgets the timestamps read this session (tests and the benchmark; a page reload does the same). */
export function clearBlockTimeMemory(): void {
  memoryTimes.clear();
}

/**
 * Exact timestamps for the blocks worth reading among `blocks` (see blocksToFetch), cached with the logs, plus all
 * timestamps known before. Fetches are batched by the provider into one HTTP request.
 */
export async function knownBlockTimes(ctx: ScanContext & { provider: RpcSender }, blocks: number[]): Promise<Map<number, number>> {
  const key = timesKey(ctx);
  let known = memoryTimes.get(key);
  if (!known) {
    const stored = await ctx.store.get(key).catch(() => undefined);
    known = new Map();
    if (stored && typeof stored === "object") {
      for (const [b, t] of Object.entries(stored as Record<string, unknown>)) {
        if (Number.isInteger(Number(b)) && typeof t === "number" && Number.isFinite(t)) known.set(Number(b), t);
      }
    }
    memoryTimes.set(key, known);
  }
  const missing = blocksToFetch(blocks, known);
  if (missing.length === 0) return known;
  // Issued together so the provider batches them. One refused read only costs an anchor (times are interpolated
  // from the others); only when every read fails and nothing is known does the page get the error.
  const answers = await Promise.allSettled(
    missing.map((b) => ctx.provider.send("eth_getBlockByNumber", [`0x${b.toString(16)}`, false]) as Promise<{ timestamp?: string } | null>),
  );
  answers.forEach((answer, i) => {
    const block = answer.status === "fulfilled" ? answer.value : undefined;
    if (block && typeof block.timestamp === "string") known!.set(missing[i], Number(block.timestamp));
  });
  const failed = answers.find((a): a is PromiseRejectedResult => a.status === "rejected");
  if (failed && known.size === 0) throw failed.reason;
  // Not awaited, like the logs: the page goes on while the store commits.
  ctx.store.set(key, Object.fromEntries(known)).catch(() => undefined);
  return known;
}
