import { useChainOverview } from "./chainSource/useChainOverview";
import { useChainRouteHistory } from "./chainSource/useRouteHistory";
import { useChainTokenHistory } from "./chainSource/useTokenHistory";
import { useMarketOverview } from "./indexerSource/useMarketOverview";
import { useChainHoldings } from "./portfolio/useChainHoldings";
import type { MarketDataSource, MarketHistorySource } from "./types";

/** The build's market indexer (VITE_INDEXER_URL), if any. */
const INDEXER_URL: string | undefined = import.meta.env.VITE_INDEXER_URL || undefined;

/**
 * The source the market pages read. The overview comes from the indexer while it is usable and from the chain
 * otherwise (useMarketOverview) when the build names an indexer, else from the chain; holdings and price
 * histories come from the chain.
 */
export const marketData: MarketDataSource & MarketHistorySource = {
  useOverview: INDEXER_URL ? (chainId) => useMarketOverview(chainId, INDEXER_URL) : (chainId) => useChainOverview(chainId),
  useHoldings: useChainHoldings,
  useTokenHistory: useChainTokenHistory,
  useRouteHistory: useChainRouteHistory,
};
