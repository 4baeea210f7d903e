/**
 * A tiny token-list host for the lists e2e specs: a plain node HTTP server on 127.0.0.1 whose documents the
 * test can swap at any time (to publish a new version), with the CORS header a browser needs to read a list
 * from another origin than the app's. It counts the requests per path so a spec can tell a fetch happened.
 */
import http from "http";
import type { AddressInfo } from "net";
import { WORKER_PORTS } from "../support/env";

/**
 * The ports this worker may use (a range of its own, moved by E2E_PORT_BASE with the rest of the run): the first
 * free one is taken, so a server another process still holds is stepped over.
 */
export const LIST_SERVER_PORTS = WORKER_PORTS.listServer;

export interface ListServer {
  /** Absolute http URL of a path on this server, as a person would paste it into Manage Lists. */
  url(pathname: string): string;
  /** Publishes (or replaces) the JSON document served at a path. */
  serve(pathname: string, document: unknown): void;
  /** How many GET requests reached a path so far. */
  hits(pathname: string): number;
  close(): Promise<void>;
}

function listen(server: http.Server, port: number): Promise<boolean> {
  return new Promise((resolve, reject) => {
    const onError = (error: NodeJS.ErrnoException) => {
      server.off("listening", onListening);
      if (error.code === "EADDRINUSE") resolve(false);
      else reject(error);
    };
    const onListening = () => {
      server.off("error", onError);
      resolve(true);
    };
    server.once("error", onError);
    server.once("listening", onListening);
    server.listen(port, "127.0.0.1");
  });
}

export async function startListServer(): Promise<ListServer> {
  const documents = new Map<string, string>();
  const hitCount = new Map<string, number>();
  const server = http.createServer((req, res) => {
    const pathname = new URL(req.url ?? "/", "http://127.0.0.1").pathname;
    const headers = { "Access-Control-Allow-Origin": "*", "Cache-Control": "no-store" };
    if (req.method === "OPTIONS") {
      res.writeHead(204, { ...headers, "Access-Control-Allow-Methods": "GET", "Access-Control-Allow-Headers": "*" }).end();
      return;
    }
    hitCount.set(pathname, (hitCount.get(pathname) ?? 0) + 1);
    const body = documents.get(pathname);
    if (body === undefined) {
      res.writeHead(404, headers).end("not found");
      return;
    }
    res.writeHead(200, { ...headers, "Content-Type": "application/json; charset=utf-8" }).end(body);
  });
  let listening = false;
  for (let port = LIST_SERVER_PORTS.first; !listening && port <= LIST_SERVER_PORTS.last; port++) {
    listening = await listen(server, port);
  }
  if (!listening) throw new Error(`no free port in ${LIST_SERVER_PORTS.first}-${LIST_SERVER_PORTS.last} for the token-list server`);
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: (pathname) => `${origin}${pathname}`,
    serve: (pathname, document) => void documents.set(pathname, JSON.stringify(document)),
    hits: (pathname) => hitCount.get(pathname) ?? 0,
    close: () =>
      new Promise<void>((resolve) => {
        // The browser keeps connections alive; drop them so the port is free for the next test at once.
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
