import { useMemo } from "react";
import { useContracts, PAIR_READS } from "@/onchain/hooks";
import { useMultipleContractSingleData, useSingleCallResult, useSingleContractMultipleData, type ListenerOptions } from "@/onchain/multicall";
import { parseAddress } from "@/sdk";

/** Reads whose answer never changes (a pair's address at an index, its tokens): fetched once, kept in the store. */
export const READ_ONCE: ListenerOptions = { blocksPerFetch: Number.MAX_SAFE_INTEGER };

export interface FactoryPair {
  /** Lowercase, like the logs' addresses. */
  address: string;
  token0: string;
  token1: string;
}

export interface FactoryPairs {
  pairs: FactoryPair[];
  /** True until the count and every pair with its tokens are read. */
  loading: boolean;
  /** No factory on this chain or build. */
  unavailable: boolean;
}

const lower = (value: unknown) => parseAddress(value)?.toLowerCase();

/**
 * Every pair of the active chain's factory: allPairsLength each block (new pools appear), then allPairs(i) and each
 * pair's token0/token1 once (they never change), all in the block's multicall.
 */
export function useFactoryPairs(): FactoryPairs {
  const { factory } = useContracts();
  const length = useSingleCallResult(factory, "allPairsLength");
  const count = length.value === undefined ? 0 : Number(length.value);
  const indexes = useMemo(() => Array.from({ length: count }, (_, i) => [i]), [count]);
  const addresses = useSingleContractMultipleData(factory, "allPairs", indexes, READ_ONCE);
  const pairAddresses = useMemo(() => addresses.map((a) => lower(a.value)), [addresses]);
  const token0 = useMultipleContractSingleData(pairAddresses, PAIR_READS, "token0", undefined, READ_ONCE);
  const token1 = useMultipleContractSingleData(pairAddresses, PAIR_READS, "token1", undefined, READ_ONCE);

  return useMemo(() => {
    if (!factory) return { pairs: [], loading: false, unavailable: true };
    const pairs: FactoryPair[] = [];
    pairAddresses.forEach((address, i) => {
      const t0 = lower(token0[i]?.value);
      const t1 = lower(token1[i]?.value);
      if (address && t0 && t1) pairs.push({ address, token0: t0, token1: t1 });
    });
    const loading = length.loading || length.value === undefined || [...addresses, ...token0, ...token1].some((s) => s.loading);
    return { pairs, loading, unavailable: false };
  }, [factory, length, addresses, pairAddresses, token0, token1]);
}
