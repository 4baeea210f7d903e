import type { TransactionDetails } from "./types";

const MINUTE_MS = 60_000;

/**
 * Back-off for pending checks: every block at first; once pending over 5 minutes at least 3 blocks
 * apart; over 60 minutes at least 10 blocks apart. A long-pending transaction then costs little traffic.
 */
export function shouldCheck(latestBlockNumber: number, tx: Pick<TransactionDetails, "addedTime" | "receipt" | "lastCheckedBlockNumber" | "lost" | "spedUpTo">, now: number): boolean {
  if (tx.receipt || tx.lost || tx.spedUpTo) return false;
  if (!tx.lastCheckedBlockNumber) return true;
  const blocksSinceCheck = latestBlockNumber - tx.lastCheckedBlockNumber;
  if (blocksSinceCheck < 1) return false;
  const minutesPending = (now - tx.addedTime) / MINUTE_MS;
  if (minutesPending > 60) return blocksSinceCheck >= 10;
  if (minutesPending > 5) return blocksSinceCheck >= 3;
  return true;
}

/**
 * A transaction the node has never heard of for this many consecutive checks, and at least
 * DROP_MIN_AGE_MS old, was dropped or replaced by the wallet (e.g. "speed up" re-sends under a new hash):
 * it will never be mined under this hash, so it is finalized as dropped instead of staying pending forever.
 */
export const DROP_AFTER_MISSES = 5;
export const DROP_MIN_AGE_MS = 2 * MINUTE_MS;

export function isDropped(consecutiveMisses: number, addedTime: number, now: number): boolean {
  return consecutiveMisses >= DROP_AFTER_MISSES && now - addedTime >= DROP_MIN_AGE_MS;
}
