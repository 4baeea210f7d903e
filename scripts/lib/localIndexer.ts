/**
 * Starts PenSwap's market indexer (indexer/, Ponder on its embedded PGlite database or a PostgreSQL server) against
 * local chains, for `npm run dev` and the indexer's tests, and waits until it serves.
 */
import { ChildProcess, spawn } from "child_process";
import crypto from "crypto";
import fs from "fs";
import path from "path";
import { rpcUrl } from "./localChains";

const ROOT = path.resolve(__dirname, "../..");
const INDEXER_DIR = path.join(ROOT, "indexer");
/** Ponder's CLI as npm links it for the workspace (hoisted to the root's node_modules; ponder's exports hide its files). */
const PONDER_CLI = path.join(ROOT, "node_modules", ".bin", "ponder");
/** Ponder's start before /health took 50-87 s on this 2-core machine at load 12-34: a wide margin over that. */
const START_TIMEOUT_MS = 300_000;

export interface LocalIndexer {
  url: string;
  /** Resolves when the process has exited. */
  exited: Promise<void>;
  /** The last of its output. */
  tail(): string;
  stop(): Promise<void>;
  /** Ends it as a crash would (SIGKILL to its whole process group: no shutdown work, no lock released). */
  kill(): Promise<void>;
}

/** PGlite in a directory of its own, or a PostgreSQL database and the schema this indexer writes. */
export type IndexerDatabase = { databaseDir: string } | { databaseUrl: string; schema: string };

/**
 * Runs `ponder start` on `port` for the chains of `chainPorts` (chain id → node port) on the given database, and resolves
 * once its HTTP server answers /health.
 */
