import { createMiddleware } from "hono/factory";

/**
 * Says how long the server spent on a request (checking the query, running it, encoding the answer) in a
 * `Server-Timing: app;dur=<ms>` header, so a client can tell the server's share of a read from the network's and its
 * own (bench:indexer prints the split; a browser's network panel shows it).
 */
export const serverTiming = createMiddleware(async (c, next) => {
  const started = performance.now();
  await next();
  c.res.headers.append("Server-Timing", `app;dur=${(performance.now() - started).toFixed(1)}`);
});
