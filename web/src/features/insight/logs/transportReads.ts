import type { SendOptions } from "@/onchain/rpc/failoverTransport";
import type { BatchAnswer, RpcBatch, RpcSender } from "./rpcGetLogs";

/**
 * What the scans need of a chain's transport (onchain/rpc/failoverTransport: URL order, chain id check, failover,
 * back-off, health reports). Bodies go out as they are and the answer comes back parsed by the platform's JSON.parse,
 * which matters for getLogs and block answers of hundreds of kilobytes.
 */
export interface JsonRpcTransport {
  send(body: unknown, options?: SendOptions): Promise<unknown>;
}

interface Answer {
  id?: unknown;
  result?: unknown;
  error?: { code?: number; message?: string; data?: unknown };
}

/** The node's JSON-RPC error as the scanner's callers see it: a message, and the node's error object under `error`. */
function answerError(method: string, error: NonNullable<Answer["error"]>): Error {
  return Object.assign(new Error(`${method}: ${error.message ?? "JSON-RPC error"}`), { error });
}

/**
 * One call per request, straight through the transport: no batching stall (the read client's 50 ms queue would add
 * 50 ms to every round of a scan). A JSON-RPC error answer is thrown as `{ message, error }`, so isRangeTooLargeError
 * sees the node's refusal; no URL answering throws the transport's RpcUnavailableError.
 */
export function transportSender(transport: JsonRpcTransport, options: SendOptions = {}): RpcSender {
  let id = 0;
  return {
    async send(method, params) {
      const answer = (await transport.send({ jsonrpc: "2.0", id: ++id, method, params }, options)) as Answer | Answer[];
      // The transport only hands back JSON-RPC answers; a list here would be a node that wraps single calls.
      const own = Array.isArray(answer) ? answer[0] : answer;
      if (own?.error) throw answerError(method, own.error);
      return own?.result;
    },
  };
}

/**
 * Calls as one JSON-RPC array body through the transport, answers matched by id in the calls' order. Throws when the
 * node answers the batch as a whole with an error (some nodes refuse batches): callers then ask one call at a time.
 */
export function transportBatch(transport: JsonRpcTransport, options: SendOptions = {}): RpcBatch {
  let id = 0;
  return async (calls): Promise<BatchAnswer[]> => {
    const first = id + 1;
    const body = calls.map((c) => ({ jsonrpc: "2.0", id: ++id, method: c.method, params: c.params }));
    const answer = (await transport.send(body, options)) as Answer | Answer[];
    if (!Array.isArray(answer)) throw new Error(`JSON-RPC batch refused: ${answer?.error?.message ?? "not a list of answers"}`);
    const byId = new Map<number, Answer>();
    for (const a of answer) if (a && typeof a.id === "number") byId.set(a.id, a);
    return calls.map((c, i) => {
      const a = byId.get(first + i);
      if (!a) return { error: new Error(`${c.method}: no answer in the batch`) };
      if (a.error) return { error: answerError(c.method, a.error) };
      return { result: a.result };
    });
  };
}
