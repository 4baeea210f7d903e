import { useEffect, useState } from "react";
import { useBlockNumber } from "@/onchain/blockNumber";
import { getChainInfo } from "@/networks";
import { scanContext } from "../../insight";
import { indexerHttp } from "./indexerHttp";
import { loadIndexerMarket, type IndexerMarket } from "./loadIndexerMarket";

/**
 * Blocks the indexer may trail the chain's head and still be used: a few blocks of polling delay. Further behind
 * (still syncing, stalled, or cut off from the chain) its figures would be stale, and the pages read the chain.
 */
export const MAX_INDEXER_LAG_BLOCKS = 5;
/** After a failed read, the next try comes with the next block or after this long, whichever is first (a quiet chain mines no block). */
export const INDEXER_RETRY_MS = 15_000;

export interface IndexerMarketState {
  market?: IndexerMarket;
  /** The market is of this chain, validated, and within MAX_INDEXER_LAG_BLOCKS of the head. */
  usable: boolean;
}

/**
 * The market of `chainId` from the indexer at `url`, read again at each new block. The chain's genesis hash (read once
 * per page by the insight layer) and factory say which data may be used; any failure or refused answer leaves the
 * indexer unusable until a later read succeeds.
 */
export function useIndexerMarket(chainId: number, url: string): IndexerMarketState {
  const head = useBlockNumber(chainId);
  const [result, setResult] = useState<{ chainId: number; market?: IndexerMarket }>({ chainId });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const factory = getChainInfo(chainId)?.contracts.factory;
    if (head === undefined || !factory) return;
    let cancelled = false;
    let retry: ReturnType<typeof setTimeout> | undefined;
    (async () => {
      try {
        const { genesisHash } = await scanContext(chainId, head);
        const market = await loadIndexerMarket(indexerHttp(url), { chainId, genesisHash, factory: factory.toLowerCase() });
        if (!cancelled) setResult({ chainId, market });
      } catch (error) {
        console.debug("market: indexer not used", error);
        if (cancelled) return;
        setResult({ chainId });
        retry = setTimeout(() => setAttempt((n) => n + 1), INDEXER_RETRY_MS);
      }
    })();
    return () => {
      cancelled = true;
      clearTimeout(retry);
    };
  }, [chainId, head, url, attempt]);

  const market = result.chainId === chainId ? result.market : undefined;
  const usable = market !== undefined && head !== undefined && head - market.head <= MAX_INDEXER_LAG_BLOCKS;
  return { market, usable };
}
