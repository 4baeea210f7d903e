import { useChainOverview } from "./chainSource/useChainOverview";
import { useChainRouteHistory } from "./chainSource/useRouteHistory";
import { useChainTokenHistory } from "./chainSource/useTokenHistory";
import { indexedPositions } from "./indexerSource/indexedPositions";
import { useMarketRouteHistory, useMarketTokenHistory } from "./indexerSource/useMarketHistory";
import { useMarketOverview } from "./indexerSource/useMarketOverview";
import { useChainHoldings } from "./portfolio/useChainHoldings";
import type { MarketDataSource, MarketHistorySource } from "./types";

/** The build's market indexer (VITE_INDEXER_URL), if any. */
const INDEXER_URL: string | undefined = import.meta.env.VITE_INDEXER_URL || undefined;
/** The portfolio's LP positions from that indexer (one reader for the session: hooks depend on its identity). */
const INDEXED_POSITIONS = INDEXER_URL ? indexedPositions(INDEXER_URL) : undefined;

/**
 * The source the market pages read. When the build names an indexer, the overview, the token page's series and swaps
 * and the swap chart's series come from it while it is usable and from the chain otherwise (useMarketOverview,
 * useMarketHistory); without one, from the chain. Holdings' coin and token balances come from the chain, their LP
 * positions from the indexer while it keeps up with each chain (indexedPositions).
 */
export const marketData: MarketDataSource & MarketHistorySource = {
  useOverview: INDEXER_URL ? (chainId) => useMarketOverview(chainId, INDEXER_URL) : (chainId) => useChainOverview(chainId),
  useHoldings: (chainId, account, live) => useChainHoldings(chainId, account, live, INDEXED_POSITIONS),
  useTokenHistory: INDEXER_URL ? (chainId, token, range) => useMarketTokenHistory(chainId, INDEXER_URL, token, range) : useChainTokenHistory,
  useRouteHistory: INDEXER_URL ? (chainId, route, range) => useMarketRouteHistory(chainId, INDEXER_URL, route, range) : useChainRouteHistory,
};
