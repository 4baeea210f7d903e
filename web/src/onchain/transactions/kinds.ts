/** What a sent transaction does: recorded with it, so lists and toasts can say so without parsing summaries. */
const TRANSACTION_KINDS = ["swap", "wrap", "approve", "addLiquidity", "removeLiquidity", "migrate", "removeV1", "revoke", "other"] as const;
export type TransactionKind = (typeof TRANSACTION_KINDS)[number];

export function isTransactionKind(value: unknown): value is TransactionKind {
  return typeof value === "string" && (TRANSACTION_KINDS as readonly string[]).includes(value);
}
