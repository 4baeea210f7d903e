import { db } from "ponder:api";
import schema from "ponder:schema";
import { Hono } from "hono";
import { client } from "ponder";
import { serverTiming } from "./serverTiming";

/**
 * The indexer's read-only HTTP API: Ponder's SQL over HTTP at /sql (one SELECT per request, checked against Ponder's
 * allow-list of statement kinds and functions, at most 5,000 characters, run in a read-only transaction). Ponder serves
 * /health, /ready, /status and /metrics itself. Who may read any of them from a browser is one rule in Ponder's server
 * (patches/ponder+*.patch): the origin INDEXER_CORS_ORIGIN names when set, any origin otherwise.
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
