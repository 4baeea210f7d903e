export { transactionsReducer, addTransaction, clearAllTransactions } from "./slice";
export { TransactionUpdater } from "./TransactionUpdater";
export { TransactionPopup } from "./TransactionPopup";
export { useAllTransactions, useIsTransactionPending, useHasPendingApproval } from "./hooks";
export { followTransaction, isListed, isPending, isTransactionRecent, newTransactionsFirst, transactionStatus, type TransactionStatus } from "./selectors";
export { replacementOutcomeKey } from "./replacementOutcome";
export type { TransactionDetails } from "./types";
export { useSendTransaction } from "./useSendTransaction";
