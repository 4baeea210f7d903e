import { useChainOverview } from "./chainSource/useChainOverview";
import { useChainRouteHistory } from "./chainSource/useRouteHistory";
import { useChainTokenHistory } from "./chainSource/useTokenHistory";
import type { MarketDataSource, MarketHistorySource } from "./types";

/** The source the market pages read; the chain itself until an indexer source is added beside it. */
export const marketData: MarketDataSource & MarketHistorySource = { useOverview: useChainOverview, useTokenHistory: useChainTokenHistory, useRouteHistory: useChainRouteHistory };
