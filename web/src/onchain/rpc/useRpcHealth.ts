import { useEffect, useState, useSyncExternalStore } from "react";
import { getChainInfo } from "@/networks";
import { useActiveChainId } from "../useActiveChainId";
import { rpcHealth, type ChainHealth } from "./rpcHealth";
import { staleAfterMs, staleAt } from "./staleness";

export function useRpcHealth(chainId?: number): ChainHealth {
  const active = useActiveChainId();
  const id = chainId ?? active;
  return useSyncExternalStore(rpcHealth.subscribe, () => rpcHealth.get(id));
}

/**
 * True while the active chain's data may be out of date (RPC unreachable, or no answer within the chain's
 * threshold). Quotes show "Price may be out of date" and the actions that would use that data (swap,
 * supply, remove, migrate, approve) stay disabled until an answer arrives.
 */
export function useChainDataStale(chainId?: number): boolean {
  const active = useActiveChainId();
  const id = chainId ?? active;
  const health = useRpcHealth(id);
  const chain = getChainInfo(id);
  const threshold = chain ? staleAfterMs(chain, import.meta.env as Record<string, string>) : Infinity;
  // Turns stale exactly when the quiet period crosses the threshold; a newer answer moves `at` and clears it.
  const at = staleAt(health, threshold);
  const [expiredAt, setExpiredAt] = useState<number | undefined>(undefined);
  useEffect(() => {
    if (at === undefined || !Number.isFinite(at)) return;
    const timer = setTimeout(() => setExpiredAt(at), Math.max(at - Date.now(), 0));
    return () => clearTimeout(timer);
  }, [at]);
  if (!chain) return false;
  return !health.reachable || (at !== undefined && expiredAt === at);
}
