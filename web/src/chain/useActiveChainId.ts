import { DEFAULT_CHAIN_ID } from "../chains";

/**
 * The chain the app reads from: the connected wallet's chain when it is one of ours, else the default.
 * TODO(wallet): replaced by the wallet layer's active-chain hook once it exists.
 */
export function useActiveChainId(): number {
  return DEFAULT_CHAIN_ID;
}
