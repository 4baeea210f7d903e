import { useEffect, useRef } from "react";
import { getChainInfo } from "@/networks";
import { nextRetryDelayMs, rpcHealth, useRpcHealth } from "@/onchain/rpc";

/**
 * Runs `retry` for a page whose scan failed because no RPC URL of the chain answered (`offline`): at once when the
 * "Can't reach" banner's Retry is pressed, and on its own once the chain answers again (the block poll keeps trying),
 * even when no new block arrives to start a scan. Automatic retries of one failure are spaced like the block poll's
 * (2 s, 4 s… up to 30 s), so a node that answers small reads but keeps failing log queries is not hammered.
 * `succeeded` (the page shows data) starts the spacing over. `retry` must be stable (useCallback).
 */
export function useOutageRetry(chainId: number, offline: boolean, succeeded: boolean, retry: () => void): void {
  const { reachable } = useRpcHealth(chainId);
  const tries = useRef(0);

  // Only a success ends the spacing: a page that shows its progress line between tries is still failing.
  useEffect(() => {
    if (succeeded) tries.current = 0;
  }, [succeeded]);

  useEffect(() => {
    if (!offline) return;
    return rpcHealth.onRetryRequested((id) => {
      if (id === chainId) retry();
    });
  }, [offline, chainId, retry]);

  useEffect(() => {
    if (!offline || !reachable) return;
    const pollingIntervalMs = getChainInfo(chainId)?.pollingIntervalMs ?? 0;
    // The first retry after the chain is back runs at once; later ones of the same failure wait longer each time.
    const delay = tries.current === 0 ? 0 : nextRetryDelayMs(tries.current, pollingIntervalMs);
    // Counted when it runs: a retry cancelled before its time (the chain went away again) was never made.
    const timer = setTimeout(() => {
      tries.current += 1;
      retry();
    }, delay);
    return () => clearTimeout(timer);
  }, [offline, reachable, chainId, retry]);
}
