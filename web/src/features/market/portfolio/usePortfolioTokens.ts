import { useEffect, useMemo } from "react";
import { useAppSelector } from "@/base/store";
import { getChainInfo } from "@/networks";
import { useFetchListCallback, useSelectedListUrl } from "../../lists";
import { useAllTokens, useUserAddedTokens } from "../../tokens";
import type { MarketTokenInfo } from "../types";

/**
 * The chain's token list in use, fetched when it has not been: the lists updater only loads the active chain's, and
 * the portfolio reads every chain. True once the list is in (or failed, or there is none to load).
 */
function useChainListLoaded(chainId: number): boolean {
  const url = useSelectedListUrl(chainId);
  const list = useAppSelector((state) => (url ? state.lists.byUrl[url] : undefined));
  const fetchList = useFetchListCallback(chainId);
  const waiting = Boolean(url && list && !list.current && !list.error);
  const idle = waiting && !list?.loadingRequestId;
  useEffect(() => {
    if (url && idle) fetchList(url).catch((error: unknown) => console.debug("list fetch failed", url, error));
  }, [url, idle, fetchList]);
  return !waiting;
}

/**
 * The tokens whose balances the portfolio reads on a chain, by lowercase address: the chain's wrapped native coin,
 * the active list's tokens (verified) and the user's imported ones (unverified: on no list). `ready` once the chain's
 * list is loaded, so the chain is not read twice (before and after its list arrives).
 */
export function usePortfolioTokens(chainId: number): { tokens: Map<string, MarketTokenInfo>; ready: boolean } {
  const ready = useChainListLoaded(chainId);
  const all = useAllTokens(chainId);
  const imported = useUserAddedTokens(chainId);
  const tokens = useMemo(() => {
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
  return { tokens, ready };
}
