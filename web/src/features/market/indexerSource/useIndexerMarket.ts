import { useEffect, useRef, useState } from "react";
import { useBlockNumber } from "@/onchain/blockNumber";
import { getChainInfo } from "@/networks";
import { scanContext } from "../../insight";
import { indexerHttp } from "./indexerHttp";
import { loadIndexerMarket, type IndexerMarket } from "./loadIndexerMarket";
import { serialReads } from "./serialReads";

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
 * The market of `chainId` from the indexer at `url`, read again after each new block. A read in flight is never
 * abandoned for a newer block (see serialReads): on a chain faster than one read, the market would otherwise never
 * arrive. The chain's genesis hash (read once per page by the insight layer) and factory say which data may be used;
 * any failure or refused answer leaves the indexer unusable until a later read succeeds.
 */
export function useIndexerMarket(chainId: number, url: string): IndexerMarketState {
  const head = useBlockNumber(chainId);
  const [result, setResult] = useState<{ chainId: number; url: string; market?: IndexerMarket }>({ chainId, url });
  // The newest head, for a read that starts after the block that asked for it.
  const headRef = useRef(head);
  const askRef = useRef<() => void>(undefined);

  useEffect(() => {
    const factory = getChainInfo(chainId)?.contracts.factory;
    if (!factory) return;
    let stopped = false;
    let retry: ReturnType<typeof setTimeout> | undefined;
    const reads = serialReads(async () => {
      const at = headRef.current;
      if (at === undefined) return;
      clearTimeout(retry);
      try {
        const { genesisHash } = await scanContext(chainId, at);
        const market = await loadIndexerMarket(indexerHttp(url), { chainId, genesisHash, factory: factory.toLowerCase() });
        if (!stopped) setResult({ chainId, url, market });
      } catch (error) {
        console.debug("market: indexer not used", error);
        if (stopped) return;
        setResult({ chainId, url });
        retry = setTimeout(() => reads.ask(), INDEXER_RETRY_MS);
      }
    });
    askRef.current = () => reads.ask();
    reads.ask();
    return () => {
      stopped = true;
      reads.stop();
      clearTimeout(retry);
      askRef.current = undefined;
    };
  }, [chainId, url]);

  useEffect(() => {
    if (headRef.current === head) return;
    headRef.current = head;
    askRef.current?.();
  }, [head]);

  const market = result.chainId === chainId && result.url === url ? result.market : undefined;
  const usable = market !== undefined && head !== undefined && head - market.head <= MAX_INDEXER_LAG_BLOCKS;
  return { market, usable };
}
