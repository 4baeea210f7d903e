export { nextBlockTimestamp, transactionDeadline } from "./deadline";
export { calculateGasMargin, pickEstimatedRequest, type TransactionRequest, type TransactionSigner } from "./estimate";
export { isTransactionKind, type TransactionKind } from "./kinds";
export { estimateThroughPipeline, sendThroughPipeline, type PipelineInput, type PipelineWallet, type SentTransaction } from "./pipeline";
export { parseStoredSummary, renderSummary, summary, type SummaryDescriptor, type TransactionSummary } from "./summary";
export { waitForReceipt } from "./waitForReceipt";
