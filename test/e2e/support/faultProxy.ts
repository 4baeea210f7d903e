/**
 * A JSON-RPC proxy between the app and a Hardhat node that misbehaves on command, so e2e tests can show
 * what the user sees when a node drops connections, hangs, is slow, fails, rate-limits, answers garbage or
 * claims another chain, or is stopped and started again. Listens on 127.0.0.1 and a free port (port 0),
 * so two test runs on one machine never collide. Every answer carries CORS headers like Hardhat's own.
 */
import http, { type IncomingMessage, type ServerResponse } from "http";
import type { AddressInfo, Socket } from "net";

export type FaultMode =
  | { kind: "pass" }
  /** Reset every connection without an answer (a crashed node / dead load balancer). */
  | { kind: "drop" }
  /** Never answer (the app's timeout must fire). */
  | { kind: "hang" }
  /** Forward after a delay. */
  | { kind: "latency"; ms: number }
  | { kind: "http500" }
  | { kind: "http429"; retryAfterSeconds: number }
  /** HTTP 200 with a body that is not JSON. */
  | { kind: "malformed" }
  /** Forward everything, but answer eth_chainId with another chain id. */
  | { kind: "chainId"; chainId: number };

const CORS = {
  "access-control-allow-origin": "*",
  "access-control-allow-headers": "*",
  "access-control-allow-methods": "POST, GET, OPTIONS",
};

export class FaultProxy {
  private server: http.Server;
  private sockets = new Set<Socket>();
  private mode: FaultMode = { kind: "pass" };
  private port = 0;
  /** JSON-RPC requests that reached the proxy (any mode): lets a test see the app is still polling. */
  requestCount = 0;

  constructor(private target: string) {
    this.server = this.createServer();
  }

  /**
   * Forwards to another node from now on, under the same URL: for the app, the node behind its URL was
   * replaced (e.g. a local node restarted from genesis and deployed again).
   */
  setTarget(target: string): void {
    this.target = target;
  }

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  setMode(mode: FaultMode): void {
    this.mode = mode;
  }

  async start(): Promise<void> {
    if (this.server.listening) return;
    // The same port after a stop(): the app keeps its URL, like a node restarted on its usual port.
    await new Promise<void>((resolve, reject) => {
      this.server.once("error", reject);
      this.server.listen(this.port, "127.0.0.1", () => {
        this.server.off("error", reject);
        this.port = (this.server.address() as AddressInfo).port;
        resolve();
      });
    });
  }

  /** Stops listening and cuts open connections: the app sees "connection refused", like a stopped node. */
  async stop(): Promise<void> {
    if (!this.server.listening) return;
    const closed = new Promise<void>((resolve) => this.server.close(() => resolve()));
    this.sockets.forEach((s) => s.destroy());
    await closed;
    this.server = this.createServer();
  }

  private createServer(): http.Server {
    const server = http.createServer((req, res) => void this.handle(req, res));
    server.on("connection", (socket) => {
      this.sockets.add(socket);
      socket.on("close", () => this.sockets.delete(socket));
    });
    return server;
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    if (req.method === "OPTIONS") {
      res.writeHead(204, CORS).end();
      return;
    }
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks).toString("utf8");
    this.requestCount += 1;
    const mode = this.mode;
    switch (mode.kind) {
      case "drop":
        req.socket.destroy();
        return;
      case "hang":
        return; // the socket stays open until the client gives up or stop() cuts it
      case "http500":
        res.writeHead(500, { ...CORS, "content-type": "text/plain" }).end("Internal Server Error");
        return;
      case "http429":
        res.writeHead(429, { ...CORS, "content-type": "text/plain", "retry-after": String(mode.retryAfterSeconds) }).end("Too Many Requests");
        return;
      case "malformed":
        res.writeHead(200, { ...CORS, "content-type": "application/json" }).end('{"jsonrpc":"2.0","result":');
        return;
      case "latency":
        await new Promise((resolve) => setTimeout(resolve, mode.ms));
        break;
      default:
        break;
    }
    if (mode.kind === "chainId" && this.answerChainId(body, mode.chainId, res)) return;
    try {
      const upstream = await fetch(this.target, { method: "POST", headers: { "content-type": "application/json" }, body });
      const text = await upstream.text();
      res.writeHead(upstream.status, { ...CORS, "content-type": "application/json" }).end(text);
    } catch {
      // The node behind is down: the client sees a reset connection, as it would talking to the node.
      req.socket.destroy();
    }
  }

  /** Answers a request holding eth_chainId (single or batch) with the fake id; false when there is none. */
  private answerChainId(body: string, chainId: number, res: ServerResponse): boolean {
    let parsed: unknown;
    try {
      parsed = JSON.parse(body);
    } catch {
      return false;
    }
    const list = (Array.isArray(parsed) ? parsed : [parsed]) as { id: unknown; method?: string }[];
    if (!list.some((p) => p.method === "eth_chainId")) return false;
    // Everything else in a mixed batch fails like a misrouted node would; only the chain id matters here.
    const answers = list.map((p) =>
      p.method === "eth_chainId"
        ? { jsonrpc: "2.0", id: p.id, result: `0x${chainId.toString(16)}` }
        : { jsonrpc: "2.0", id: p.id, error: { code: -32603, message: "wrong chain" } },
    );
    res.writeHead(200, { ...CORS, "content-type": "application/json" }).end(JSON.stringify(Array.isArray(parsed) ? answers : answers[0]));
    return true;
  }

  async close(): Promise<void> {
    await this.stop();
  }
}

export async function startFaultProxy(target: string): Promise<FaultProxy> {
  const proxy = new FaultProxy(target);
  await proxy.start();
  return proxy;
}
