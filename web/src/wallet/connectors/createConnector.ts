import { createWeb3ReactStoreAndActions } from "@web3-react/store";
import type { Actions, Connector, Web3ReactStore } from "@web3-react/types";

/**
 * A web3-react connector with its own store (chainId, accounts, activating). What @web3-react/core's
 * initializeConnector does, without the React hooks it also builds: the app reads the store directly
 * (wallet/WalletProvider), and those hooks (with their lazy ethers v5 provider code) would add ~2.3 KB
 * gzipped to the first paint.
 */
export function createConnector<T extends Connector>(build: (actions: Actions) => T): [T, Web3ReactStore] {
  const [store, actions] = createWeb3ReactStoreAndActions();
  return [build(actions), store];
}
