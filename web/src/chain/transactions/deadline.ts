/**
 * The router's deadline argument: now plus the user's deadline setting, in unix seconds. Computed here only, right
 * before sending, so a review screen left open does not send an already-stale deadline.
 */
export function transactionDeadline(nowMs: number, deadlineSeconds: number): bigint {
  return BigInt(Math.floor(nowMs / 1000) + deadlineSeconds);
}
