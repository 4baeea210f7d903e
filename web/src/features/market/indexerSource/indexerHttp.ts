/**
 * The two reads the app makes of an indexer: Ponder's /status (each chain's indexed head) and one SQL SELECT over
 * Ponder's SQL-over-HTTP endpoint. The wire format is the one @ponder/client sends (the query and its parameters as
 * superjson in the `sql` search parameter of a POST to <url>/sql/db); written out here so the market pages do not
 * ship Drizzle for a few fixed queries. Answers are size- and time-limited, and parsed as JSON only: they are
 * validated by indexerAnswer.ts before use.
 */
import { IndexerAnswerError } from "./indexerAnswer";

/** Parameters of a query: numbers for integer columns, decimal strings for amounts and blocks. */
export type SqlParam = number | string;

export interface IndexerHttp {
  status(): Promise<unknown>;
  sql(query: string, params: readonly SqlParam[]): Promise<unknown>;
}

/** Largest answer read (a 500-pool market's queries answer in well under a megabyte). */
export const MAX_ANSWER_CHARS = 8_000_000;
/** Time limit of one request: an indexer slower than this is as good as down, and the pages read the chain. */
export const INDEXER_TIMEOUT_MS = 10_000;

async function readJson(response: Response, what: string): Promise<unknown> {
  if (!response.ok) throw new IndexerAnswerError(`${what}: HTTP ${response.status}`);
  const declared = Number(response.headers.get("content-length") ?? 0);
  if (declared > MAX_ANSWER_CHARS) throw new IndexerAnswerError(`${what}: ${declared} bytes`);
  const body = await response.text();
  if (body.length > MAX_ANSWER_CHARS) throw new IndexerAnswerError(`${what}: ${body.length} characters`);
  try {
    return JSON.parse(body) as unknown;
  } catch {
    throw new IndexerAnswerError(`${what}: not JSON`);
  }
}

/** The reads of the indexer at `baseUrl` (its origin, with or without a trailing slash). */
export function indexerHttp(baseUrl: string, fetchImpl: typeof fetch = (...args) => fetch(...args)): IndexerHttp {
  const base = baseUrl.replace(/\/+$/, "");
  const get = async (url: URL, init: RequestInit, what: string) => readJson(await fetchImpl(url, { ...init, signal: AbortSignal.timeout(INDEXER_TIMEOUT_MS) }), what);
  return {
    status: () => get(new URL(`${base}/status`), { method: "GET" }, "status"),
    sql: (query, params) => {
      const url = new URL(`${base}/sql/db`);
      url.searchParams.set("sql", JSON.stringify({ json: { sql: query, params } }));
      return get(url, { method: "POST" }, "query");
    },
  };
}
