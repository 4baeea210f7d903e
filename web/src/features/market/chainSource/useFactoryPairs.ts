import { useEffect, useMemo, useRef, useState } from "react";
import { useBlockNumber } from "@/onchain/blockNumber";
import { useContracts } from "@/onchain/hooks";
import { useSingleCallResult, type ListenerOptions } from "@/onchain/multicall";
import { loadFactoryPairs, sessionPairs } from "./loadFactoryPairs";
import type { FactoryPair } from "./readFactoryPairs";

export type { FactoryPair } from "./readFactoryPairs";

/** Reads whose answer never changes (a token's metadata): fetched once, kept in the store. */
export const READ_ONCE: ListenerOptions = { blocksPerFetch: Number.MAX_SAFE_INTEGER };

export interface FactoryPairs {
  pairs: FactoryPair[];
  /**
   * Every pair's address (lowercase, factory order) as soon as it is known: during a read, a round trip before the
   * pairs' tokens (what their reserves read needs); otherwise the pairs' own. Undefined until then.
   */
  addresses?: string[];
  /** True until every pair the factory counts is read with its tokens. */
  loading: boolean;
  /** No factory on this chain or build. */
  unavailable: boolean;
}

/**
 * Every pair of the active chain's factory. The pairs are read apart from the block poll, in one-off batched calls
 * (count, addresses, tokens: see loadFactoryPairs), and kept for the session and in the insight cache, so a page
 * mounted again or a return visit knows them at once; allPairsLength stays in the block's multicall, so a pool
 * created later is read when it appears. A failed read is tried again at the next block.
 */
export function useFactoryPairs(): FactoryPairs {
  const { chainId, factory } = useContracts();
  const length = useSingleCallResult(factory, "allPairsLength");
  const polled = length.value === undefined || length.syncing ? undefined : Number(length.value);
  const [result, setResult] = useState<{ chainId: number; pairs: FactoryPair[]; read: number; failed?: boolean } | undefined>(() => {
    const pairs = sessionPairs(chainId);
    return pairs && { chainId, pairs, read: pairs.length };
  });
  const current = result?.chainId === chainId ? result : undefined;
  // The addresses the read under way heard before its tokens (see loadFactoryPairs); dropped when the read ends.
  const [early, setEarly] = useState<{ chainId: number; addresses: string[] } | undefined>();
  const behind = !current || current.failed || (polled !== undefined && current.read !== polled);
  // Only while a read failed does a new block start another.
  const block = useBlockNumber(chainId);
  const retryAt = current?.failed ? block : undefined;
  // The head a read starts from (see loadFactoryPairs' knownHead), without starting a read at each new block.
  const latestBlock = useRef(block);
  useEffect(() => {
    latestBlock.current = block;
  }, [block]);

  useEffect(() => {
    if (!factory || !behind) return;
    let cancelled = false;
    const heard = (addresses: string[]) => {
      if (!cancelled) setEarly({ chainId, addresses });
    };
    loadFactoryPairs(chainId, polled, heard, latestBlock.current).then(
      (read) => {
        if (cancelled) return;
        // An incomplete read (a call a lagging RPC node could not answer yet) counts as failed, so the next block tries again.
        setResult({ chainId, pairs: read.pairs, read: read.read, failed: !read.complete });
        setEarly(undefined);
      },
      (error: unknown) => {
        console.debug("market: factory pairs read failed", error);
        if (cancelled) return;
        setResult((prev) => ({ chainId, pairs: prev?.chainId === chainId ? prev.pairs : [], read: prev?.chainId === chainId ? prev.read : 0, failed: true }));
        setEarly(undefined);
      },
    );
    return () => {
      cancelled = true;
    };
  }, [chainId, factory, behind, polled, retryAt]);

  const heardAddresses = early?.chainId === chainId ? early.addresses : undefined;
  return useMemo(() => {
    if (!factory) return { pairs: [], loading: false, unavailable: true };
    const pairs = current?.pairs ?? [];
    const addresses = heardAddresses ?? (behind ? undefined : pairs.map((p) => p.address));
    return { pairs, addresses, loading: behind, unavailable: false };
  }, [factory, current, behind, heardAddresses]);
}
