import { useCallback, useMemo } from "react";
import { getChainInfo } from "@/networks";
import { useChainOverview } from "../chainSource/useChainOverview";
import { buildOverview } from "../overview";
import type { MarketOverview, MarketTokenInfo } from "../types";
import { useListedTokenInfos } from "../useListedTokenInfos";
import { useIndexerMarket } from "./useIndexerMarket";

/**
 * The overview from the indexer at `url` while it is usable (see useIndexerMarket), else from the chain as without
 * an indexer; `dataSource` says which. The figures are built by the same buildOverview from the same kind of inputs
 * (pools with reserves, token metadata with the lists' names first, the windows' trading, reserves a day ago), so
 * the two sources differ only where the indexer's data would (the differential test proves they do not).
 * While the indexer is used, the chain source reads no logs: only its multicall reads go on, ready for a fallback.
 */
export function useMarketOverview(chainId: number, url: string): MarketOverview {
  const indexer = useIndexerMarket(chainId, url);
  const chain = useChainOverview(chainId, { scanLogs: !indexer.usable });
  const listed = useListedTokenInfos(chainId);
  const market = indexer.market;

  const figures = useMemo(() => {
    const wrappedNative = getChainInfo(chainId)?.wrappedNative.address;
    const pricing = getChainInfo(chainId)?.market;
    if (!market || !wrappedNative || !pricing) return undefined;
    const tokens = new Map<string, MarketTokenInfo>();
    for (const [address, t] of market.tokens) {
      const info = listed.get(address);
      if (info) tokens.set(address, info);
      else if (t.decimals !== null) tokens.set(address, { address, symbol: t.symbol, name: t.name, decimals: t.decimals, verified: false });
    }
    return buildOverview({
      pools: market.pools,
      tokens,
      rules: { wrappedNative, minNativeLiquidity: pricing.minNativeLiquidity, whitelist: pricing.whitelist },
      activity: market.activity,
      reservesDayAgo: market.reservesDayAgo,
    });
  }, [chainId, market, listed]);

  const retry = useCallback(() => undefined, []);
  if (!indexer.usable || !figures || !market) return { ...chain, dataSource: "chain" };
  return { ready: true, unavailable: false, pools: figures.pools, tokens: figures.tokens, activity: { status: "ready", head: market.head }, retryActivity: retry, dataSource: "indexer" };
}
