import { useChainOverview } from "./chainSource/useChainOverview";
import { useMarketOverview } from "./indexerSource/useMarketOverview";
import type { MarketDataSource } from "./types";

/** The build's market indexer (VITE_INDEXER_URL), if any. */
const INDEXER_URL: string | undefined = import.meta.env.VITE_INDEXER_URL || undefined;

/**
 * The source the market pages read: with an indexer in the build, the indexer while it is usable and the chain
 * otherwise (useMarketOverview); without one, the chain itself.
 */
export const marketData: MarketDataSource = INDEXER_URL ? { useOverview: (chainId) => useMarketOverview(chainId, INDEXER_URL) } : { useOverview: (chainId) => useChainOverview(chainId) };
