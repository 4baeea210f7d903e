import { useMemo } from "react";
import { PAIR_READS } from "@/chain/hooks";
import { useMultipleContractSingleData } from "@/chain/multicall/hooks";
import { getChainInfo } from "@/chains";
import type { PricingPool } from "@/sdk";
import { buildOverview } from "../overview";
import type { MarketOverview } from "../types";
import { useFactoryPairs } from "./useFactoryPairs";
import { useSwapActivity } from "./useSwapActivity";
import { useTokenInfos } from "./useTokenInfos";

/**
 * The overview read from the active chain in the browser: the factory's pairs, their reserves in every block's
 * multicall, their tokens' metadata, and the last day's and week's Swap / Sync logs through the insight log reader.
 */
export function useChainOverview(chainId: number, options: { scanLogs?: boolean } = {}): MarketOverview {
  const { pairs, loading: pairsLoading, unavailable } = useFactoryPairs();
  const pairAddresses = useMemo(() => pairs.map((p) => p.address), [pairs]);
  const reserves = useMultipleContractSingleData(pairAddresses, PAIR_READS, "getReserves");
  const tokenAddresses = useMemo(() => [...new Set(pairs.flatMap((p) => [p.token0, p.token1]))].sort(), [pairs]);
  const { infos, loading: tokensLoading } = useTokenInfos(chainId, tokenAddresses);
  const poolKey = pairAddresses.join(",");
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the set changes only when the list of pairs does
  const poolSet = useMemo(() => new Set(pairAddresses), [poolKey]);
  const ready = !unavailable && !pairsLoading && !tokensLoading && reserves.every((r) => !r.loading);
  // Without scanLogs (another source serves the figures) the log scan waits; the multicall reads stay warm.
  const { activity, status, retry } = useSwapActivity(chainId, poolSet, ready && options.scanLogs !== false);

  const figures = useMemo(() => {
    const wrappedNative = getChainInfo(chainId)?.wrappedNative.address;
    const market = getChainInfo(chainId)?.market;
    if (!wrappedNative || !market) return { pools: [], tokens: [] };
    const pools: PricingPool[] = [];
    pairs.forEach((pair, i) => {
      const value = reserves[i]?.value;
      if (value) pools.push({ ...pair, reserve0: value[0], reserve1: value[1] });
    });
    return buildOverview({
      pools,
      tokens: infos,
      rules: { wrappedNative, minNativeLiquidity: market.minNativeLiquidity, whitelist: market.whitelist },
      activity: activity?.pools,
      reservesDayAgo: activity?.reservesDayAgo,
    });
  }, [chainId, pairs, reserves, infos, activity]);

  return { ready, unavailable, pools: figures.pools, tokens: figures.tokens, activity: status, retryActivity: retry };
}
