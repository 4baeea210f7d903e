import type { ReactNode } from "react";
import { DEFAULT_CHAIN_ID, getChainInfo, isChainDeployed, isPenSwapDeployed } from "@/networks";
import { useActiveChainId } from "@/onchain/useActiveChainId";
import { useWallet } from "@/wallet";
import { NotDeployedNotice } from "./NotDeployedNotice";

/**
 * Renders the trading pages only on a chain with a known PenSwap deployment; otherwise the notice, so no
 * form can build a call to a missing (empty) or guessed contract address. The notice offers the build's
 * default chain when PenSwap is there (the wallet is asked to switch, or without one the app opens on it).
 * Unsupported chains pass through: the wallet layer already shows "Wrong Network" for them.
 */
export function DeploymentGate({ children }: { children: ReactNode }) {
  const chainId = useActiveChainId();
  const { selectChain } = useWallet();
  const chain = getChainInfo(chainId);
  if (chain && !isPenSwapDeployed(chain)) {
    const target = isChainDeployed(DEFAULT_CHAIN_ID) ? getChainInfo(DEFAULT_CHAIN_ID) : undefined;
    const switchTo = target && { chainName: target.name, onSwitch: () => void selectChain(target.chainId) };
    return <NotDeployedNotice chainName={chain.name} switchTo={switchTo} />;
  }
  return <>{children}</>;
}
