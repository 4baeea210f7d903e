import { useChainOverview } from "./chainSource/useChainOverview";
import { useChainHoldings } from "./portfolio/useChainHoldings";
import type { MarketDataSource } from "./types";

/** The source the market pages read; the chain itself until an indexer source is added beside it. */
export const marketData: MarketDataSource = { useOverview: useChainOverview, useHoldings: useChainHoldings };
