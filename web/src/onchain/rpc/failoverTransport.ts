import { errorChain } from "../errors";
import { parseRetryAfter } from "./retryAfter";

/** A read that no URL of the chain could answer: network error, timeout, 5xx, 429 or garbage from all. */
export class RpcUnavailableError extends Error {
  readonly code = "RPC_UNAVAILABLE";
  constructor(
    readonly chainId: number,
    readonly causes: string[],
  ) {
    super(`No RPC URL of chain ${chainId} answered (${causes.join("; ")})`);
    this.name = "RpcUnavailableError";
  }
}

/**
 * Whether no URL of the chain answered, also when another layer wrapped that failure (the multicall fetch keeps it
 * as the `cause` of its RetryableError): missing it there made the block poll retry every second with no countdown
 * in the banner.
 */
export function isRpcUnavailableError(error: unknown): boolean {
  for (const e of errorChain(error)) if (e instanceof RpcUnavailableError || e.code === "RPC_UNAVAILABLE") return true;
  return false;
}

export interface TransportEvents {
  onOk?(url: string): void;
  onAllFailed?(causes: string[]): void;
  onWrongChain?(url: string, reportedChainId: number): void;
}

export interface TransportOptions {
  /** Per-request limit: a node that hangs must not freeze the app's reads. */
  timeoutMs?: number;
  /** First pause before a failed URL is tried again; doubles per failure up to maxBackoffMs. */
  baseBackoffMs?: number;
  maxBackoffMs?: number;
  fetchFn?: typeof fetch;
  now?: () => number;
}

const DEFAULT_RPC_TIMEOUT_MS = 8000;

/** Options of one `send`, for callers whose requests differ from the app's small reads. */
export interface SendOptions {
  /**
   * This request's time limit instead of the transport's: a log scan's eth_getLogs may take a public node longer
   * than a small read, and is not a sign that the URL is dead.
   */
  timeoutMs?: number;
  /**
   * A JSON-RPC error that arrives with HTTP 5xx and that this accepts is the node's answer, not a URL failure.
   * (Some nodes answer a log query they find too large with HTTP 5xx and the reason in a JSON-RPC error: failing
   * over would only repeat the refusal elsewhere and park every URL; the caller narrows the range instead.)
   */
  acceptServerError?: (error: { code?: unknown; message?: unknown }) => boolean;
}

interface UrlState {
  url: string;
  /** Chain id check: undefined = not yet asked, a promise while asking, true once it matched. */
  verified?: true | Promise<void>;
  /** Set once the URL reported another chain id: never used again. */
  refusedChainId?: number;
  backoffUntil: number;
  failures: number;
}

/** A failure that should move on to the next URL (as opposed to a JSON-RPC error, which is an answer). */
class UrlFailure extends Error {
  constructor(
    message: string,
    readonly retryAfterMs?: number,
  ) {
    super(message);
  }
}

/** What a body that is not JSON parses to (see post). */
const NOT_JSON = Symbol("not JSON");

function isJsonRpcResponse(value: unknown): boolean {
  const one = (v: unknown) => typeof v === "object" && v !== null && ("result" in v || "error" in v);
  return Array.isArray(value) ? value.every(one) : one(value);
}

/**
 * Sends JSON-RPC bodies to an ordered list of URLs of one chain. Each URL's chain id is checked once
 * before its first use (a URL of another chain is refused for good). A request goes to the last URL that
 * answered, else down the list; network errors, timeouts, HTTP 5xx, 429 (honouring Retry-After) and
 * unparseable answers fail over to the next URL and park the failed one for a growing pause. While a
 * lower-priority URL serves, a parked earlier URL is probed in the background once its pause is over and
 * takes over again when it answers.
 */
export class FailoverTransport {
  private readonly urls: UrlState[];
  private preferred = 0;
  private readonly timeoutMs: number;
  /** Requests with a longer limit than timeoutMs under way, per URL (see post). */
  private readonly longPending = new Map<string, number>();
  private readonly baseBackoffMs: number;
  private readonly maxBackoffMs: number;
  private readonly fetchFn: typeof fetch;
  private readonly now: () => number;
  private probing = false;
  private nextId = 1;

