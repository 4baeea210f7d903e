/**
 * Sharing one PostgreSQL database between the runs that start Ponder on it (the indexer's production-mode test, the
 * indexer bench's PostgreSQL sync): Ponder keeps its sync cache in one schema, `ponder_sync`, whatever schema the
 * indexer writes, so a run that needs an empty cache (a chain restarted from genesis reuses its chain id; a sync timed
 * from an empty database must read the chain, not the cache) empties it, and must not do so under another run's
 * indexer. Such runs take turns under one advisory lock.
 */
import { execFile, spawn } from "child_process";
import { promisify } from "util";

const run = promisify(execFile);

/** One SQL statement through psql (installed with the server): its rows, `|`-separated, one a line. */
export async function psql(databaseUrl: string, query: string): Promise<string> {
  const { stdout } = await run("psql", [databaseUrl, "-v", "ON_ERROR_STOP=1", "-qAt", "-c", query], { timeout: 60_000 });
  return stdout.trim();
}

/**
 * Waits for this run's turn on the database and holds it until the returned release is called: a PostgreSQL advisory
 * lock, held by a psql session of its own (the lock ends with the session, also when this process dies). Throws when
 * the turn has not come within `limitMs`.
 */
export async function takePostgresTurn(databaseUrl: string, limitMs: number): Promise<() => Promise<void>> {
  const session = spawn("psql", [databaseUrl, "-v", "ON_ERROR_STOP=1", "-qAt"], { stdio: ["pipe", "pipe", "pipe"] });
  const ended = new Promise<void>((resolve) => session.once("exit", () => resolve()));
  let answered = "";
  let errors = "";
  session.stderr.on("data", (chunk: Buffer) => (errors += chunk.toString()));
  const locked = new Promise<void>((resolve, reject) => {
    session.stdout.on("data", (chunk: Buffer) => {
      answered += chunk.toString();
      if (answered.includes("turn taken")) resolve();
    });
    void ended.then(() => reject(new Error(`psql ended before this run's turn came: ${errors.trim()}`)));
  });
  // The lock's name predates the bench's use of it: renaming it would let an old and a new run overlap.
  session.stdin.write("SELECT pg_advisory_lock(hashtext('penswap indexer production-mode test'));\nSELECT 'turn taken';\n");
  const limit = setTimeout(() => session.kill(), limitMs);
  try {
    await locked;
  } finally {
    clearTimeout(limit);
  }
  return async () => {
    session.stdin.end();
    await ended;
  };
}
