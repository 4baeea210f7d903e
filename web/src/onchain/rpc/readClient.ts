import type { FailoverTransport } from "./failoverTransport";

/** A JSON-RPC request as it travels (the id is the sender's; the client renumbers it on the wire). */
interface RpcPayload {
  jsonrpc?: string;
  id?: unknown;
  method: string;
  params?: unknown[] | Record<string, unknown>;
}

/** A JSON-RPC answer: the node's result, or its error object. */
interface RpcAnswer {
  jsonrpc?: string;
  id?: unknown;
  result?: unknown;
  error?: { code?: number; message?: string; data?: unknown };
}

/** The node answered a request with a JSON-RPC error (as opposed to no node answering: RpcUnavailableError). */
export class RpcAnswerError extends Error {
  readonly code: number | undefined;
  readonly data: unknown;
  constructor(
    readonly method: string,
    readonly error: NonNullable<RpcAnswer["error"]>,
  ) {
    super(`${method} failed: ${error.message ?? "JSON-RPC error"}`);
    this.name = "RpcAnswerError";
    this.code = error.code;
    this.data = error.data;
  }
}

/** When a request leaves: with the next batch (default), or at once on its own. */
export interface SendTiming {
  now?: boolean;
}

interface Pending {
  payload: RpcPayload;
  resolve(answer: RpcAnswer): void;
  reject(error: unknown): void;
}

/**
 * The app's read path to a chain: JSON-RPC over the chain's failover transport (URL order, chain id check,
 * timeouts, back-off, health reports), with requests made within `batchStallTimeMs` of each other sent as
 * one HTTP POST. It is small on purpose: the first paint's reads (block number, the multicall aggregate,
 * block 0 for the chain-reset check) need no ethers provider, whose code then loads after the first paint.
 * The ethers provider of the chain (onchain/providers) sends through this client too, so every read of a
 * chain shares one batch queue and one transport.
 */
export class RpcReadClient {
  private queue: Pending[] = [];
  private timer: ReturnType<typeof setTimeout> | undefined;
  private nextId = 1;

  constructor(
    readonly transport: FailoverTransport,
    private readonly batchStallTimeMs: number,
  ) {}

  /**
   * Sends one request; resolves with its result, rejects with RpcAnswerError or the transport's error. With `now` it
   * goes at once, on its own, instead of waiting for the batch: for a read whose moment of arrival at the node
   * matters (a node that serves one request at a time answers in that order).
   */
  async send(method: string, params: unknown[] = [], { now = false }: SendTiming = {}): Promise<unknown> {
    const payload = { jsonrpc: "2.0", method, params };
    const [answer] = now
      ? [await new Promise<RpcAnswer>((resolve, reject) => this.dispatch([{ payload, resolve, reject }]))]
      : await this.sendPayloads([payload]);
    if (answer.error) throw new RpcAnswerError(method, answer.error);
    return answer.result;
  }

  /**
   * Queues whole payloads and resolves with their answers in the same order and with the callers' own ids
   * (the adapter for ethers, which matches answers by id). A payload with no answer gets an error answer.
   */
  sendPayloads(payloads: RpcPayload[]): Promise<RpcAnswer[]> {
    return Promise.all(
      payloads.map(
        (payload) =>
          new Promise<RpcAnswer>((resolve, reject) => {
            this.queue.push({ payload, resolve, reject });
            this.timer ??= setTimeout(() => this.flush(), this.batchStallTimeMs);
          }),
      ),
    );
  }

  /** eth_call at the latest block; resolves with the return data. */
  async call(tx: { to: string; data: string }, timing: SendTiming = {}): Promise<string> {
    const result = await this.send("eth_call", [{ to: tx.to, data: tx.data }, "latest"], timing);
    if (typeof result !== "string") throw new Error("eth_call answered without return data");
    return result;
  }

  async getBlockNumber(timing: SendTiming = {}): Promise<number> {
    const result = await this.send("eth_blockNumber", [], timing);
    return toQuantity(result, "eth_blockNumber");
  }

  /** The hash of a block by number, undefined when the node does not have that block. */
  async getBlockHash(blockNumber: number, timing: SendTiming = {}): Promise<string | undefined> {
    const block = (await this.send("eth_getBlockByNumber", [`0x${blockNumber.toString(16)}`, false], timing)) as { hash?: unknown } | null;
    return typeof block?.hash === "string" ? block.hash : undefined;
  }

  private flush(): void {
    this.timer = undefined;
    const batch = this.queue;
    this.queue = [];
    if (batch.length > 0) this.dispatch(batch);
  }

  /** Sends `batch` as one HTTP POST and settles each request with its own answer. */
  private dispatch(batch: Pending[]): void {
    // Wire ids are the client's own: payloads from different senders (ethers counts from 1 too) share a batch.
    const wireIds = batch.map(() => this.nextId++);
    const wire = batch.map(({ payload }, i) => ({ jsonrpc: "2.0", id: wireIds[i], method: payload.method, params: payload.params ?? [] }));
    // One request travels as a plain object (as ethers sends it), several as a JSON-RPC batch.
    this.transport.send(wire.length === 1 ? wire[0] : wire).then(
      (answer) => {
        const answers = (Array.isArray(answer) ? answer : [answer]) as RpcAnswer[];
        const byId = new Map(answers.map((a) => [a?.id, a]));
        batch.forEach(({ payload, resolve }, i) => {
          // A single JSON-RPC error object for the whole batch (some nodes answer so) belongs to every request.
          const own = byId.get(wireIds[i]) ?? (answers.length === 1 && answers[0]?.error && answers[0].id == null ? answers[0] : undefined);
          const base = own ?? { error: { code: -32603, message: `no answer for ${payload.method} in the batch` } };
          resolve({ ...base, jsonrpc: "2.0", id: payload.id });
        });
      },
      (error: unknown) => batch.forEach(({ reject }) => reject(error)),
    );
  }
}

function toQuantity(value: unknown, method: string): number {
  if (typeof value !== "string" || !/^0x[0-9a-fA-F]+$/.test(value)) throw new Error(`${method} answered a malformed quantity`);
  return Number(BigInt(value));
}
