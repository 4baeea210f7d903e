import { isListed, isTransactionRecent, transactionStatus, type TransactionStatus } from "../../transactions";
import type { TransactionDetails } from "../../transactions";

interface UnminedTransaction {
  tx: TransactionDetails;
  status: Exclude<TransactionStatus, "success" | "failed">;
}

/**
 * The account's transactions sent from this browser on `chainId` that no block holds: pending ones, and those
 * dropped or replaced in the last 24 hours (older ones are history the chain no longer explains). Newest first;
 * the activity page shows them above what the logs say. A sped-up transaction shows once, under its new hash.
 */
export function unminedTransactions(all: Record<string, TransactionDetails>, chainId: number, account: string | undefined, now = Date.now()): UnminedTransaction[] {
  if (!account) return [];
  const me = account.toLowerCase();
  const out: UnminedTransaction[] = [];
  for (const tx of Object.values(all)) {
    if (tx.chainId !== chainId || tx.from.toLowerCase() !== me || !isListed(tx)) continue;
    const status = transactionStatus(tx);
    if (status === "pending" || ((status === "dropped" || status === "replaced") && isTransactionRecent(tx, now))) out.push({ tx, status });
  }
  return out.sort((a, b) => b.tx.addedTime - a.tx.addedTime);
}
