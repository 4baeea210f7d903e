export { nextBlockTimestamp, transactionDeadline } from "./deadline";
export { calculateGasMargin, pickEstimatedRequest, type TransactionRequest, type TransactionSigner } from "./estimate";
export { isTransactionKind, TRANSACTION_KINDS, type TransactionKind } from "./kinds";
export { estimateThroughPipeline, sendThroughPipeline, type PipelineInput, type PipelineOptions, type PipelineWallet, type SentTransaction } from "./pipeline";
export { parseStoredSummary, renderSummary, summary, type SummaryDescriptor, type TransactionSummary } from "./summary";
export { waitForReceipt } from "./waitForReceipt";
