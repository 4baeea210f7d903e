import { useCallback, useEffect, useState } from "react";
import { useBlockNumber } from "@/chain/blockNumber";
import { isRpcUnavailableError } from "@/chain/rpc/failoverTransport";
import { useOutageRetry } from "../useOutageRetry";
import { scanContext } from "../logs/scanContext";
import { loadPool, type PoolData } from "./loadPool";

export type PoolState = { status: "loading" } | { status: "error"; message: string; offline: boolean } | { status: "ready"; data: PoolData; head: number };

/** A pair's history from its logs: cold from the deployment block once, then each new block's logs only. */
export function usePool(chainId: number, pair: string | undefined): { state: PoolState; retry: () => void } {
  const head = useBlockNumber(chainId);
  const [attempt, setAttempt] = useState(0);
  const key = `${chainId}:${pair ?? ""}`;
  const [result, setResult] = useState<{ key: string; state: PoolState }>({ key: "", state: { status: "loading" } });

  useEffect(() => {
    if (!pair || head === undefined) return;
    let cancelled = false;
    (async () => {
      try {
        const ctx = await scanContext(chainId, head);
        const data = await loadPool(ctx, pair);
        if (!cancelled) setResult({ key, state: { status: "ready", data, head } });
      } catch (error) {
        console.debug("insight: pool scan failed", error);
        const message = error instanceof Error ? error.message : String(error);
        if (!cancelled) setResult((prev) => (prev.key === key && prev.state.status === "ready" ? prev : { key, state: { status: "error", message, offline: isRpcUnavailableError(error) } }));
      }
    })();
    return () => {
      cancelled = true;
    };
  }, [chainId, pair, head, attempt, key]);

  const state: PoolState = result.key === key ? result.state : { status: "loading" };
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  // A scan that failed because no node answered runs again when the chain is back (or the banner's Retry is pressed).
  useOutageRetry(chainId, state.status === "error" && state.offline, state.status === "ready", retry);
  return { state, retry };
}
