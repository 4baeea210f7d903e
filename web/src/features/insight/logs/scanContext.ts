import type { JsonRpcProvider } from "ethers";
import { getChainInfo, getDeployment } from "../../../chains";
import { getReadProvider } from "../../../chain/providers";
import { blocksToFetch } from "./blockTimes";
import { dropStaleEntries, type ScanContext } from "./logCache";
import { rpcGetLogs } from "./rpcGetLogs";
import { indexedDbStore, type KeyValueStore } from "./store";

/** A chain without a deployment record is only scanned from block 0 when it is a local test chain. */
export class NoStartBlockError extends Error {
  constructor(chainId: number) {
    super(`No deployment block known for chain ${chainId}`);
    this.name = "NoStartBlockError";
  }
}

export function startBlockOf(chainId: number): number {
  const deployment = getDeployment(chainId);
  if (deployment && Number.isInteger(deployment.deployBlock) && deployment.deployBlock >= 0) return deployment.deployBlock;
  if (getChainInfo(chainId)?.isLocal) return 0;
  throw new NoStartBlockError(chainId);
}

// One genesis read per chain per page load: it is what tells a restarted chain from the one we cached.
const genesis = new Map<number, Promise<string>>();

async function readGenesis(provider: JsonRpcProvider, store: KeyValueStore, chainId: number): Promise<string> {
  const block = (await provider.send("eth_getBlockByNumber", ["0x0", false])) as { hash?: unknown } | null;
  if (!block || typeof block.hash !== "string") throw new Error("The node did not return its genesis block");
  await dropStaleEntries(store, chainId, block.hash).catch((error) => console.debug("insight: cache cleanup failed", error));
  return block.hash.toLowerCase();
}

/** Forgets the genesis hashes read this session (tests). */
export function forgetGenesis(): void {
  genesis.clear();
}

/** Everything a scan of `chainId` up to `head` needs, reading (once) the genesis hash and dropping stale cache. */
export async function scanContext(chainId: number, head: number, store: KeyValueStore = indexedDbStore()): Promise<ScanContext & { provider: JsonRpcProvider }> {
  const provider = getReadProvider(chainId);
  if (!provider) throw new Error(`Unsupported chain ${chainId}`);
  let pending = genesis.get(chainId);
  if (!pending) {
    pending = readGenesis(provider, store, chainId);
    genesis.set(chainId, pending);
    pending.catch(() => genesis.delete(chainId));
  }
  const genesisHash = await pending;
  return { chainId, genesisHash, startBlock: startBlockOf(chainId), head, getLogs: rpcGetLogs(provider), store, provider };
}

const timesKey = (ctx: ScanContext) => `insight/v1/${ctx.chainId}/${ctx.genesisHash}/blockTimes`;
const memoryTimes = new Map<string, Map<number, number>>();

/**
 * Exact timestamps for the blocks worth reading among `blocks` (see blocksToFetch), cached with the logs, plus all
 * timestamps known before. Fetches are batched by the provider into one HTTP request.
 */
export async function knownBlockTimes(ctx: ScanContext & { provider: JsonRpcProvider }, blocks: number[]): Promise<Map<number, number>> {
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
  const answers = await Promise.all(
    missing.map((b) => ctx.provider.send("eth_getBlockByNumber", [`0x${b.toString(16)}`, false]) as Promise<{ timestamp?: string } | null>),
  );
  answers.forEach((block, i) => {
    if (block && typeof block.timestamp === "string") known!.set(missing[i], Number(block.timestamp));
  });
  await ctx.store.set(key, Object.fromEntries(known)).catch(() => undefined);
  return known;
}
