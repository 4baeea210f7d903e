import { useChainOverview } from "./chainSource/useChainOverview";
import { useChainRouteHistory } from "./chainSource/useRouteHistory";
import { useChainTokenHistory } from "./chainSource/useTokenHistory";
import { useChainHoldings } from "./portfolio/useChainHoldings";
import type { MarketDataSource, MarketHistorySource } from "./types";

/** The source the market pages read; the chain itself until an indexer source is added beside it. */
export const marketData: MarketDataSource & MarketHistorySource = {
  useOverview: useChainOverview,
  useHoldings: useChainHoldings,
  useTokenHistory: useChainTokenHistory,
  useRouteHistory: useChainRouteHistory,
};
