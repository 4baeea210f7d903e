import { useCallback, useEffect, useRef, useState } from "react";
import { useBlockNumber } from "@/onchain/blockNumber";
import { isRpcUnavailableError } from "@/onchain/rpc";
import { scanContext, type PageScanContext } from "./logs/scanContext";
import { useOutageRetry } from "./useOutageRetry";

/** What a page shows of its scan: nothing yet, the failure of a scan that had nothing to show, or data. */
export type ScanState<T> =
  | { status: "loading" }
  | { status: "error"; message: string; offline: boolean }
  | { status: "ready"; data: T; head: number };

/**
 * A page's data read from the chain's logs, again at every new block (the scan context reads only the blocks it
 * has not read yet). `inputs` names what the data is of (the account, the pair); undefined means there is nothing to
 * read yet. A scan whose inputs changed while it ran is dropped. A failed scan keeps the data already shown; one
 * that failed because no node answered runs again when the chain is back or the outage banner's Retry is pressed.
 * `load` may be a new function at every render: the latest one is used.
 */
export function useChainScan<T>(
  chainId: number,
  inputs: string | undefined,
  load: (ctx: PageScanContext) => Promise<T>,
): { state: ScanState<T>; head: number | undefined; retry: () => void } {
  const head = useBlockNumber(chainId);
  const [attempt, setAttempt] = useState(0);
  const key = inputs === undefined ? undefined : `${chainId}:${inputs}`;
  const [result, setResult] = useState<{ key: string | undefined; state: ScanState<T> }>({ key: undefined, state: { status: "loading" } });
  const loadRef = useRef(load);
  useEffect(() => {
    loadRef.current = load;
  });

  useEffect(() => {
    if (key === undefined || head === undefined) return;
    let cancelled = false;
    (async () => {
      try {
        const data = await loadRef.current(await scanContext(chainId, head));
        if (!cancelled) setResult({ key, state: { status: "ready", data, head } });
      } catch (error) {
        console.debug(`insight: scan of ${key} failed`, error);
        const message = error instanceof Error ? error.message : String(error);
        const failed: ScanState<T> = { status: "error", message, offline: isRpcUnavailableError(error) };
        if (!cancelled) setResult((prev) => (prev.key === key && prev.state.status === "ready" ? prev : { key, state: failed }));
      }
    })();
    return () => {
      cancelled = true;
    };
  }, [chainId, key, head, attempt]);

  const state: ScanState<T> = key !== undefined && result.key === key ? result.state : { status: "loading" };
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  useOutageRetry(chainId, state.status === "error" && state.offline, state.status === "ready", retry);
  return { state, head, retry };
}
