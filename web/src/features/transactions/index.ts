export { transactionsReducer, addTransaction, clearAllTransactions } from "./slice";
export { TransactionUpdater } from "./TransactionUpdater";
export { TransactionPopup } from "./TransactionPopup";
export { useAllTransactions, useHasPendingApproval } from "./hooks";
export { followTransaction, isListed, isPending, isTransactionRecent, newTransactionsFirst, transactionStatus, type TransactionStatus } from "./selectors";
export { replacementOutcomeKey } from "./replacementOutcome";
export type { TransactionDetails } from "./types";
export { useApproveCallback } from "./useApproveCallback";
export { callFingerprint } from "./callFingerprint";
export { AccountActivityProvider } from "./AccountActivityProvider";
export { finalizeTransaction } from "./slice";
export { useFeeEstimate, useWriteFlow } from "./write/useWriteFlow";
export { isAskingWallet, type WriteDescription, type WriteStage } from "./write/writeFlow";
export { approveCall } from "./write/approveWrite";
export { confirmationState, type ConfirmationView } from "./write/confirmationState";
/** The network-fee line of the confirm dialogs, loaded with the dialog rather than the page. */
export const loadNetworkFeeLine = () => import("./write/NetworkFeeLine");
export { sanitizeTransactions, TRANSACTIONS_STATE_VERSION, type PersistedLostTransaction } from "./sanitizeTransactions";
