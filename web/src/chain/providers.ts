import { EnsPlugin, Network } from "ethers";
import { getChainInfo, type ChainInfo } from "@/chains";
import { FailoverJsonRpcProvider } from "./rpc/FailoverJsonRpcProvider";
import { FailoverTransport, type TransportOptions } from "./rpc/failoverTransport";
import { rpcHealth } from "./rpc/rpcHealth";

/** JSON-RPC requests issued within 50 ms of each other travel in one HTTP POST. */
export const BATCH_STALL_TIME_MS = 50;

/** The ethers Network for a chain, with the chain's ENS registry so name lookups work on custom chains. */
export function chainNetwork(chain: ChainInfo): Network {
  const network = new Network(chain.name, chain.chainId);
  const { ensRegistry } = chain.contracts;
  if (ensRegistry) network.attachPlugin(new EnsPlugin(ensRegistry, chain.chainId));
  return network;
}

/**
 * The chain's read provider over all its RPC URLs in order (failover, timeout, chain id check), reporting
 * to the shared RPC health store that drives the unreachable / wrong-chain banners and stale marking.
 */
export function createReadProvider(chain: ChainInfo, transportOptions?: TransportOptions): FailoverJsonRpcProvider {
  const network = chainNetwork(chain);
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
  return new FailoverJsonRpcProvider(transport, network, {
    // The chain id is known: a static network means ethers never sends eth_chainId to check it.
    staticNetwork: network,
    batchStallTime: BATCH_STALL_TIME_MS,
    pollingInterval: chain.pollingIntervalMs,
  });
}

const providers = new Map<number, FailoverJsonRpcProvider>();

/**
 * One shared read-only provider per chain (all reads of the app batch together). Undefined for a chain
 * outside the table, so callers never talk to an unknown network.
 */
export function getReadProvider(chainId: number | undefined): FailoverJsonRpcProvider | undefined {
  const chain = getChainInfo(chainId);
  if (!chain) return undefined;
  let provider = providers.get(chain.chainId);
  if (!provider) {
    provider = createReadProvider(chain);
    providers.set(chain.chainId, provider);
  }
  return provider;
}
