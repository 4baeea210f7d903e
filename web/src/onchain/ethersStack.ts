import { BrowserProvider, Network, type Eip1193Provider } from "ethers";
import { getChainInfo } from "@/networks";
import { chainNetwork, getReadProvider } from "./providers";

/*
 * The ethers provider stack in one chunk loaded after the first paint (see loadEthersStack): what wallet
 * sending, ENS names and receipt checks need. First-paint reads go through onchain/readClients instead.
 */

export { getReadProvider };

/** An ethers v6 provider over a wallet (EIP-1193) on the given chain, with the chain's ENS registry. */
export function createBrowserProvider(eip1193: Eip1193Provider, chainId: number): BrowserProvider {
  const chain = getChainInfo(chainId);
  const network = chain ? chainNetwork(chain) : new Network(`chain-${chainId}`, chainId);
  return new BrowserProvider(eip1193, network, { staticNetwork: network, pollingInterval: chain?.pollingIntervalMs });
}
