import { EnsPlugin, Network } from "ethers";
import { getChainInfo, type ChainInfo } from "@/networks";
import { getReadClient } from "./readClients";
import { FailoverJsonRpcProvider, type RpcReadClient } from "./rpc";

/*
 * The ethers provider stack (JsonRpcProvider, ENS resolver, formatting, subscribers) is ~30 KB gzip: it is
 * kept out of the first paint. Modules of the first paint read through onchain/readClients; this module is
 * imported only by code that loads later (wallet sending, ENS, receipts, log scans), or through
 * loadEthersStack (onchain/ethersStack).
 */

/** The ethers Network for a chain, with the chain's ENS registry so name lookups work on custom chains. */
export function chainNetwork(chain: ChainInfo): Network {
  const network = new Network(chain.name, chain.chainId);
  const { ensRegistry } = chain.contracts;
  if (ensRegistry) network.attachPlugin(new EnsPlugin(ensRegistry, chain.chainId));
  return network;
}

/** An ethers read provider of the chain that sends through the chain's read client (same batches, same failover). */
function createReadProvider(chain: ChainInfo, client: RpcReadClient): FailoverJsonRpcProvider {
  const network = chainNetwork(chain);
  return new FailoverJsonRpcProvider(client, network, {
    // The chain id is known: a static network means ethers never sends eth_chainId to check it.
    staticNetwork: network,
    // The client batches: ethers hands each request over at once.
    batchStallTime: 0,
    // No reuse of an identical request's answer (ethers' default: for 250 ms). A receipt check re-run as soon as a
    // new block arrives would get the "no receipt yet" of the check before it, and on a node that mines on demand
    // no later block comes to ask again: the transaction stayed pending on screen though it was mined.
    cacheTimeout: -1,
    pollingInterval: chain.pollingIntervalMs,
  });
}

const providers = new Map<number, FailoverJsonRpcProvider>();

/**
 * One shared ethers read provider per chain, over the chain's read client. Undefined for a chain outside
 * the table, so callers never talk to an unknown network.
 */
export function getReadProvider(chainId: number | undefined): FailoverJsonRpcProvider | undefined {
  const chain = getChainInfo(chainId);
  const client = getReadClient(chainId);
  if (!chain || !client) return undefined;
  let provider = providers.get(chain.chainId);
  if (!provider) {
    provider = createReadProvider(chain, client);
    providers.set(chain.chainId, provider);
  }
  return provider;
}
