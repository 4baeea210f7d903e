/**
 * Where the time of one read of the indexer goes, for bench:indexer: a fetch for the app's indexerHttp that records
 * each request's start, its answer's headers (the server's work and the network's first byte), its whole body (the
 * transfer) and the server's own time from its `Server-Timing: app;dur=` header. What is left of a load after the last
 * body arrived is the client's: JSON parsing, validating and decoding the answers into the market.
 */

export interface RequestTiming {
  /** "status", or the first words of the query. */
  what: string;
  startMs: number;
  headersMs: number;
  bodyMs: number;
  /** From Server-Timing; undefined when the route does not send it (Ponder's /status). */
  serverMs: number | undefined;
  bytes: number;
}

function describe(url: URL): string {
  if (url.pathname.endsWith("/status")) return "status";
  const sql = (JSON.parse(url.searchParams.get("sql") ?? "{}") as { json?: { sql?: string } }).json?.sql ?? "?";
  return sql.replace(/\s+/g, " ").slice(0, 48);
}

/** A fetch that appends each request's timing to `log` and hands the app a response with the body already read. */
export function timedFetch(log: RequestTiming[]): typeof fetch {
  return async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const startMs = performance.now();
    const response = await fetch(input, init);
    const headersMs = performance.now();
    const body = await response.arrayBuffer();
    const bodyMs = performance.now();
    const server = /app;dur=([0-9.]+)/.exec(response.headers.get("server-timing") ?? "");
    log.push({ what: describe(url), startMs, headersMs, bodyMs, serverMs: server ? Number(server[1]) : undefined, bytes: body.byteLength });
    return new Response(body, { status: response.status, statusText: response.statusText, headers: response.headers });
  };
}

/** The rounds of a load: requests that start after every earlier one has its body wait on them (a round trip each). */
export function roundTrips(log: readonly RequestTiming[]): number {
  let rounds = 0;
  let roundEnd = -Infinity;
  for (const r of [...log].sort((a, b) => a.startMs - b.startMs)) {
    if (r.startMs >= roundEnd) {
      rounds++;
      roundEnd = r.bodyMs;
    } else roundEnd = Math.max(roundEnd, r.bodyMs);
  }
  return rounds;
}
