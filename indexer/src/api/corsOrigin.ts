import { createMiddleware } from "hono/factory";

/**
 * Limits who may read the API from a browser. Ponder's server answers every request with
 * `Access-Control-Allow-Origin: *` before the API's routes run; with `origin` set (the site's origin, in production),
 * the header is replaced by that origin, and removed for a request from any other origin, so only the site's pages can
 * read the answers. Unset (local development): left as Ponder sets it.
 */
export function corsOrigin(origin: string | undefined) {
  return createMiddleware(async (c, next) => {
    await next();
    if (!origin) return;
    c.res.headers.set("Vary", "Origin");
    if (c.req.header("origin") === origin) c.res.headers.set("Access-Control-Allow-Origin", origin);
    else c.res.headers.delete("Access-Control-Allow-Origin");
  });
}
