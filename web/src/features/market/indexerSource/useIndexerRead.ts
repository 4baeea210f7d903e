import { useEffect, useRef, useState } from "react";
import { useBlockNumber } from "@/onchain/blockNumber";
import { useChainResetCount } from "@/onchain/chainReset";
import { getChainInfo } from "@/networks";
import { indexerHttp, type IndexerHttp } from "./indexerHttp";
import { keepsUp, type ExpectedChain } from "./indexedHead";
import { pageGenesis, type GenesisOf } from "./pageGenesis";
import { serialReads } from "./serialReads";

/** After a failed read, the next try comes with the next block or after this long, whichever is first (a quiet chain mines no block). */
export const INDEXER_RETRY_MS = 15_000;

/**
 * One read of the indexer: validated data as of the indexer's head block. `previous` is the last data this read gave
 * for the same chain, indexer and key, which a load may build on (reading only what is new since).
 */
export type IndexerLoad<T extends { head: number }> = (http: IndexerHttp, expected: ExpectedChain, previous?: T) => Promise<T>;

export interface IndexerReadState<T> {
  data?: T;
  /** The data is of this chain, validated, and within MAX_INDEXER_LAG_BLOCKS of the head. */
  usable: boolean;
}

/**
 * What `load` reads from the indexer at `url` about `chainId`, read again after each new block; `key` names what is
 * read (undefined: nothing to read yet), and `load` is the read of that key. A read in flight is never abandoned for a
 * newer block (see serialReads): on a chain faster than one read, the data would otherwise never arrive. The chain's
 * genesis hash (read once per page by the insight layer; `genesisOf`) and factory say which data may be used; any
 * failure or refused answer leaves the indexer unusable until a later read succeeds. A chain seen restarted from
 * genesis starts over: nothing read before (shown, or built on) belongs to the chain there is now.
 */
export function useIndexerRead<T extends { head: number }>(
  chainId: number,
  url: string,
  key: string | undefined,
  load: IndexerLoad<T>,
  genesisOf: GenesisOf = pageGenesis,
): IndexerReadState<T> {
  const head = useBlockNumber(chainId);
  const resets = useChainResetCount(chainId);
  const [result, setResult] = useState<{ chainId: number; url: string; key?: string; resets: number; data?: T }>({ chainId, url, key, resets });
  // The newest head and load, for a read that starts after the render that asked for it.
  const headRef = useRef(head);
  const loadRef = useRef(load);
  const genesisRef = useRef(genesisOf);
  const askRef = useRef<() => void>(undefined);

  useEffect(() => {
    loadRef.current = load;
    genesisRef.current = genesisOf;
  });

  useEffect(() => {
    const factory = getChainInfo(chainId)?.contracts.factory;
    if (!factory || key === undefined) return;
    let stopped = false;
    let retry: ReturnType<typeof setTimeout> | undefined;
    // The last data read for this chain (since its last reset), indexer and key (kept after a failed read: a later one builds on it).
    let previous: T | undefined;
    const reads = serialReads(async () => {
      const at = headRef.current;
      if (at === undefined) return;
      clearTimeout(retry);
      try {
        const genesisHash = await genesisRef.current(chainId, at);
        const data = await loadRef.current(indexerHttp(url), { chainId, genesisHash, factory: factory.toLowerCase() }, previous);
        previous = data;
        if (!stopped) setResult({ chainId, url, key, resets, data });
      } catch (error) {
        console.debug("market: indexer not used", error);
        if (stopped) return;
        setResult({ chainId, url, key, resets });
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
  }, [chainId, url, key, resets]);

  useEffect(() => {
    if (headRef.current === head) return;
    headRef.current = head;
    askRef.current?.();
  }, [head]);

  const data = result.chainId === chainId && result.url === url && result.key === key && result.resets === resets ? result.data : undefined;
  const usable = data !== undefined && head !== undefined && keepsUp(head, data.head);
  return { data, usable };
}
