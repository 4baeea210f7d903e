import { useMemo } from "react";
import { useChainScan } from "../../insight";
import { rangeCandles } from "../candles";
import type { ActivityStatus, PriceRange, PriceSeries } from "../types";
import { loadHistory, type LoadedHistory } from "./loadHistory";

/**
 * A history read at every new block while mounted (only the new blocks' logs come from the node), with the candles
 * of `range`: switching ranges redraws from what was read, without a new scan. `key` names what is read; undefined
 * while its inputs (the factory's pairs, `pools` in factory order) are still loading.
 */
export function useHistoryScan(
  chainId: number,
  key: string | undefined,
  pools: readonly string[],
  build: Parameters<typeof loadHistory>[2],
  range: PriceRange,
): PriceSeries & { history?: LoadedHistory } {
  const { state, retry } = useChainScan(chainId, key, (ctx) => loadHistory(ctx, pools, build));
  const history = state.status === "ready" ? state.data : undefined;
  const candles = useMemo(() => (history ? rangeCandles(history.points, range, history.now) : []), [history, range]);
  const status: ActivityStatus =
    state.status === "ready" ? { status: "ready", head: state.head } : state.status === "error" ? { status: "error", message: state.message, offline: state.offline } : { status: "loading" };
  return { status, candles, interpolated: history?.interpolated ?? false, retry, history };
}
