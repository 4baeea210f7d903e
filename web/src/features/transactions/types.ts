import type { PersistedLostTransaction, PersistedTransaction, PersistedTransactionReceipt } from "./sanitizeTransactions";

/** Transaction record; the same shape the shell's persistence stores and sanitizes. */
export type TransactionDetails = PersistedTransaction;
export type SerializableTransactionReceipt = PersistedTransactionReceipt;
export type LostTransaction = PersistedLostTransaction;

/** chainId → hash → record. */
export type TransactionState = { [chainId: number]: { [hash: string]: TransactionDetails } };
