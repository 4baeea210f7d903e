import { db } from "ponder:api";
import schema from "ponder:schema";
import { Hono } from "hono";
import { client } from "ponder";
import { serverTiming } from "./serverTiming";

/**
 * The indexer's read-only HTTP API: Ponder's SQL over HTTP at /sql (one statement per request, at most 5,000
 * characters, checked against Ponder's allow-list of statement kinds and functions). The allow-list alone does not make
 * it read-only: it lets COMMENT ON through, which writes the database's catalog. What does is the transaction each
 * statement runs in: on PostgreSQL every connection of Ponder's read-only pool is read-only (and a statement stops
 * after 30 s); on the embedded PGlite, one session shared with the indexer's writes, our patch of Ponder
 * (patches/ponder+*.patch) runs the statement alone in a read-only transaction that ends in ROLLBACK
 * (test/sqlReadOnly.indexer.test.ts). Ponder sets no statement time limit on PGlite: a slow SELECT holds the indexer up
 * while it runs. Ponder serves /health, /ready, /status and /metrics itself. Who may read any of them from a browser is one rule
 * in Ponder's server (the same patch): the origin INDEXER_CORS_ORIGIN names when set, any origin otherwise.
 *
 * SQL rather than GraphQL: the market's figures are each pool's last row before a time (its reserves, and the running
 * totals of its swaps at the indexed head and at the 24 h and 7 d windows' starts), which one SELECT of a few index
 * probes per pool answers and GraphQL's generated list queries cannot without sending every swap of the week to the
 * browser.
 */
const app = new Hono();

app.use("/sql/*", serverTiming);
app.use("/sql/*", client({ db, schema }));

export default app;
