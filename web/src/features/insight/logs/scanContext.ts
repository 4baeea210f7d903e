import { getChainInfo, getDeployment } from "@/networks";
import { chainResetCount } from "@/onchain/chainReset";
import { getReadClient } from "@/onchain/readClients";
import { openScan, type ScanSession } from "./scanSession";
import { indexedDbStore, type KeyValueStore } from "./store";
import type { JsonRpcTransport } from "./transportReads";

/** A chain without a deployment record is only scanned from block 0 when it is a local test chain. */
class NoStartBlockError extends Error {
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

/**
 * `store` for a scan of `chainId` as the chain is now: once the chain is seen restarted from genesis, the scan's writes
 * and deletes do nothing (its reads still answer). A scan opened before the reset may be answered after it, with the
 * old chain's genesis hash: it would otherwise drop every cache entry of the new chain as stale, and store the old
 * chain's logs under the old hash after the new chain's cleanup has run.
 */
export function storeOfThisChain(store: KeyValueStore, chainId: number): KeyValueStore {
  const resets = chainResetCount(chainId);
  const unchanged = () => chainResetCount(chainId) === resets;
  return {
    get: (key) => store.get(key),
    keys: () => store.keys(),
    set: async (key, value) => {
      if (unchanged()) await store.set(key, value);
    },
    del: async (key) => {
      if (unchanged()) await store.del(key);
    },
  };
}

/** openScan over `transport` on the chain as it is now (see storeOfThisChain). */
export function openScanOfThisChain(transport: JsonRpcTransport, target: Parameters<typeof openScan>[1]): Promise<ScanSession> {
  return openScan(transport, { ...target, store: storeOfThisChain(target.store, target.chainId) });
}

/** A scan context plus an eth_call for the reads a page makes after its scans (allowances). */
export type PageScanContext = ScanSession & { call(tx: { to: string; data: string }): Promise<string> };

/**
 * Everything a scan of `chainId` up to `head` needs, over the chain's read client's failover transport (the app's
 * one read path to the chain: its URL order, chain id check, back-off and the health reports behind the
 * "Can't reach" banner). The scan's own requests skip the client's 50 ms batch queue (see openScan); the page's
 * eth_calls after the scan go through the client and batch with the app's other reads.
 */
export async function scanContext(chainId: number, head: number, store: KeyValueStore = indexedDbStore()): Promise<PageScanContext> {
  const client = getReadClient(chainId);
  if (!client) throw new Error(`Unsupported chain ${chainId}`);
  const session = await openScanOfThisChain(client.transport, { chainId, startBlock: startBlockOf(chainId), head, store });
  return { ...session, call: (tx) => client.call(tx) };
}
