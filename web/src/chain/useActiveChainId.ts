import { useWallet } from "../wallet/WalletContext";

/**
 * The chain the app reads from: the connected wallet's chain, else the read-only chain (wallet layer).
 * An unsupported chain id is passed through; every chain-layer consumer treats it as "nothing to read".
 */
export function useActiveChainId(): number {
  return useWallet().chainId;
}
