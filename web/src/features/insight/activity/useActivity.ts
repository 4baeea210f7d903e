import { useCallback, useEffect, useState } from "react";
import { useBlockNumber } from "@/chain/blockNumber";
import { isRpcUnavailableError } from "@/chain/rpc/failoverTransport";
import { useOutageRetry } from "../useOutageRetry";
import type { PairInfo } from "../logs/events";
import type { BlockTime } from "../logs/blockTimes";
import { scanContext, startBlockOf } from "../logs/scanContext";
import type { ActivityItem } from "./groupActivity";
import { loadActivity } from "./loadActivity";

export type ActivityState =
  | { status: "idle" }
  | { status: "scanning"; from: number; to: number }
  | { status: "error"; message: string; offline: boolean }
  | { status: "ready"; items: ActivityItem[]; pairs: Map<string, PairInfo>; times: Map<number, BlockTime>; to: number };

/**
 * The account's activity on a chain, rebuilt from logs: a cold scan from the deployment block the first time,
 * then only each new block's logs (the chain layer's block number drives it). `retry` runs it again after an error.
 */
export function useActivity(chainId: number, account: string | undefined): { state: ActivityState; retry: () => void } {
  const head = useBlockNumber(chainId);
  const [attempt, setAttempt] = useState(0);
  const [result, setResult] = useState<{ key: string; state: ActivityState }>({ key: "", state: { status: "idle" } });
  const key = `${chainId}:${account?.toLowerCase() ?? ""}`;

  useEffect(() => {
    if (!account || head === undefined) return;
    let cancelled = false;
    const run = async () => {
      // Keep showing what we have while new blocks are read; show the progress line only when nothing is shown yet.
      setResult((prev) => (prev.key === key && prev.state.status === "ready" ? prev : { key, state: { status: "scanning", from: safeStart(chainId), to: head } }));
      try {
        const ctx = await scanContext(chainId, head);
        const { items, pairs, times } = await loadActivity(ctx, account);
        if (!cancelled) setResult({ key, state: { status: "ready", items, pairs, times, to: head } });
      } catch (error) {
        console.debug("insight: activity scan failed", error);
        const message = error instanceof Error ? error.message : String(error);
        if (!cancelled) setResult((prev) => (prev.key === key && prev.state.status === "ready" ? prev : { key, state: { status: "error", message, offline: isRpcUnavailableError(error) } }));
      }
    };
    void run();
    return () => {
      cancelled = true;
    };
  }, [chainId, account, head, attempt, key]);

  const state: ActivityState = result.key === key ? result.state : { status: "idle" };
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  // A scan that failed because no node answered runs again when the chain is back (or the banner's Retry is pressed).
  useOutageRetry(chainId, state.status === "error" && state.offline, state.status === "ready", retry);
  return { state, retry };
}

function safeStart(chainId: number): number {
  try {
    return startBlockOf(chainId);
  } catch {
    return 0;
  }
}
