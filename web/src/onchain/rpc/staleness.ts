import type { ChainHealth } from "./rpcHealth";

/** Data never counts as fresh for less than this, however fast the chain's blocks. */
export const MIN_STALE_AFTER_MS = 30_000;

type Env = Record<string, string | boolean | undefined>;

/**
 * How long a chain's reads stay trustworthy without a new answer: 3 block times, at least 30 s. The block
 * time is taken as the chain's polling interval (which follows the chain's pace); VITE_STALE_AFTER_MS_<id>
 * sets another threshold for one chain (e.g. a public chain with slow blocks).
 */
export function staleAfterMs(chain: { chainId: number; pollingIntervalMs: number }, env: Env = {}): number {
  const override = env[`VITE_STALE_AFTER_MS_${chain.chainId}`];
  if (typeof override === "string" && /^\d+$/.test(override.trim()) && Number(override) > 0) return Number(override);
  return Math.max(3 * chain.pollingIntervalMs, MIN_STALE_AFTER_MS);
}

/** When a currently fresh chain turns stale if nothing answers before then (undefined: never / already). */
export function staleAt(health: ChainHealth, thresholdMs: number): number | undefined {
  if (!health.reachable || health.lastOkAt === undefined) return undefined;
  return health.lastOkAt + thresholdMs + 1;
}
