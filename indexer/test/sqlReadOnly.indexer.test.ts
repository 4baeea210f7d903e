/**
 * The indexer's /sql (Ponder's SQL over HTTP) is read-only on the embedded database (PGlite, what `npm run dev` runs)
 * as on PostgreSQL. Ponder checks each statement against an allow-list of statement kinds and functions, but only its
 * PostgreSQL path runs the statement in a read-only transaction, and the allow-list lets one writing statement
 * through: COMMENT ON, which rewrites the database's catalog (and locks the table it names). Every statement below
 * must be refused, and the indexed data must be what it was; an ordinary SELECT must still be answered.
 * A real `ponder start` on PGlite against a local chain 555555.
 * Ports: INDEXER_TEST_PORT_BASE (default 18700) + 90 for the chain, + 91 for the indexer.
 */
import { JsonRpcProvider } from "ethers";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rpcUrl } from "../../scripts/lib/localChains";
import { untilIndexed, type LocalIndexer } from "../../scripts/lib/localIndexer";
import { startDeployedChain, type DeployedChain } from "./support/deployedChain";

const BASE = Number(process.env.INDEXER_TEST_PORT_BASE ?? 18700);
const CHAIN_ID = 555555;
const CHAIN_PORT = BASE + 90;
const INDEXER_PORT = BASE + 91;
/** Generous for a busy 2-core machine. */
const SYNC_LIMIT_MS = 300_000;

/** Statements that would write, lock or change the session if they ran. */
const HOSTILE_STATEMENTS = [
  // Let through by Ponder's allow-list: only a read-only transaction refuses them.
  "COMMENT ON TABLE pair IS 'written through /sql'",
  "COMMENT ON SCHEMA public IS 'written through /sql'",
  "COMMENT ON COLUMN token.symbol IS NULL",
  // Refused by the allow-list: kept here so a later Ponder that lets one through is caught.
  "WITH gone AS (DELETE FROM swap RETURNING 1) SELECT count(*) FROM gone",
  "WITH changed AS (UPDATE pair SET reserve0 = 0 RETURNING 1) SELECT count(*) FROM changed",
  "SELECT * FROM pair FOR UPDATE",
  "SELECT * FROM indexed_chain FOR SHARE",
  "SELECT * INTO stolen FROM pair",
  "SELECT set_config('search_path', 'pg_catalog', false)",
  "SELECT nextval('anything')",
  "SELECT pg_advisory_lock(1)",
  "SELECT pg_sleep(30)",
  "SELECT 1; DELETE FROM swap",
  "DELETE FROM swap",
  "UPDATE token SET symbol = 'X'",
  "INSERT INTO indexed_chain (chain_id) VALUES (1)",
  "TRUNCATE pair",
  "DROP TABLE pair",
  "CREATE TABLE stolen (x int)",
  "LOCK TABLE pair",
  "SET default_transaction_read_only = off",
  "NOTIFY anything",
];

/**
 * What the indexed data is: a write that got through changes it. One statement of what the allow-list accepts (its
 * functions, and CTEs rather than subqueries, which it refuses).
 */
const FINGERPRINT = `with
  p as (select count(*) as pairs, coalesce(sum(reserve0), 0) as reserves from pair),
  t as (select count(*) as tokens, json_agg(symbol order by address) as symbols from token),
  s as (select count(*) as swaps from swap),
  c as (select json_agg(concat(chain_id, genesis_hash)) as chains from indexed_chain)
  select * from p, t, s, c`;

let chain: DeployedChain | undefined;
let indexer: LocalIndexer | undefined;

beforeAll(async () => {
  chain = await startDeployedChain(CHAIN_ID, CHAIN_PORT, "penswap-sql-read-only-");
  indexer = await chain.startIndexer({ port: INDEXER_PORT, startTimeoutMs: SYNC_LIMIT_MS });
  const provider = new JsonRpcProvider(rpcUrl(CHAIN_PORT), CHAIN_ID, { staticNetwork: true });
  await untilIndexed(indexer, CHAIN_ID, Number(await provider.send("eth_blockNumber", [])), SYNC_LIMIT_MS);
}, 900_000);

afterAll(async () => {
  await chain?.stop();
});

/** One statement through the indexer's SQL over HTTP, as the app sends it: the status and the answer's text. */
async function sql(statement: string): Promise<{ status: number; body: string }> {
  const url = new URL(`${indexer!.url}/sql/db`);
  url.searchParams.set("sql", JSON.stringify({ json: { sql: statement, params: [] } }));
  const response = await fetch(url, { method: "POST" });
  return { status: response.status, body: await response.text() };
}

describe("/sql on PGlite", () => {
  it("answers an ordinary SELECT", async () => {
    const answer = await sql(FINGERPRINT);
    expect(answer.status).toBe(200);
    const rows = (JSON.parse(answer.body) as { rows: Array<Record<string, unknown>> }).rows;
    expect(rows).toHaveLength(1);
    expect(rows[0].chains).toEqual([expect.stringMatching(new RegExp(`^${CHAIN_ID}0x[0-9a-f]{64}$`))]);
  });

  it("refuses every statement that would write or lock, and the data stays as it was", async () => {
    const before = await sql(FINGERPRINT);
    expect(before.status).toBe(200);
    for (const statement of HOSTILE_STATEMENTS) {
      const answer = await sql(statement);
      expect({ statement, refused: answer.status !== 200, answer: answer.body.slice(0, 200) }).toMatchObject({ statement, refused: true });
    }
    expect(await sql(FINGERPRINT)).toEqual(before);
  });

  it("still answers after the refusals: no transaction is left open or aborted", async () => {
    expect((await sql("select count(*) as n from indexed_chain")).body).toMatch(/"n":\s*"?1"?/);
  });
});
