import type { ReactNode } from "react";
import { getChainInfo } from "@/chains";
import { useActiveChainId } from "@/chain/useActiveChainId";
import { isPenSwapDeployed } from "./isDeployed";
import { NotDeployedNotice } from "./NotDeployedNotice";

/**
 * Renders the trading pages only on a chain with a known PenSwap deployment; otherwise the notice, so no
 * form can build a call to a missing (empty) or guessed contract address. Unsupported chains pass through:
 * the wallet layer already shows "Wrong Network" for them.
 */
export function DeploymentGate({ children }: { children: ReactNode }) {
  const chain = getChainInfo(useActiveChainId());
  if (chain && !isPenSwapDeployed(chain)) return <NotDeployedNotice chainName={chain.name} />;
  return <>{children}</>;
}
