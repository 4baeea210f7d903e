/**
 * In production (INDEXER_CORS_ORIGIN set to the site's origin) every route of the indexer lets only the site read it
 * from a browser: the API's /sql and Ponder's own /health, /ready, /status and /metrics, preflights included. Ponder's
 * server answers `Access-Control-Allow-Origin: *` on every route before the API's middleware can run, so the rule lives
 * in Ponder's server (patches/ponder+*.patch). A real `ponder start` on PGlite against a local chain 555555.
 * Ports: INDEXER_TEST_PORT_BASE (default 18700) + 60 for the chain, + 70 for the indexer.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { LocalIndexer } from "../../scripts/lib/localIndexer";
import { startDeployedChain, type DeployedChain } from "./support/deployedChain";

const BASE = Number(process.env.INDEXER_TEST_PORT_BASE ?? 18700);
const CHAIN_ID = 555555;
const CHAIN_PORT = BASE + 60;
const INDEXER_PORT = BASE + 70;
const SITE = "https://penswap.example";
const OTHER = "https://other.example";
/** Generous for a busy 2-core machine. */
const START_LIMIT_MS = 300_000;

let chain: DeployedChain | undefined;
let indexer: LocalIndexer | undefined;

beforeAll(async () => {
  chain = await startDeployedChain(CHAIN_ID, CHAIN_PORT, "penswap-cors-");
  indexer = await chain.startIndexer({ port: INDEXER_PORT, startTimeoutMs: START_LIMIT_MS, env: { INDEXER_CORS_ORIGIN: SITE } });
}, 600_000);

afterAll(async () => {
  await chain?.stop();
});

/** Each route as a page would ask it: Ponder's own with GET, the SQL API with the app's POST. */
function routes(): Array<{ name: string; url: string; method: string }> {
  const sql = new URL(`${indexer!.url}/sql/db`);
  sql.searchParams.set("sql", JSON.stringify({ json: { sql: "select chain_id from indexed_chain", params: [] } }));
  return [
    ...["/health", "/ready", "/status", "/metrics"].map((route) => ({ name: route, url: `${indexer!.url}${route}`, method: "GET" })),
    { name: "/sql/db", url: sql.toString(), method: "POST" },
  ];
}

/** The Access-Control-Allow-Origin answered to a request from `origin`, and the response's status. */
async function allowed(route: { url: string; method: string }, origin: string, preflight = false): Promise<{ allow: string | null; status: number }> {
  const response = preflight
    ? await fetch(route.url, { method: "OPTIONS", headers: { origin, "access-control-request-method": route.method } })
    : await fetch(route.url, { method: route.method, headers: { origin } });
  await response.arrayBuffer();
  return { allow: response.headers.get("access-control-allow-origin"), status: response.status };
}

describe("CORS with INDEXER_CORS_ORIGIN set", () => {
  it("answers the site's origin on every route", async () => {
    for (const route of routes()) {
      const answer = await allowed(route, SITE);
      expect({ route: route.name, allow: answer.allow }).toEqual({ route: route.name, allow: SITE });
      // /ready answers 503 until historical indexing is done; every other route answers.
      if (route.name !== "/ready") expect({ route: route.name, status: answer.status }).toEqual({ route: route.name, status: 200 });
    }
  });

  it("lets no other origin read any route, preflights included", async () => {
    for (const route of routes()) {
      expect({ route: route.name, allow: (await allowed(route, OTHER)).allow }).toEqual({ route: route.name, allow: null });
      expect({ route: route.name, preflight: (await allowed(route, OTHER, true)).allow }).toEqual({ route: route.name, preflight: null });
    }
  });
});
