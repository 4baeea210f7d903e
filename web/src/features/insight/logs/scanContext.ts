import { JsonRpcProvider } from "ethers";
import { getChainInfo, getDeployment } from "../../../chains";
import { chainNetwork } from "../../../chain/providers";
import { dropStaleEntries, type ScanContext } from "./logCache";
import { INSIGHT_BATCH_MAX_COUNT, INSIGHT_BATCH_STALL_MS, INSIGHT_READ_BATCH_MAX_COUNT, rpcGetLogs } from "./rpcGetLogs";
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

const providers = new Map<string, JsonRpcProvider>();

/**
 * Two providers per chain (same RPC URL and static network as the app's read provider): "logs" sends each
 * getLogs alone, "reads" batches the small reads issued together (see INSIGHT_READ_BATCH_MAX_COUNT).
 */
function insightProvider(chainId: number, use: "logs" | "reads"): JsonRpcProvider | undefined {
  const chain = getChainInfo(chainId);
  if (!chain) return undefined;
  const key = `${chainId}/${use}`;
  let provider = providers.get(key);
  if (!provider) {
    const network = chainNetwork(chain);
    const batchMaxCount = use === "logs" ? INSIGHT_BATCH_MAX_COUNT : INSIGHT_READ_BATCH_MAX_COUNT;
    provider = new JsonRpcProvider(chain.rpcUrls[0], network, { staticNetwork: network, batchStallTime: INSIGHT_BATCH_STALL_MS, batchMaxCount });
    providers.set(key, provider);
  }
  return provider;
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

export { knownBlockTimes } from "./blockTimeCache";

/** Everything a scan of `chainId` up to `head` needs, reading (once) the genesis hash and dropping stale cache. */
export async function scanContext(chainId: number, head: number, store: KeyValueStore = indexedDbStore()): Promise<ScanContext & { provider: JsonRpcProvider }> {
  const provider = insightProvider(chainId, "reads");
  const logProvider = insightProvider(chainId, "logs");
  if (!provider || !logProvider) throw new Error(`Unsupported chain ${chainId}`);
  let pending = genesis.get(chainId);
  if (!pending) {
    pending = readGenesis(provider, store, chainId);
    genesis.set(chainId, pending);
    pending.catch(() => genesis.delete(chainId));
  }
  const genesisHash = await pending;
  return { chainId, genesisHash, startBlock: startBlockOf(chainId), head, getLogs: rpcGetLogs(logProvider), store, provider };
}
