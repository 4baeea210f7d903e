export { transactionsReducer, addTransaction, clearAllTransactions } from "./slice";
export { TransactionUpdater } from "./TransactionUpdater";
export { TransactionPopup } from "./TransactionPopup";
export { useAllTransactions, useIsTransactionPending, useHasPendingApproval } from "./hooks";
export { isTransactionRecent, newTransactionsFirst } from "./selectors";
export type { TransactionDetails } from "./types";
export { useSendTransaction } from "./useSendTransaction";
