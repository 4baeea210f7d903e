import { useState } from "react";
import { useRpcHealth } from "@/chain/rpc/useRpcHealth";

/**
 * How many times this chain's RPC came back (no URL answering → an answer again) while the page was open. The
 * insight pages re-run their scans when it changes: a scan that failed for lack of a node then recovers with the rest
 * of the app (after the "Can't reach" banner's Retry or its automatic retries), even when no new block arrives.
 */
export function useRecoveries(chainId: number): number {
  const { reachable } = useRpcHealth(chainId);
  const [seen, setSeen] = useState({ chainId, reachable, count: 0 });
  if (seen.chainId !== chainId) {
    setSeen({ chainId, reachable, count: 0 });
  } else if (seen.reachable !== reachable) {
    // Derived while rendering (React's pattern for state that follows a changing input): no extra effect pass.
    setSeen({ chainId, reachable, count: reachable ? seen.count + 1 : seen.count });
  }
  return seen.count;
}
