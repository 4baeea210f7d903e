import { useMemo } from "react";
import { getChainInfo } from "@/networks";
import { rangeCandles } from "../candles";
import { useChainRouteHistory } from "../chainSource/useRouteHistory";
import { useChainTokenHistory } from "../chainSource/useTokenHistory";
import type { HistoryRoute, HistoryToken, PriceRange, PriceSeries, TokenHistory } from "../types";
import { loadIndexerRouteHistory, loadIndexerTokenHistory, type IndexedHistory } from "./loadIndexerHistory";
import { useIndexerRead, type IndexerReadState } from "./useIndexerRead";

const noRetry = () => undefined;

/**
 * The series from the indexer while it is usable, else from the chain as without an indexer (`dataSource` says
 * which). While the indexer is used the chain source is asked for nothing, so it reads no logs; it starts (from its
 * log cache) when the indexer stops being usable.
 */
function pick(indexer: IndexerReadState<IndexedHistory>, candles: PriceSeries["candles"], chain: PriceSeries): { series: PriceSeries; indexed?: IndexedHistory } {
  const data = indexer.data;
  if (!indexer.usable || !data) return { series: { ...chain, dataSource: "chain" } };
  const series: PriceSeries = { status: { status: "ready", head: data.head }, candles, interpolated: false, noPool: data.noPool || undefined, retry: noRetry, dataSource: "indexer" };
  return { series, indexed: data };
}

function useRangeCandles(data: IndexedHistory | undefined, range: PriceRange) {
  return useMemo(() => (data ? rangeCandles(data.points, range, data.now) : []), [data, range]);
}

/** A token's price series and swaps (see MarketHistorySource.useTokenHistory) from the indexer at `url` or the chain. */
export function useMarketTokenHistory(chainId: number, url: string, token: HistoryToken | undefined, range: PriceRange): TokenHistory {
  const pricing = getChainInfo(chainId)?.market;
  const wrappedNative = getChainInfo(chainId)?.wrappedNative.address;
  const key = token && pricing && wrappedNative ? `token:${token.address}:${token.decimals}` : undefined;
  const indexer = useIndexerRead<IndexedHistory>(chainId, url, key, (http, expected, previous) =>
    loadIndexerTokenHistory(http, expected, { wrappedNative: wrappedNative!, minNativeLiquidity: pricing!.minNativeLiquidity, whitelist: pricing!.whitelist }, token!, previous),
  );
  const chain = useChainTokenHistory(chainId, indexer.usable ? undefined : token, range);
  const candles = useRangeCandles(indexer.data, range);
  const { series, indexed } = pick(indexer, candles, chain);
  return { ...series, swaps: indexed ? indexed.swaps : chain.swaps };
}

/** A route's price series (see MarketHistorySource.useRouteHistory) from the indexer at `url` or the chain. */
export function useMarketRouteHistory(chainId: number, url: string, route: HistoryRoute | undefined, range: PriceRange): PriceSeries {
  const key = route ? `route:${route.path.join(",")}:${route.inputDecimals}:${route.outputDecimals}` : undefined;
  const indexer = useIndexerRead<IndexedHistory>(chainId, url, key, (http, expected, previous) => loadIndexerRouteHistory(http, expected, route!, previous));
  const chain = useChainRouteHistory(chainId, indexer.usable ? undefined : route, range);
  const candles = useRangeCandles(indexer.data, range);
  return pick(indexer, candles, chain).series;
}