export async function startLocalIndexer(
  opts: { chainPorts: Record<number, number>; port: number; startTimeoutMs?: number; /** Set for this indexer only (e.g. INDEXER_CORS_ORIGIN). */ env?: NodeJS.ProcessEnv; /** Node's own flags for it (e.g. --cpu-prof, which NODE_OPTIONS refuses). */ nodeArgs?: string[] } & IndexerDatabase,
): Promise<LocalIndexer> {
  const ids = Object.keys(opts.chainPorts);
  const schema = "schema" in opts ? opts.schema : "penswap";
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    INDEXER_CHAINS: ids.join(","),
    PONDER_TELEMETRY_DISABLED: "true",
    PONDER_LOG_LEVEL: process.env.PONDER_LOG_LEVEL ?? "warn",
    ...Object.fromEntries(ids.map((id) => [`PONDER_RPC_URL_${id}`, rpcUrl(opts.chainPorts[Number(id)])])),
    ...opts.env,
  };
  // The indexer's config takes PostgreSQL whenever DATABASE_URL is set: only the chosen database may be named.
  delete env.DATABASE_URL;
  delete env.INDEXER_PGLITE_DIR;
  if ("databaseUrl" in opts) env.DATABASE_URL = opts.databaseUrl;
  else env.INDEXER_PGLITE_DIR = opts.databaseDir;
  const child: ChildProcess = spawn(process.execPath, [...(opts.nodeArgs ?? []), PONDER_CLI, "start", "--schema", schema, "--port", String(opts.port)], {
    cwd: INDEXER_DIR,
    env,
    stdio: ["ignore", "pipe", "pipe"],
    // Its own process group: a terminal's Ctrl-C does not race our own stop, and stop() ends its workers too.
    detached: true,
  });
  let tail = "";
  const keep = (chunk: Buffer) => (tail = (tail + chunk.toString()).slice(-4000));
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const kill = (signal: NodeJS.Signals) => {
    if (child.pid !== undefined && child.exitCode === null && child.signalCode === null) {
      try {
        process.kill(-child.pid, signal);
      } catch {
        // Already gone.
      }
    }
  };
  const killSync = () => kill("SIGKILL");
  process.once("exit", killSync);
  const stop = async () => {
    process.removeListener("exit", killSync);
    kill("SIGTERM");
    await exited;
  };
  const crash = async () => {
    process.removeListener("exit", killSync);
    kill("SIGKILL");
    await exited;
  };
  const url = `http://127.0.0.1:${opts.port}`;
  const startTimeoutMs = opts.startTimeoutMs ?? START_TIMEOUT_MS;
  const deadline = Date.now() + startTimeoutMs;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`the indexer exited during startup: ${tail.trim().split("\n").slice(-3).join(" | ")}`);
    const healthy = await fetch(`${url}/health`, { signal: AbortSignal.timeout(2000) })
      .then((r) => r.ok)
      .catch(() => false);
    if (healthy) return { url, exited, tail: () => tail, stop, kill: crash };
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`the indexer did not answer ${url}/health within ${startTimeoutMs / 1000} s: ${tail}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
}

/** The hashes of each chain's block 1 (the deployment): a chain restarted from genesis mines new ones. */
async function chainsIdentity(chainPorts: Record<number, number>): Promise<string> {
  const hashes: string[] = [];
  for (const [id, port] of Object.entries(chainPorts).sort()) {
    const res = await fetch(rpcUrl(port), {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "eth_getBlockByNumber", params: ["0x1", false] }),
    });
    const block = ((await res.json()) as { result?: { hash?: string } | null }).result;
    hashes.push(`${id}:${block?.hash ?? "none"}`);
  }
  return crypto.createHash("sha256").update(hashes.join(",")).digest("hex");
}

/**
 * The indexer's own code: its config, schema and indexing functions (`indexer/src`), the files Ponder's build id is
 * made of, and Ponder's version. Ponder refuses to open a database another build of the app wrote ("previously used by
 * a different Ponder app"), so a developer who pulls a changed indexer onto a still-running node needs a fresh index.
 */
function indexerCodeIdentity(): string {
  const hash = crypto.createHash("sha256");
  const files = ["ponder.config.ts", "ponder.schema.ts"].map((file) => path.join(INDEXER_DIR, file));
  const sourceDir = path.join(INDEXER_DIR, "src");
  for (const entry of fs.readdirSync(sourceDir, { recursive: true, encoding: "utf8" }).sort()) {
    const file = path.join(sourceDir, entry);
    if (fs.statSync(file).isFile()) files.push(file);
  }
  for (const file of files) hash.update(file).update(fs.readFileSync(file));
  hash.update(fs.readFileSync(path.join(ROOT, "node_modules", "ponder", "package.json")));
  return hash.digest("hex");
}

/**
 * The development database directory for these chains: `<root>/.ponder/dev/db`, emptied first when the chains or the
 * indexer's code are not the ones it indexed with (a chain restarted from genesis gets a fresh index, never the old
 * chain's data; a changed indexer re-indexes instead of failing to start).
 */
export async function devIndexDir(chainPorts: Record<number, number>): Promise<string> {
  const dir = path.join(ROOT, ".ponder", "dev");
  const stamp = path.join(dir, "chains-identity");
  const identity = `${await chainsIdentity(chainPorts)}:${indexerCodeIdentity()}`;
  const previous = fs.existsSync(stamp) ? fs.readFileSync(stamp, "utf8") : undefined;
  if (previous !== identity) {
    fs.rmSync(dir, { recursive: true, force: true });
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(stamp, identity);
  }
  return path.join(dir, "db");
}

/** The block the indexer at `url` reports for `chainId` on its /status, or undefined while it does not answer. */
export async function indexedBlock(url: string, chainId: number): Promise<number | undefined> {
  const status = (await fetch(`${url}/status`, { signal: AbortSignal.timeout(5000) })
    .then((r) => (r.ok ? r.json() : undefined))
    .catch(() => undefined)) as Record<string, { id: number; block: { number: number } }> | undefined;
  return Object.values(status ?? {}).find((c) => c.id === chainId)?.block.number;
}

/** How often the waits below ask the indexer's /status. */
const STATUS_POLL_MS = 250;

/** Each chain's indexed block as the indexer's /status shows it (undefined while it shows none). */
export type IndexedBlocks = Record<number, number | undefined>;

/**
 * Resolves with the indexed blocks of `chainIds` once `reached` holds for them (each caller's own rule: at least a
 * head, or exactly the chain's head); asks /status every STATUS_POLL_MS, never waits a fixed time. Throws when the
 * indexer exits or `limitMs` passes, saying what it waited for (`goal`) and where the indexer was.
 */
export async function untilIndexerBlocks(
  indexer: Pick<LocalIndexer, "url" | "exited" | "tail">,
  chainIds: readonly number[],
  reached: (blocks: IndexedBlocks) => boolean,
  { limitMs, goal }: { limitMs: number; goal: string },
): Promise<IndexedBlocks> {
  const deadline = Date.now() + limitMs;
  let exited = false;
  void indexer.exited.then(() => (exited = true));
  for (;;) {
    if (exited) throw new Error(`the indexer exited: ${indexer.tail()}`);
    const at = await Promise.all(chainIds.map((id) => indexedBlock(indexer.url, id)));
    const blocks: IndexedBlocks = Object.fromEntries(chainIds.map((id, i) => [id, at[i]]));
    if (reached(blocks)) return blocks;
    if (Date.now() > deadline) throw new Error(`the indexer did not reach ${goal} in ${limitMs / 1000} s (at ${JSON.stringify(blocks)}): ${indexer.tail()}`);
    await new Promise((resolve) => setTimeout(resolve, STATUS_POLL_MS));
  }
}

/** Resolves once the indexer's /status shows `chainId` indexed up to `head` or past it. */
export async function untilIndexed(indexer: LocalIndexer, chainId: number, head: number, limitMs: number): Promise<void> {
  await untilIndexerBlocks(indexer, [chainId], (blocks) => (blocks[chainId] ?? -1) >= head, { limitMs, goal: `block ${head} of chain ${chainId}` });
}
