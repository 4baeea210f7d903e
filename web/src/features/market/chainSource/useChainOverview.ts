import { useMemo } from "react";
import { PAIR_READS, useContracts } from "@/onchain/hooks";
import { useMultipleContractSingleData, useSingleCallResult, type CallOptions } from "@/onchain/multicall";
import { getChainInfo } from "@/networks";
import type { PricingPool } from "@/sdk";
import { buildOverview } from "../overview";
import type { MarketOverview } from "../types";
import type { ActivityPool } from "./loadActivity";
import { useFactoryPairs } from "./useFactoryPairs";
import { useSwapActivity } from "./useSwapActivity";
import { useTokenInfos } from "./useTokenInfos";

/** Read at each block, the first time at once: the rows wait for it (see useFirstReadAtOnce). */
const FIRST_READ_AT_ONCE: CallOptions = { blocksPerFetch: 1, firstReadAtOnce: true };

/**
 * The overview read from the active chain in the browser: the factory's pairs (one-off reads, kept), their
 * reserves in every block's multicall, their tokens' metadata, and the last day's and week's Swap / Sync logs through the insight log reader.
 * The head block's time comes in the same multicall (getCurrentBlockTimestamp), and the reserves tell the log
 * reader which pools traded: a new block with no trade costs the block's multicall and nothing else.
 */
export function useChainOverview(chainId: number, options: { scanLogs?: boolean } = {}): MarketOverview {
  const { pairs, addresses, loading: pairsLoading, unavailable } = useFactoryPairs();
  // The reserves are asked for with the pools' addresses, before their tokens are known, so that they are in before
  // the logs' eth_getLogs (which a node serving one request at a time would make them wait behind).
  const poolAddresses = useMemo(() => addresses ?? pairs.map((p) => p.address), [addresses, pairs]);
  const reserves = useMultipleContractSingleData(poolAddresses, PAIR_READS, "getReserves", undefined, FIRST_READ_AT_ONCE);
  const reservesOf = useMemo(() => new Map(poolAddresses.map((address, i) => [address, reserves[i]])), [poolAddresses, reserves]);
  const tokenAddresses = useMemo(() => [...new Set(pairs.flatMap((p) => [p.token0, p.token1]))].sort(), [pairs]);
  const { infos, loading: tokensLoading } = useTokenInfos(chainId, tokenAddresses);
  const { multicall } = useContracts();
  const clock = useSingleCallResult(multicall, "getCurrentBlockTimestamp", undefined, FIRST_READ_AT_ONCE);
  const headTime = clock.value !== undefined && !clock.syncing ? Number(clock.value) : undefined;
  // Reserves read at an older block than the head say nothing of the head: no stamp, so the logs are read.
  const activityPools = useMemo<ActivityPool[]>(
    () =>
      (addresses ?? []).map((address) => {
        const reading = reservesOf.get(address);
        return { address, reserves: reading?.syncing ? undefined : reading?.value };
      }),
    [addresses, reservesOf],
  );
  const pairsKnown = !unavailable && !pairsLoading;
  const ready = pairsKnown && reserves.every((r) => !r.loading) && !clock.loading && !tokensLoading;
  // The logs are asked for as soon as the pools' addresses are known, a round trip before their tokens: the
  // tokens' read is already on its way then (see readFactoryPairs), and the windows' first blocks were searched from
  // the page's start (they need no pool), so a node that serves one request at a time (a local Hardhat node) answers
  // those first. The reserves' and the tokens' metadata's first reads leave at once, in the same task as the scan
  // starts and before its ranges (see useFirstReadAtOnce): such a node answers them first too, and the rows show
  // while the logs are read.
  // Without scanLogs (another source serves the figures) the log scan waits; the multicall reads stay warm.
  const scan = options.scanLogs !== false && !unavailable;
  const { activity, status, retry } = useSwapActivity(chainId, activityPools, headTime, { enabled: scan && addresses !== undefined, prepare: scan });

  const figures = useMemo(() => {
    const wrappedNative = getChainInfo(chainId)?.wrappedNative.address;
    const market = getChainInfo(chainId)?.market;
    if (!wrappedNative || !market) return { pools: [], tokens: [] };
    const pools: PricingPool[] = [];
    pairs.forEach((pair) => {
      const value = reservesOf.get(pair.address)?.value;
      if (value) pools.push({ ...pair, reserve0: value[0], reserve1: value[1] });
    });
    return buildOverview({
      pools,
      tokens: infos,
      rules: { wrappedNative, minNativeLiquidity: market.minNativeLiquidity, whitelist: market.whitelist },
      activity: activity?.pools,
      reservesDayAgo: activity?.reservesDayAgo,
    });
  }, [chainId, pairs, reservesOf, infos, activity]);

  return { ready, unavailable, pools: figures.pools, tokens: figures.tokens, activity: status, retryActivity: retry };
}
