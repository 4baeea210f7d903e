import { useCallback, useEffect, useState } from "react";
import { useBlockNumber } from "@/onchain/blockNumber";
import { useChainResetCount } from "@/onchain/chainReset";
import { isRpcUnavailableError } from "@/onchain/rpc";
import { markTimeline, scanContext, TIMELINE, useOutageRetry } from "../../insight";
import type { ActivityStatus } from "../types";
import { followBlockLogs } from "./blockLogs";
import { loadActivity, prepareActivity, type ActivityPool, type MarketActivity } from "./loadActivity";
import { rememberActivity, rememberedActivity } from "./rememberedActivity";

/**
 * The pools' last day and week of trading, worked out again at each new block while mounted: only the new blocks'
 * logs are read, in the block poll's own request (see blockLogs), and the figures are summed again only when some
 * pool's reserves moved (see loadActivity). `headTime` is the head block's time when the block's multicall read it.
 * Keeps the last result while the next one is read, and after a failed update. The scan runs while `enabled`; while only `prepare` holds, what needs no pool is read ahead (the
 * windows' first blocks, see prepareActivity), so the scan, once enabled, starts with the logs.
 */
export function useSwapActivity(
  chainId: number,
  pools: readonly ActivityPool[],
  headTime: number | undefined,
  { enabled, prepare = false }: { enabled: boolean; prepare?: boolean },
): { activity?: MarketActivity; status: ActivityStatus; retry: () => void } {
  const head = useBlockNumber(chainId);
  // Followed on its own: a node restarted from genesis can come back at the old height, so the head may not move.
  const resets = useChainResetCount(chainId);
  const [attempt, setAttempt] = useState(0);
  const [result, setResult] = useState<{ chainId: number; resets: number; activity?: MarketActivity; status: ActivityStatus }>(() => {
    // A page mounted again shows the figures it last worked out this session (at their own head) while the scan
    // brings them up to date, unless the chain went back since.
    const last = rememberedActivity(chainId, head);
    return last ? { chainId, resets, activity: last, status: { status: "ready", head: last.head } } : { chainId, resets, status: { status: "loading" } };
  });

  // While the scan runs, each block poll also reads the pools' new logs (see blockLogs): a traded block costs one request.
  const poolList = pools.map((p) => p.address).join(",");
  useEffect(() => (enabled && poolList ? followBlockLogs(chainId, poolList.split(",")) : undefined), [chainId, poolList, enabled]);

  useEffect(() => {
    if (enabled || !prepare || head === undefined) return;
    // Only a head start: the scan reads what this could not.
    scanContext(chainId, head)
      .then((ctx) => prepareActivity(ctx, { time: headTime }))
      .catch((error: unknown) => console.debug("market: window starts not read ahead", error));
  }, [chainId, head, headTime, enabled, prepare]);

  useEffect(() => {
    if (!enabled || head === undefined) return;
    let cancelled = false;
    (async () => {
      try {
        markTimeline(TIMELINE.activityScanStarted);
        const ctx = await scanContext(chainId, head);
        const activity = await loadActivity(ctx, pools, { time: headTime });
        if (cancelled) return;
        markTimeline(TIMELINE.figuresComputed);
        rememberActivity(chainId, resets, activity);
        setResult({ chainId, resets, activity, status: { status: "ready", head: activity.head } });
      } catch (error) {
        console.debug("market: swap log scan failed", error);
        const message = error instanceof Error ? error.message : String(error);
        // The figures shown stay beside the error, unless they are another chain's or were worked out before the chain
        // was seen reset.
        const kept = (prev: typeof result) => (prev.chainId === chainId && prev.resets === resets ? prev.activity : undefined);
        if (!cancelled) setResult((prev) => ({ chainId, resets, activity: kept(prev), status: { status: "error", message, offline: isRpcUnavailableError(error) } }));
      }
    })();
    return () => {
      cancelled = true;
    };
  }, [chainId, resets, head, headTime, pools, enabled, attempt]);

  // Figures of another chain, or of this chain before it was seen reset, are never shown.
  const current = result.chainId === chainId && result.resets === resets ? result : { status: { status: "loading" } as ActivityStatus, activity: undefined };
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const failedOffline = current.status.status === "error" && current.status.offline;
  useOutageRetry(chainId, failedOffline, current.status.status === "ready", retry);
  return { activity: current.activity, status: current.status, retry };
}
