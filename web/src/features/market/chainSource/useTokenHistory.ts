import { getChainInfo } from "@/networks";
import type { RawLog } from "../../insight";
import { tokenPriceHistory } from "../priceSeries";
import { tokenSwaps } from "../tokenSwaps";
import type { HistoryToken, PriceRange, TokenHistory } from "../types";
import { useFactoryPairs } from "./useFactoryPairs";
import { useHistoryScan } from "./useHistoryScan";

/** Swaps a token page lists. */
export const LATEST_TOKEN_SWAPS = 20;

/** A token's price in the native coin over time (the pricing rule replayed on every block's reserves) and its swaps. */
export function useChainTokenHistory(chainId: number, token: HistoryToken | undefined, range: PriceRange): TokenHistory {
  const { pairs, loading } = useFactoryPairs();
  const chain = getChainInfo(chainId);
  const wrappedNative = chain?.wrappedNative.address;
  const key = !token || loading || !chain || !wrappedNative ? undefined : `token:${token.address}:${token.decimals}:${pairs.length}`;
  const build = (logs: readonly RawLog[]) => {
    const rules = { wrappedNative: wrappedNative!, minNativeLiquidity: chain!.market.minNativeLiquidity, whitelist: chain!.market.whitelist };
    return { points: tokenPriceHistory(logs, pairs, rules, token!.address, token!.decimals), swaps: tokenSwaps(logs, pairs, token!.address, LATEST_TOKEN_SWAPS) };
  };
  const { history, ...series } = useHistoryScan(chainId, key, pairs.map((p) => p.address), build, range);
  return { ...series, swaps: history?.swaps ?? [] };
}