  constructor(
    readonly chainId: number,
    urls: string[],
    private readonly events: TransportEvents = {},
    options: TransportOptions = {},
  ) {
    if (urls.length === 0) throw new Error(`No RPC URL for chain ${chainId}`);
    this.urls = urls.map((url) => ({ url, backoffUntil: 0, failures: 0 }));
    this.timeoutMs = options.timeoutMs ?? DEFAULT_RPC_TIMEOUT_MS;
    this.baseBackoffMs = options.baseBackoffMs ?? 2000;
    this.maxBackoffMs = options.maxBackoffMs ?? 60_000;
    this.fetchFn = options.fetchFn ?? ((input, init) => globalThis.fetch(input, init));
    this.now = options.now ?? Date.now;
  }

  /**
   * Whether a request with a longer limit than the transport's (a log scan's eth_getLogs) is under way on any URL: the
   * node is then busy with the page's own heavy reads, and a node that answers one request at a time serves anything
   * sent now after them.
   */
  hasLongRequestPending(): boolean {
    for (const count of this.longPending.values()) if (count > 0) return true;
    return false;
  }

  /** The URL the next request goes to first (for tests and diagnostics). */
  get activeUrl(): string | undefined {
    return this.order()[0]?.url;
  }

  /** Forgets every pause, so the next request tries all URLs again at once (the banner's Retry). */
  resetBackoff(): void {
    for (const u of this.urls) {
      u.backoffUntil = 0;
    }
  }

  private order(): UrlState[] {
    const usable = this.urls.filter((u) => u.refusedChainId === undefined);
    const now = this.now();
    const preferred = this.urls[this.preferred];
    const rest = usable.filter((u) => u !== preferred);
    const ready = [preferred, ...rest].filter((u) => u && u.refusedChainId === undefined && u.backoffUntil <= now);
    // When every URL is parked the caller still gets an attempt at each: the caller paces its retries.
    return ready.length > 0 ? ready : usable;
  }

  async send(body: unknown, options: SendOptions = {}): Promise<unknown> {
    const causes: string[] = [];
    const candidates = this.order();
    if (candidates.length === 0) causes.push("every URL reports another chain id");
    for (const state of candidates) {
      try {
        await this.verify(state);
        const result = await this.post(state.url, body, options);
        this.succeeded(state);
        this.probeEarlierUrls();
        return result;
      } catch (error) {
        if (state.refusedChainId !== undefined) {
          causes.push(`${state.url}: reports chain id ${state.refusedChainId}`);
          continue;
        }
        this.failed(state, error);
        causes.push(`${state.url}: ${(error as Error).message}`);
      }
    }
    this.events.onAllFailed?.(causes);
    throw new RpcUnavailableError(this.chainId, causes);
  }

  private succeeded(state: UrlState): void {
    state.failures = 0;
    state.backoffUntil = 0;
    this.preferred = this.urls.indexOf(state);
    this.events.onOk?.(state.url);
  }

  private failed(state: UrlState, error: unknown): void {
    state.failures += 1;
    const retryAfter = error instanceof UrlFailure ? error.retryAfterMs : undefined;
    const pause = retryAfter ?? Math.min(this.baseBackoffMs * 2 ** (state.failures - 1), this.maxBackoffMs);
    state.backoffUntil = this.now() + pause;
  }

  /** Asks a URL its chain id once; a mismatch refuses it for good. */
  private verify(state: UrlState): Promise<void> {
    if (state.refusedChainId !== undefined) return Promise.reject(new Error("refused"));
    if (state.verified === true) return Promise.resolve();
    if (!state.verified) {
      state.verified = (async () => {
        const answer = (await this.post(state.url, { jsonrpc: "2.0", id: `chainId-${this.nextId++}`, method: "eth_chainId", params: [] })) as {
          result?: unknown;
        };
        const reported = typeof answer?.result === "string" ? Number(BigInt(answer.result)) : NaN;
        if (reported !== this.chainId) {
          state.refusedChainId = Number.isNaN(reported) ? -1 : reported;
          this.events.onWrongChain?.(state.url, state.refusedChainId);
          throw new Error(`reports chain id ${state.refusedChainId}`);
        }
        state.verified = true;
      })().catch((error) => {
        // A network failure while asking leaves the URL unverified: it is asked again next time.
        if (state.verified !== true) state.verified = undefined;
        throw error;
      });
    }
    return state.verified;
  }

