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
 * what a test loads always comes from this server, never from a cache it may or may not have. `headersFor` adds
 * response headers chosen by the request's URL.
 */
export function serveStatic(
  root: string,
  port: number,
  rewrite?: (text: string) => string,
  headersFor: (url: URL) => Record<string, string> = () => ({}),
): Promise<http.Server> {
  const base = path.resolve(root);
  // Keyed by the requested path: a directory's index.html and a missing file (undefined) are found once too.
  const served = new Map<string, Promise<{ ext: string; content: Buffer } | undefined>>();
  const load = async (requested: string) => {
    const isDirectory = (await fs.promises.stat(requested).catch(() => undefined))?.isDirectory();
    const file = isDirectory ? path.join(requested, "index.html") : requested;
    const ext = path.extname(file);
    const body = await fs.promises.readFile(file).catch(() => undefined);
    if (!body) return undefined;
    return { ext, content: rewrite && TEXT_TYPES.has(ext) ? Buffer.from(rewrite(body.toString("utf8"))) : body };
  };
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://localhost");
    const requested = path.resolve(base, "." + decodeURIComponent(url.pathname));
    if (!requested.startsWith(base)) {
      res.writeHead(403).end();
      return;
    }
    let file = served.get(requested);
    if (!file) served.set(requested, (file = load(requested)));
    void file.then((found) => {
      if (!found) {
        res.writeHead(404, { "content-type": "text/plain" }).end("Not found");
        return;
      }
      res.writeHead(200, { "content-type": CONTENT_TYPES[found.ext] ?? "application/octet-stream", "cache-control": "no-store", ...headersFor(url) });
      res.end(found.content);
    });
  });
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve(server));
  });
}
