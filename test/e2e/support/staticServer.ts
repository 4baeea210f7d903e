import fs from "fs";
import http from "http";
import path from "path";

/** Content types of the files a Vite build writes. */
export const CONTENT_TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
};

/** Text files, which `rewrite` may change; anything else is served byte for byte. */
const TEXT_TYPES = new Set([".html", ".js", ".css", ".json"]);

/**
 * Serves a built static site the way any plain static host would (no SPA fallback: routing is hash-based,
 * so only real files are ever requested). Paths that escape the root are refused. `rewrite`, when given, edits
 * every text file on its way out: one build can then be served by several servers, each pointing the app at
 * other URLs than the ones baked into it.
 *
 * The site must not change while it is served: each file is read (and rewritten) once and then served from
 * memory. Every test opens the app in a fresh browser context, so the same megabytes were otherwise read from disk
 * and run through the rewrite at every page load, in the test runner's process. Responses still say `no-store`:
 * what a test loads always comes from this server, never from a cache it may or may not have.
 */
export function serveStatic(root: string, port: number, rewrite?: (text: string) => string): Promise<http.Server> {
  const base = path.resolve(root);
  const served = new Map<string, Promise<Buffer | undefined>>();
  const read = (file: string) =>
    fs.promises.readFile(file).then(
      (body) => (rewrite && TEXT_TYPES.has(path.extname(file)) ? Buffer.from(rewrite(body.toString("utf8"))) : body),
      () => undefined,
    );
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://localhost");
    let file = path.resolve(base, "." + decodeURIComponent(url.pathname));
    if (!file.startsWith(base)) {
      res.writeHead(403).end();
      return;
    }
    if (fs.existsSync(file) && fs.statSync(file).isDirectory()) file = path.join(file, "index.html");
    let body = served.get(file);
    if (!body) served.set(file, (body = read(file)));
    void body.then((content) => {
      if (!content) {
        res.writeHead(404, { "content-type": "text/plain" }).end("Not found");
        return;
      }
      const ext = path.extname(file);
      res.writeHead(200, { "content-type": CONTENT_TYPES[ext] ?? "application/octet-stream", "cache-control": "no-store" });
      res.end(content);
    });
  });
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve(server));
  });
}
