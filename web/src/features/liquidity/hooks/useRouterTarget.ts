import { useMemo } from "react";
import { useContracts } from "@/onchain/hooks";
import { getChainInfo } from "@/networks";
import { useWallet } from "@/wallet";

/** The connected account and the router of the active chain a liquidity write goes to; undefined until both exist. */
export function useRouterTarget() {
  const { account, chainId } = useWallet();
  const { router } = useContracts();
  const address = router ? String(router.target) : undefined;
  return useMemo(
    () => (account && address ? { chainId, account, router: address, naming: getChainInfo(chainId)?.routerNaming ?? "PEN" } : undefined),
    [account, address, chainId],
  );
}
