import { loadIndexerMarket, type IndexerMarket } from "./loadIndexerMarket";
import { useIndexerRead } from "./useIndexerRead";

export interface IndexerMarketState {
  market?: IndexerMarket;
  /** The market is of this chain, validated, and within MAX_INDEXER_LAG_BLOCKS of the head. */
  usable: boolean;
}

/** The market of `chainId` from the indexer at `url`, read again after each new block (see useIndexerRead). */
export function useIndexerMarket(chainId: number, url: string): IndexerMarketState {
  const { data, usable } = useIndexerRead(chainId, url, "market", loadIndexerMarket);
  return { market: data, usable };
}
