import { useMemo } from "react";
import { getChainInfo } from "@/networks";
import { useKnownTokens } from "../tokens";
import type { MarketTokenInfo } from "./types";

/**
 * The tokens whose symbol, name and decimals come from the user's active lists (and the chain's wrapped native coin),
 * by lowercase address, marked verified: whichever source serves the market, a listed token reads the same.
 */
export function useListedTokenInfos(chainId: number): Map<string, MarketTokenInfo> {
  const known = useKnownTokens(chainId);
  return useMemo(() => {
    const map = new Map<string, MarketTokenInfo>();
    const wrapped = getChainInfo(chainId)?.wrappedNative;
    if (wrapped?.address) map.set(wrapped.address.toLowerCase(), { address: wrapped.address, symbol: wrapped.symbol, name: wrapped.name, decimals: wrapped.decimals, verified: true });
    for (const t of known) {
      const a = t.address.toLowerCase();
      if (!map.has(a)) map.set(a, { address: t.address, symbol: t.symbol ?? "", name: t.name ?? "", decimals: t.decimals, verified: true });
    }
    return map;
  }, [chainId, known]);
}