  private probeEarlierUrls(): void {
    if (this.probing || this.preferred === 0) return;
    const now = this.now();
    const earlier = this.urls.slice(0, this.preferred).filter((u) => u.refusedChainId === undefined && u.backoffUntil <= now);
    if (earlier.length === 0) return;
    this.probing = true;
    (async () => {
      for (const state of earlier) {
        try {
          await this.verify(state);
          await this.post(state.url, { jsonrpc: "2.0", id: `probe-${this.nextId++}`, method: "eth_blockNumber", params: [] });
          // A higher-priority URL is back: it serves the next request.
          this.succeeded(state);
          return;
        } catch (error) {
          if (state.refusedChainId === undefined) this.failed(state, error);
        }
      }
    })().finally(() => {
      this.probing = false;
    });
  }

  private async post(url: string, body: unknown, options: SendOptions = {}): Promise<unknown> {
    const timeoutMs = options.timeoutMs ?? this.timeoutMs;
    // A request given a longer limit than the transport's (a log scan's eth_getLogs) may hold a node that answers one
    // request at a time (a local Hardhat node) for many seconds. A shorter read sent meanwhile waits behind it: its
    // limit starts again while such a request is pending on the URL, rather than taking the wait for a dead URL
    // (failing over, parking the URL, sending the read again behind the same request). The long request's own limit
    // still bounds the wait.
    const long = timeoutMs > this.timeoutMs;
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const arm = () => {
      timer = setTimeout(() => (!long && (this.longPending.get(url) ?? 0) > 0 ? arm() : controller.abort()), timeoutMs);
    };
    arm();
    if (long) this.longPending.set(url, (this.longPending.get(url) ?? 0) + 1);
    let response: Response;
    let parsed: unknown;
    try {
      response = await this.fetchFn(url, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(body),
        signal: controller.signal,
      });
      // The platform's parser straight from the bytes: cheaper than text() then JSON.parse on answers of hundreds of
      // kilobytes (log scans), and never a byte-by-byte decoder in JavaScript.
      parsed = await response.json().catch((error: unknown) => {
        if (!controller.signal.aborted && (error as Error)?.name === "SyntaxError") return NOT_JSON;
        throw error;
      });
    } catch (error) {
      if (controller.signal.aborted) throw new UrlFailure(`no answer within ${timeoutMs} ms`);
      throw new UrlFailure(`network error: ${(error as Error).message}`);
    } finally {
      clearTimeout(timer);
      if (long) this.longPending.set(url, (this.longPending.get(url) ?? 1) - 1);
    }
    if (response.status === 429) {
      throw new UrlFailure("HTTP 429 (rate limited)", parseRetryAfter(response.headers.get("retry-after"), this.now()));
    }
    if (parsed === NOT_JSON) throw new UrlFailure(response.status >= 500 ? `HTTP ${response.status}` : `malformed answer (HTTP ${response.status})`);
    if (response.status >= 500) {
      const error = (parsed as { error?: unknown } | null)?.error;
      const accepted = typeof error === "object" && error !== null && options.acceptServerError?.(error as { code?: unknown; message?: unknown });
      if (!accepted) throw new UrlFailure(`HTTP ${response.status}`);
    }
    // A 4xx with a JSON-RPC body is the node's answer (e.g. an invalid request); anything else is a fault.
    if (!isJsonRpcResponse(parsed)) throw new UrlFailure(`not a JSON-RPC answer (HTTP ${response.status})`);
    return parsed;
  }
}
