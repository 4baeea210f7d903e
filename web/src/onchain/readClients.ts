import { getChainInfo, isPenSwapDeployed, type ChainInfo } from "@/networks";
import { FailoverTransport, type TransportOptions, RpcReadClient, rpcHealth } from "./rpc";

/** JSON-RPC requests issued within 50 ms of each other travel in one HTTP POST. */
const BATCH_STALL_TIME_MS = 50;

/**
 * The chain's read client over all its RPC URLs in order (failover, timeout, chain id check), reporting
 * to the shared RPC health store that drives the unreachable / wrong-chain banners and stale marking.
 */
function createReadClient(chain: ChainInfo, transportOptions?: TransportOptions): RpcReadClient {
  const transport = new FailoverTransport(
    chain.chainId,
    chain.rpcUrls,
    {
      onOk: () => rpcHealth.reportOk(chain.chainId),
      onAllFailed: () => rpcHealth.reportUnreachable(chain.chainId),
      onWrongChain: (url, reportedChainId) => rpcHealth.reportWrongChain(chain.chainId, { url, reportedChainId }),
    },
    transportOptions,
  );
  return new RpcReadClient(transport, BATCH_STALL_TIME_MS);
}

const clients = new Map<number, RpcReadClient>();

/**
 * One shared read client per chain (all reads of the app batch together, the ethers read provider's too).
 * Undefined for a chain outside the table, so callers never talk to an unknown network, and for a chain
 * without a PenSwap deployment: the app has nothing to read there, so it never polls that RPC (a slow node
 * of a chain the app does not use must not put an outage banner on the page).
 */
export function getReadClient(chainId: number | undefined): RpcReadClient | undefined {
  const chain = getChainInfo(chainId);
  if (!chain || !isPenSwapDeployed(chain)) return undefined;
  let client = clients.get(chain.chainId);
  if (!client) {
    client = createReadClient(chain);
    clients.set(chain.chainId, client);
  }
  return client;
}
