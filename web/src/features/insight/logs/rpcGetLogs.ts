import { MAX_IN_FLIGHT } from "./scanLogs";
import type { GetLogs, LogQuery, RawLog } from "./types";

/** The one provider method the scanner needs (an ethers JsonRpcProvider has it). */
export interface RpcSender {
  send(method: string, params: unknown[]): Promise<unknown>;
}

/**
 * The insight reads use their own provider with no batching delay: the app's 50 ms stall (meant to merge many
 * small per-block reads) would add 50 ms to every round. Reads issued together (block timestamps, allowances)
 * still share one HTTP request, up to this many.
 */
export const INSIGHT_BATCH_STALL_MS = 0;
/** Kept small because public nodes cap batch sizes. */
export const INSIGHT_READ_BATCH_MAX_COUNT = 16;

/** Longest wait for one answer: a stalled request must fail the scan (which can be retried), never hang it. */
const REQUEST_TIMEOUT_MS = 120_000;

/**
 * JSON-RPC over the platform's fetch, one call per request, for the large getLogs answers: the response is decoded
 * by the platform's native JSON parser. (ethers' FetchRequest decodes UTF-8 one byte at a time in JavaScript,
 * which on a cold scan of thousands of logs cost more than the requests themselves.) A node's error reaches the
 * caller as `{ error: { code, message } }`, like ethers' errors, so range refusals are still recognised.
 */
export function fetchRpcSender(url: string): RpcSender {
  let id = 0;
  return {
    async send(method: string, params: unknown[]): Promise<unknown> {
      const response = await fetch(url, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ jsonrpc: "2.0", id: ++id, method, params }),
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      let body: { result?: unknown; error?: { code?: number; message?: string; data?: unknown } };
      try {
        body = (await response.json()) as typeof body;
      } catch {
        throw new Error(`${method}: HTTP ${response.status} without a JSON-RPC answer`);
      }
      if (body && typeof body === "object" && body.error) {
        throw Object.assign(new Error(`${method}: ${body.error.message ?? "JSON-RPC error"}`), { error: body.error });
      }
      if (!response.ok) throw new Error(`${method}: HTTP ${response.status}`);
      return body?.result;
    },
  };
}

/** One call's answer in a batch: its result, or the node's error for it. */
export type BatchAnswer = { result: unknown } | { error: Error };

/** Sends calls as one JSON-RPC batch; answers in the calls' order. */
export type RpcBatch = (calls: Array<{ method: string; params: unknown[] }>) => Promise<BatchAnswer[]>;

/**
 * JSON-RPC batches over the platform's fetch, for the block reads around a scan: blocks are kilobytes of hex each,
 * which ethers' provider decodes one byte at a time (see fetchRpcSender). Throws when the node answers the batch
 * as a whole with an error or not at all (some nodes refuse batches); callers then ask one call at a time.
 */
export function fetchRpcBatch(url: string): RpcBatch {
  let id = 0;
  return async (calls) => {
    const first = id + 1;
    const body = calls.map((c) => ({ jsonrpc: "2.0", id: ++id, method: c.method, params: c.params }));
    const response = await fetch(url, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body), signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
    const answer = (await response.json().catch(() => undefined)) as unknown;
    if (!Array.isArray(answer)) {
      const message = (answer as { error?: { message?: string } } | undefined)?.error?.message ?? `HTTP ${response.status}`;
      throw new Error(`JSON-RPC batch refused: ${message}`);
    }
    const byId = new Map<number, { result?: unknown; error?: { message?: string } }>();
    for (const a of answer as Array<{ id?: unknown; result?: unknown; error?: { message?: string } }>) if (a && typeof a.id === "number") byId.set(a.id, a);
    return calls.map((c, i) => {
      const a = byId.get(first + i);
      if (!a) return { error: new Error(`${c.method}: no answer in the batch`) };
      if (a.error) return { error: Object.assign(new Error(`${c.method}: ${a.error.message ?? "JSON-RPC error"}`), { error: a.error }) };
      return { result: a.result };
    });
  };
}

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
export function parseRpcLog(raw: unknown): RawLog {
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
 * eth_getLogs through raw JSON-RPC (not provider.getLogs; see fetchRpcSender for the sender the app uses): the
 * scanner handles thousands of logs and needs none of ethers' Log objects, and the node's refusal message reaches
 * isRangeTooLargeError unchanged. `limit` is the request limit it shares (by default, the sender's own); `urgent`
 * requests go ahead of the others waiting for it (see Limiter).
 */
export function rpcGetLogs(provider: RpcSender, limit: Limiter = requestLimiter(provider), urgent = false): GetLogs {
  return (query: LogQuery, fromBlock: number, toBlock: number) =>
    limit(async () => {
      const answer = await provider.send("eth_getLogs", [
        { address: query.address, topics: query.topics, fromBlock: toQuantity(fromBlock), toBlock: toQuantity(toBlock) },
      ]);
      if (!Array.isArray(answer)) throw new Error("eth_getLogs did not answer a list");
      return answer.filter((l) => !(l as RpcLogJson).removed).map(parseRpcLog);
    }, urgent);
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
