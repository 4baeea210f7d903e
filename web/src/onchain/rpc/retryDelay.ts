/** Longest pause between retries of an unreachable chain: the banner never counts down from minutes. */
export const MAX_RETRY_DELAY_MS = 30_000;

/**
 * Pause before the next poll of a chain none of whose URLs answered, after `outages` failed polls in a
 * row: 2 s, 4 s, 8 s… (never below the normal polling interval) up to 30 s, so a dead node is not hammered
 * and a node that comes back is noticed soon.
 */
export function nextRetryDelayMs(outages: number, pollingIntervalMs: number): number {
  const grow = 2000 * 2 ** Math.max(0, Math.min(outages - 1, 10));
  return Math.min(Math.max(grow, pollingIntervalMs), MAX_RETRY_DELAY_MS);
}
