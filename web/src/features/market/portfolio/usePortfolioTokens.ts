import { useMemo } from "react";
import { getChainInfo } from "@/chains";
import { useAllTokens, useUserAddedTokens } from "../../tokens";
import type { MarketTokenInfo } from "../types";

/**
 * The tokens whose balances the portfolio reads on a chain, by lowercase address: the chain's wrapped native coin,
 * the active list's tokens (verified) and the user's imported ones (unverified: on no list).
 */
export function usePortfolioTokens(chainId: number): Map<string, MarketTokenInfo> {
  const all = useAllTokens(chainId);
  const imported = useUserAddedTokens(chainId);
  return useMemo(() => {
    const importedSet = new Set(imported.map((t) => t.address.toLowerCase()));
    const map = new Map<string, MarketTokenInfo>();
    const wrapped = getChainInfo(chainId)?.wrappedNative;
    if (wrapped?.address) map.set(wrapped.address.toLowerCase(), { address: wrapped.address, symbol: wrapped.symbol, name: wrapped.name, decimals: wrapped.decimals, verified: true });
    for (const t of Object.values(all)) {
      const a = t.address.toLowerCase();
      if (!map.has(a)) map.set(a, { address: t.address, symbol: t.symbol ?? "", name: t.name ?? "", decimals: t.decimals, verified: !importedSet.has(a) });
    }
    return map;
  }, [chainId, all, imported]);
}
