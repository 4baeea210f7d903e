/**
 * Reading the chain's history from its logs (scanned in chunks, cached per chain, block times shared), and
 * retrying a read after an RPC outage. The insight pages themselves load lazily, as entries of their own.
 */
export { exactBlockTimes } from "./logs/blockTimeCache";
export { addressTopic, decodeSwap, decodeSync, TOPICS } from "./logs/events";
export { syncLogs } from "./logs/logCache";
export { scanContext } from "./logs/scanContext";
export { DEFAULT_CHUNK_BLOCKS, HISTORY_SCAN_MIN_REQUESTS, scanLogs, type ScanWatch } from "./logs/scanLogs";
export { readPairs } from "./logs/pairs";
export { parseRpcLogs } from "./logs/rpcGetLogs";
export type { ScanSession } from "./logs/scanSession";
export type { GetLogs, LogQuery, RawLog } from "./logs/types";
export { useOutageRetry } from "./useOutageRetry";
export { estimateTimes } from "./logs/blockTimes";
export { knownBlockTimes, prefetchBlockTimes } from "./logs/blockTimeCache";
export { chainKey, queryKey } from "./logs/logCache";
export { markTimeline, TIMELINE } from "./logs/timeline";
export { memoryStore } from "./logs/store";
export { useChainScan } from "./useChainScan";
export { unminedTransactions } from "./activity/browserTransactions";
export { ExplorerSuffix, Muted, Row, Rows } from "./components";
export { shortHex } from "./format";
