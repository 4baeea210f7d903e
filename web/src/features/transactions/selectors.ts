import type { TransactionDetails } from "./types";

export const RECENT_TRANSACTION_MS = 24 * 60 * 60 * 1000;

/** The recent list shows transactions added within the last 24 hours. */
export function isTransactionRecent(tx: Pick<TransactionDetails, "addedTime">, now: number = Date.now()): boolean {
  return now - tx.addedTime < RECENT_TRANSACTION_MS;
}

export function newTransactionsFirst(a: TransactionDetails, b: TransactionDetails): number {
  return b.addedTime - a.addedTime;
}

export function isPending(tx: TransactionDetails | undefined): boolean {
  return tx !== undefined && !tx.receipt && !tx.lost;
}

export type TransactionStatus = "pending" | "success" | "failed" | "replaced" | "dropped";

/** What the transactions list and toasts say about a record. */
export function transactionStatus(tx: Pick<TransactionDetails, "receipt" | "lost">): TransactionStatus {
  if (tx.receipt) return tx.receipt.status === 0 ? "failed" : "success";
  if (tx.lost) return tx.lost.reason;
  return "pending";
}

/** A recent unconfirmed approve(spender) of this token: its approval state is PENDING. */
export function hasPendingApproval(
  txs: { [hash: string]: TransactionDetails } | undefined,
  tokenAddress: string | undefined,
  spender: string | undefined,
  now: number = Date.now(),
): boolean {
  if (!txs || !tokenAddress || !spender) return false;
  return Object.values(txs).some(
    (tx) =>
      isPending(tx) &&
      isTransactionRecent(tx, now) &&
      tx.approval !== undefined &&
      tx.approval.tokenAddress.toLowerCase() === tokenAddress.toLowerCase() &&
      tx.approval.spender.toLowerCase() === spender.toLowerCase(),
  );
}

/** A popup's success flag: status 1 or absent (pre-Byzantium receipts) is success. */
export function receiptSucceeded(receipt: { status?: number | null }): boolean {
  return receipt.status === undefined || receipt.status === null || receipt.status === 1;
}
