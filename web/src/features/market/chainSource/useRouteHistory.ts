import type { RawLog } from "../../insight";
import { routePriceHistory, type RouteHop } from "../priceSeries";
import type { HistoryRoute, PriceRange, PriceSeries } from "../types";
import { useFactoryPairs, type FactoryPair } from "./useFactoryPairs";
import { useHistoryScan } from "./useHistoryScan";

/** The factory's pairs along `path`, or undefined when a hop has no pair. */
export function routeHops(path: readonly string[], pairs: readonly FactoryPair[]): RouteHop[] | undefined {
  const hops: RouteHop[] = [];
  for (let i = 0; i + 1 < path.length; i++) {
    const [a, b] = [path[i], path[i + 1]];
    const pair = pairs.find((p) => (p.token0 === a && p.token1 === b) || (p.token0 === b && p.token1 === a));
    if (!pair) return undefined;
    hops.push({ pool: pair.address, inputIsToken0: pair.token0 === a });
  }
  return hops.length > 0 ? hops : undefined;
}

/** The price of a route's first token in its last over time, from its pairs' Sync logs. */
export function useChainRouteHistory(chainId: number, route: HistoryRoute | undefined, range: PriceRange): PriceSeries {
  const { pairs, loading } = useFactoryPairs();
  const hops = route && !loading ? routeHops(route.path, pairs) : undefined;
  const key = hops && route ? `route:${hops.map((h) => `${h.pool}${h.inputIsToken0 ? "+" : "-"}`).join(",")}:${route.inputDecimals}:${route.outputDecimals}:${pairs.length}` : undefined;
  const build = (logs: readonly RawLog[]) => ({ points: routePriceHistory(logs, hops!, route!.inputDecimals, route!.outputDecimals), swaps: [] });
  const { status, candles, interpolated, retry } = useHistoryScan(chainId, key, pairs.map((p) => p.address), build, range);
  if (route && !loading && !hops) return { status: { status: "loading" }, candles: [], interpolated: false, noPool: true, retry };
  return { status, candles, interpolated, retry };
}
