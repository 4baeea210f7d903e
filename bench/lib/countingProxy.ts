import http from "node:http";

/** What a counting proxy saw: HTTP POSTs (one per JSON-RPC request or batch) and the JSON-RPC calls in them. */
export interface RpcTraffic {
  posts: number;
  preflights: number;
  methods: Map<string, number>;
}

export const newTraffic = (): RpcTraffic => ({ posts: 0, preflights: 0, methods: new Map() });

/**
 * A JSON-RPC proxy in front of a node that counts what the app sends through it: the benches point the app's RPC
 * URL here. `onCall` sees every call of a POST (a batch's items one by one) for bench-specific counts.
 */
export function startCountingProxy(options: {
  host: string;
  port: number;
  upstreamPort: number;
  traffic: RpcTraffic;
  onCall?: (call: unknown) => void;
}): Promise<http.Server> {
  const { host, port, upstreamPort, traffic, onCall } = options;
  const count = (method: string) => traffic.methods.set(method, (traffic.methods.get(method) ?? 0) + 1);
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const body = Buffer.concat(chunks);
      if (req.method === "POST") {
        traffic.posts++;
        try {
          const parsed: unknown = JSON.parse(body.toString());
          for (const item of Array.isArray(parsed) ? parsed : [parsed]) {
            count(String((item as { method?: unknown } | null)?.method));
            onCall?.(item);
          }
        } catch {
          count("(unparsable)");
        }
      } else if (req.method === "OPTIONS") {
        traffic.preflights++;
      }
      const upstream = http.request(
        { host, port: upstreamPort, method: req.method, path: req.url, headers: { ...req.headers, host: `${host}:${upstreamPort}` } },
        (up) => {
          res.writeHead(up.statusCode ?? 502, up.headers);
          up.pipe(res);
        },
      );
      upstream.on("error", () => {
        res.writeHead(502);
        res.end();
      });
      upstream.end(body);
    });
  });
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => resolve(server));
  });
}
