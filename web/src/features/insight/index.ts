/**
 * Reading the chain's history from its logs (scanned in chunks, cached per chain, block times shared), and
 * retrying a read after an RPC outage. The insight pages themselves load lazily, as entries of their own.
 */
export { exactBlockTime } from "./logs/blockTimeCache";
export { addressTopic, decodeSwap, decodeSync, TOPICS } from "./logs/events";
export { syncLogs } from "./logs/logCache";
export { scanContext } from "./logs/scanContext";
export { scanLogs } from "./logs/scanLogs";
export type { ScanSession } from "./logs/scanSession";
export type { GetLogs, LogQuery, RawLog } from "./logs/types";
export { useOutageRetry } from "./useOutageRetry";
