/**
 * Where an indexer's sync went, from Ponder's own Prometheus metrics (its /metrics endpoint): the historical phase's
 * steps, its JSON-RPC requests by method, and its indexing functions by event. Read once after the sync, so every
 * figure is a total since the process started.
 */

/** One sample of the exposition text: a metric's name, its labels and its value. */
export interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

/** Parses Prometheus' text exposition format (comments and malformed lines are skipped). */
export function parseMetrics(text: string): Sample[] {
  const samples: Sample[] = [];
  for (const line of text.split("\n")) {
    if (line === "" || line.startsWith("#")) continue;
    const match = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})?\s+(\S+)/.exec(line);
    if (!match) continue;
    const labels: Record<string, string> = {};
    for (const [, key, value] of (match[2] ?? "").matchAll(/([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"/g)) labels[key] = value;
    const value = Number(match[3]);
    if (Number.isFinite(value)) samples.push({ name: match[1], labels, value });
  }
  return samples;
}

/** The sum of `name`'s samples grouped by the value of `label`, largest first. */
export function sumBy(samples: Sample[], name: string, label: string): Array<[string, number]> {
  const sums = new Map<string, number>();
  for (const s of samples) if (s.name === name) sums.set(s.labels[label] ?? "", (sums.get(s.labels[label] ?? "") ?? 0) + s.value);
  return [...sums].sort((a, b) => b[1] - a[1]);
}

export interface SyncBreakdown {
  /** Milliseconds of the historical phase's steps: the extract (reading the sync store) and the transform. */
  extractMs: Array<[string, number]>;
  transformMs: Array<[string, number]>;
  /** JSON-RPC requests Ponder made, by method: count and milliseconds. */
  rpc: Array<{ method: string; count: number; ms: number }>;
  /** JSON-RPC requests that failed (a timeout, a 429, an error answer), by method: each one also slowed Ponder's rate limiter. */
  rpcErrors: Array<[string, number]>;
  /** Indexing functions by event: calls and milliseconds. */
  functions: Array<{ event: string; count: number; ms: number }>;
  /** Store operations of the indexing functions, by method (find, insert, update, ...). */
  storeQueries: Array<[string, number]>;
}

export function syncBreakdown(samples: Sample[]): SyncBreakdown {
  const pairs = (base: string, label: string) => {
    const counts = new Map(sumBy(samples, `${base}_count`, label));
    return sumBy(samples, `${base}_sum`, label).map(([key, ms]) => ({ key, count: counts.get(key) ?? 0, ms }));
  };
  return {
    extractMs: sumBy(samples, "ponder_historical_extract_duration", "step"),
    transformMs: sumBy(samples, "ponder_historical_transform_duration", "step"),
    rpc: pairs("ponder_rpc_request_duration", "method").map(({ key, count, ms }) => ({ method: key, count, ms })),
    rpcErrors: sumBy(samples, "ponder_rpc_request_error_total", "method"),
    functions: pairs("ponder_indexing_function_duration", "event").map(({ key, count, ms }) => ({ event: key, count, ms })),
    storeQueries: sumBy(samples, "ponder_indexing_store_queries_total", "method"),
  };
}

/** Reads the indexer's /metrics and breaks the sync down. */
export async function readSyncBreakdown(url: string): Promise<SyncBreakdown> {
  const res = await fetch(`${url}/metrics`, { signal: AbortSignal.timeout(30_000) });
  if (!res.ok) throw new Error(`${url}/metrics answered HTTP ${res.status}`);
  return syncBreakdown(parseMetrics(await res.text()));
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** The breakdown as lines for the bench's output. */
export function describeBreakdown(b: SyncBreakdown): string[] {
  const steps = (list: Array<[string, number]>) => list.map(([step, ms]) => `${step} ${seconds(ms)}`).join(", ") || "none";
  return [
    `historical extract: ${steps(b.extractMs)}`,
    `historical transform: ${steps(b.transformMs)}`,
    `RPC: ${b.rpc.map((r) => `${r.method} ${r.count} (${seconds(r.ms)})`).join(", ") || "none"}`,
    `RPC errors: ${b.rpcErrors.map(([method, n]) => `${method} ${n}`).join(", ") || "none"}`,
    `indexing functions: ${b.functions.map((f) => `${f.event} ${f.count} in ${seconds(f.ms)} (${f.count ? (f.ms / f.count).toFixed(2) : "-"} ms each)`).join(", ") || "none"}`,
    `store operations: ${b.storeQueries.map(([method, n]) => `${method} ${n}`).join(", ") || "none"}`,
  ];
}
