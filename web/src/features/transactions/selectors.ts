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
  return tx !== undefined && !tx.receipt && !tx.lost && !tx.spedUpTo;
}

/** A record the lists show: not the pointer a speed-up leaves under the old hash. */
export function isListed(tx: TransactionDetails): boolean {
  return !tx.spedUpTo;
}

/** The record of the transaction sent as `hash`, following speed-ups to the hash it now goes by. */
export function followTransaction(txs: { [hash: string]: TransactionDetails } | undefined, hash: string | undefined): TransactionDetails | undefined {
  let tx = hash ? txs?.[hash] : undefined;
  // Bounded: a wallet speeds a transaction up a few times at most; a cycle in stored data must not hang the page.
  for (let hops = 0; tx?.spedUpTo && hops < 10; hops++) tx = txs?.[tx.spedUpTo];
  return tx;
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
