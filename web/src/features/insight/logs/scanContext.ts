import { JsonRpcProvider } from "ethers";
import { getChainInfo, getDeployment } from "@/chains";
import { chainNetwork } from "@/chain/providers";
import { dropStaleEntries, type ScanContext } from "./logCache";
import { fetchRpcBatch, fetchRpcSender, INSIGHT_BATCH_STALL_MS, INSIGHT_READ_BATCH_MAX_COUNT, requestLimiter, rpcGetLogs, type RpcBatch, type RpcSender } from "./rpcGetLogs";
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

/** One connection per chain, made on first use for the chain's first RPC URL; undefined for an unknown chain. */
function perChain<T>(connect: (chain: NonNullable<ReturnType<typeof getChainInfo>>) => T): (chainId: number) => T | undefined {
  const connections = new Map<number, T>();
  return (chainId) => {
    const chain = getChainInfo(chainId);
    if (!chain) return undefined;
    let connection = connections.get(chainId);
    if (connection === undefined) {
      connection = connect(chain);
      connections.set(chainId, connection);
    }
    return connection;
  };
}

/** Block reads as native-decoded JSON-RPC batches. */
const batchSender = perChain<RpcBatch>((chain) => fetchRpcBatch(chain.rpcUrls[0]));

/**
 * The small reads around a scan (genesis, timestamps, allowances) go through one provider per chain (same RPC URL
 * and static network as the app's read provider) that batches the reads issued together.
 */
const insightProvider = perChain<JsonRpcProvider>((chain) => {
  const network = chainNetwork(chain);
  return new JsonRpcProvider(chain.rpcUrls[0], network, { staticNetwork: network, batchStallTime: INSIGHT_BATCH_STALL_MS, batchMaxCount: INSIGHT_READ_BATCH_MAX_COUNT });
});

/** getLogs go one per request over fetch (see fetchRpcSender); one sender per chain shares the in-flight limit. */
const logSender = perChain<RpcSender>((chain) => fetchRpcSender(chain.rpcUrls[0]));

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
  const provider = insightProvider(chainId);
  const logs = logSender(chainId);
  if (!provider || !logs) throw new Error(`Unsupported chain ${chainId}`);
  let pending = genesis.get(chainId);
  if (!pending) {
    pending = readGenesis(provider, store, chainId);
    genesis.set(chainId, pending);
    pending.catch(() => genesis.delete(chainId));
  }
  const genesisHash = await pending;
  const limit = requestLimiter(logs);
  return { chainId, genesisHash, startBlock: startBlockOf(chainId), head, getLogs: rpcGetLogs(logs, limit), urgentGetLogs: rpcGetLogs(logs, limit, true), batch: batchSender(chainId), limit, store, provider };
}
