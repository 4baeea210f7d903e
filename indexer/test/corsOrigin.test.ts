// The indexer's own pure parts, run by the unit suite (Ponder loads every file under src/ as indexing code, so tests live here).
import { Hono } from "hono";
import { cors } from "hono/cors";
import { describe, expect, it } from "vitest";
import { corsOrigin } from "../src/api/corsOrigin";

/** Ponder's server as it wraps the API: `*` for every origin first, then the API's routes. */
function server(origin: string | undefined) {
  const api = new Hono();
  api.use("/sql/*", corsOrigin(origin));
  api.get("/sql/db", (c) => c.json({ rows: [] }));
  return new Hono().use(cors({ origin: "*" })).route("/", api);
}

const ask = (app: Hono, origin: string) => app.request("/sql/db", { headers: { origin } });

describe("corsOrigin", () => {
  it("lets only the site's origin read the answers when one is set", async () => {
    const app = server("https://penswap.example");
    expect((await ask(app, "https://penswap.example")).headers.get("access-control-allow-origin")).toBe("https://penswap.example");
    expect((await ask(app, "https://evil.example")).headers.get("access-control-allow-origin")).toBeNull();
  });

  it("leaves Ponder's open policy in place without one (local development)", async () => {
    expect((await ask(server(undefined), "http://127.0.0.1:5173")).headers.get("access-control-allow-origin")).toBe("*");
  });
});
