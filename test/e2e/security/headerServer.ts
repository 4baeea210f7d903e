import fs from "fs";
import http from "http";
import type { AddressInfo } from "net";
import path from "path";
import { CONTENT_TYPES } from "../support/staticServer";


/** The `/*` block of a Netlify-style `_headers` file as header pairs. */
export function readHeadersFile(file: string): [string, string][] {
  return fs
    .readFileSync(file, "utf8")
    .split("\n")
    .filter((line) => /^\s+\S+:\s/.test(line))
    .map((line) => {
      const [name, ...rest] = line.trim().split(":");
      return [name, rest.join(":").trim()] as [string, string];
    });
}

export interface Served {
  url: string;
  close(): Promise<void>;
}

function listen(server: http.Server): Promise<Served> {
  // Port 0: the system picks a free port, so parallel runs in other worktrees never collide.
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as AddressInfo;
      resolve({ url: `http://127.0.0.1:${port}/`, close: () => new Promise((done) => server.close(() => done())) });
    });
  });
}

/** Serves a built site like a static host, sending `headers` with every file (none: a host that sets none). */
export function serveSite(root: string, headers: [string, string][]): Promise<Served> {
  const base = path.resolve(root);
  return listen(
    http.createServer((req, res) => {
      let file = path.resolve(base, "." + decodeURIComponent(new URL(req.url ?? "/", "http://x").pathname));
      if (!file.startsWith(base)) return void res.writeHead(403).end();
      if (fs.existsSync(file) && fs.statSync(file).isDirectory()) file = path.join(file, "index.html");
      fs.readFile(file, (error, body) => {
        if (error) return void res.writeHead(404).end("Not found");
        for (const [name, value] of headers) res.setHeader(name, value);
        res.writeHead(200, { "content-type": CONTENT_TYPES[path.extname(file)] ?? "application/octet-stream" }).end(body);
      });
    }),
  );
}

/** Another origin (its own port) whose page embeds `target` in an iframe: the clickjacking set-up. */
export function serveFramer(target: string): Promise<Served> {
  const page = `<!doctype html><html><body><h1>Win a prize</h1><iframe id="victim" src="${target}" width="800" height="600"></iframe></body></html>`;
  return listen(http.createServer((_req, res) => res.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end(page)));
}
