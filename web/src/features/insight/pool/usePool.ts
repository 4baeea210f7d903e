import { useEffect, useState } from "react";
import { useBlockNumber } from "@/chain/blockNumber";
import { useRecoveries } from "../useRecoveries";
import { scanContext } from "../logs/scanContext";
import { loadPool, type PoolData } from "./loadPool";

export type PoolState = { status: "loading" } | { status: "error"; message: string } | { status: "ready"; data: PoolData; head: number };

/** A pair's history from its logs: cold from the deployment block once, then each new block's logs only. */
export function usePool(chainId: number, pair: string | undefined): { state: PoolState; retry: () => void } {
  const head = useBlockNumber(chainId);
  const [attempt, setAttempt] = useState(0);
  // A scan that failed while no node answered runs again when the chain is back.
  const recoveries = useRecoveries(chainId);
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
        if (!cancelled) setResult((prev) => (prev.key === key && prev.state.status === "ready" ? prev : { key, state: { status: "error", message } }));
      }
    })();
    return () => {
      cancelled = true;
    };
  }, [chainId, pair, head, attempt, recoveries, key]);

  return { state: result.key === key ? result.state : { status: "loading" }, retry: () => setAttempt((n) => n + 1) };
}
