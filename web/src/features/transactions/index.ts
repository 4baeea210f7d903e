export { transactionsReducer, addTransaction, clearAllTransactions } from "./slice";
export { TransactionUpdater } from "./TransactionUpdater";
export { TransactionPopup } from "./TransactionPopup";
export { useTransactionAdder, useAllTransactions, useIsTransactionPending, useHasPendingApproval } from "./hooks";
export { isTransactionRecent, newTransactionsFirst } from "./selectors";
export type { TransactionDetails } from "./types";
