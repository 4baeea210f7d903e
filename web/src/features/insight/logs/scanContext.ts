import { getChainInfo, getDeployment } from "@/networks";
import { getReadClient } from "@/onchain/readClients";
import { openScan, type ScanSession } from "./scanSession";
import { indexedDbStore, type KeyValueStore } from "./store";

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
  const session = await openScan(client.transport, { chainId, startBlock: startBlockOf(chainId), head, store });
  return { ...session, call: (tx) => client.call(tx) };
}
