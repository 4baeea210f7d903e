import { createContext, useContext } from "react";

/**
 * The chain the app reads from. The wallet layer, which sits above this one, provides it (its connected
 * chain, else the read-only chain), so the chain layer reads it without depending on the wallet.
 * An unsupported chain id is passed through; every chain-layer consumer treats it as "nothing to read".
 */
export const ActiveChainIdContext = createContext<number | undefined>(undefined);

export function useActiveChainId(): number {
  const chainId = useContext(ActiveChainIdContext);
  if (chainId === undefined) throw new Error("useActiveChainId must be used inside <ActiveChainIdContext.Provider> (the wallet provider mounts one)");
  return chainId;
}
