import { MAX_IN_FLIGHT } from "./scanLogs";
import { markTimeline, TIMELINE } from "./timeline";
import type { GetLogs, LogQuery, RawLog } from "./types";

/** The one sender method the scanner needs (see transportSender, which sends through the chain's transport). */
export interface RpcSender {
  send(method: string, params: unknown[]): Promise<unknown>;
}

/** Block reads issued together (timestamps) share one JSON-RPC batch of at most this many: public nodes cap batch sizes. */
export const INSIGHT_READ_BATCH_MAX_COUNT = 16;

/**
 * Longest wait for one eth_getLogs answer before its URL counts as failed: a public node may take many seconds over a
 * large range (much longer than a small read's limit), while a URL that truly hangs must still fail the scan over or
 * fail it (it can then be retried), never hang it.
 */
export const LOG_REQUEST_TIMEOUT_MS = 60_000;

/** One call's answer in a batch: its result, or the node's error for it. */
export type BatchAnswer = { result: unknown } | { error: Error };

/** Sends calls as one JSON-RPC batch; answers in the calls' order. */
export type RpcBatch = (calls: Array<{ method: string; params: unknown[] }>) => Promise<BatchAnswer[]>;

const toQuantity = (n: number) => `0x${n.toString(16)}`;

interface RpcLogJson {
  blockNumber: string;
  logIndex: string;
  transactionHash: string;
  address: string;
  topics: string[];
  data: string;
  removed?: boolean;
}

/** Converts one JSON-RPC log; throws on a malformed answer rather than storing garbage in the cache. */
function parseRpcLog(raw: unknown): RawLog {
  const l = raw as RpcLogJson;
  if (!l || typeof l.blockNumber !== "string" || typeof l.transactionHash !== "string" || !Array.isArray(l.topics) || typeof l.data !== "string") {
    throw new Error("Malformed log in eth_getLogs answer");
  }
  return {
    blockNumber: Number(l.blockNumber),
    logIndex: Number(l.logIndex),
    transactionHash: l.transactionHash.toLowerCase(),
    address: String(l.address).toLowerCase(),
    topics: l.topics.map((t) => String(t).toLowerCase()),
    data: l.data,
  };
}

/**
 * eth_getLogs through raw JSON-RPC (not an ethers provider's getLogs): the scanner handles thousands of logs and
 * needs none of ethers' Log objects, and the node's refusal message reaches isRangeTooLargeError unchanged. `limit` is the request limit it shares (by default, the sender's own); `urgent`
 * requests go ahead of the others waiting for it (see Limiter).
 */
export function rpcGetLogs(provider: RpcSender, limit: Limiter = requestLimiter(provider), urgent = false): GetLogs {
  return async (query: LogQuery, fromBlock: number, toBlock: number) => {
    const answer = await limit(() => {
      markTimeline(TIMELINE.getLogsSent);
      return provider.send("eth_getLogs", [{ address: query.address, topics: query.topics, fromBlock: toQuantity(fromBlock), toBlock: toQuantity(toBlock) }]);
    }, urgent);
    markTimeline(TIMELINE.getLogsAnswered);
    // Converted after the request slot is free: the next request is on its way to the node meanwhile.
    return parseRpcLogs(answer);
  };
}

/** An eth_getLogs result as the scanner keeps it (removed logs left out); throws on a malformed answer. */
export function parseRpcLogs(answer: unknown): RawLog[] {
  if (!Array.isArray(answer)) throw new Error("eth_getLogs did not answer a list");
  return answer.filter((l) => !(l as RpcLogJson).removed).map(parseRpcLog);
}

/**
 * Runs a request when one of the shared slots is free. `urgent` requests wait ahead of the others: the small reads
 * the rest depends on (the pairs' scan, block timestamps), which would otherwise queue behind a long scan's chunks.
 */
export type Limiter = <T>(task: () => Promise<T>, urgent?: boolean) => Promise<T>;

const limiters = new WeakMap<object, Limiter>();

/**
 * At most MAX_IN_FLIGHT requests per owner (one per chain's RPC) in total, also when several scans (pairs,
 * activity, a pool) and their timestamp reads run at once: each scan limits itself, this limits them together.
 */
export function requestLimiter(owner: object): Limiter {
  const existing = limiters.get(owner);
  if (existing) return existing;
  let active = 0;
  const first: Array<() => void> = [];
  const waiting: Array<() => void> = [];
  const limit: Limiter = async (task, urgent = false) => {
    if (active >= MAX_IN_FLIGHT) await new Promise<void>((resolve) => (urgent ? first : waiting).push(resolve));
    else active++;
    try {
      return await task();
    } finally {
      const next = first.shift() ?? waiting.shift();
      if (next) next();
      else active--;
    }
  };
  limiters.set(owner, limit);
  return limit;
}
