/**
 * `npm run dev`: the whole app on one machine.
 *   1. starts the three local chains (555555 :8545, 3344 :8546, 5555 :8547) — a chain already running on
 *      its port (e.g. `npx hardhat node`) is reused and left running;
 *   2. deploys and seeds each chain (scripts/deploy.ts; idempotent), then seeds its living market (more pools and
 *      thousands of swaps over the past 30 days of block time: scripts/lib/market/devMarket.ts; idempotent);
 *   3. starts the market indexer (indexer/, Ponder on PGlite) at http://127.0.0.1:42069 and points the app at it
 *      (VITE_INDEXER_URL); chains restarted from genesis get a fresh index. PENSWAP_DEV_INDEXER=0 leaves it out,
 *      PENSWAP_DEV_INDEXER_PORT moves it;
 *   4. serves the app with Vite at http://127.0.0.1:5173 until Ctrl-C, then stops the indexer and the chains it started.
 * Other ports (to run beside another checkout): PENSWAP_DEV_CHAIN_PORTS=9545,9546,9547 (in the order
 * 555555,3344,5555) and PENSWAP_DEV_APP_PORT=9173; the app's RPC URLs follow the chain ports.
 */
import path from "path";
import { CHAIN_IDS, DEV_PORTS, deployLocalChains, rpcUrl, startLocalChains } from "./lib/localChains";
import { DEV_CHAIN_HISTORY_DAYS, seedDevMarket } from "./lib/market/devMarket";
import { devIndexDir, startLocalIndexer, type LocalIndexer } from "./lib/localIndexer";

const HOST = "127.0.0.1";
const ROOT = path.resolve(__dirname, "..");
const say = (s: string) => console.log(`dev: ${s}`);

/** Chain id → port: DEV_PORTS unless PENSWAP_DEV_CHAIN_PORTS gives three other ports. */
function chainPorts(): Record<number, number> {
  const raw = process.env.PENSWAP_DEV_CHAIN_PORTS;
  if (!raw) return DEV_PORTS;
  const ports = raw.split(",").map((p) => Number(p.trim()));
  if (ports.length !== CHAIN_IDS.length || !ports.every((p) => Number.isInteger(p) && p > 0 && p < 65536)) {
    throw new Error(`PENSWAP_DEV_CHAIN_PORTS must be ${CHAIN_IDS.length} ports for chains ${CHAIN_IDS.join(",")}: ${raw}`);
  }
  return Object.fromEntries(CHAIN_IDS.map((id, i) => [id, ports[i]]));
}

async function main(): Promise<void> {
  const ports = chainPorts();
  const appPort = Number(process.env.PENSWAP_DEV_APP_PORT ?? 5173);
  // The app reads its RPC URLs at build time (VITE_RPC_URL_<id>); point them at the chains used here.
  for (const id of CHAIN_IDS) if (ports[id] !== DEV_PORTS[id]) process.env[`VITE_RPC_URL_${id}`] ??= `http://${HOST}:${ports[id]}`;
  // Chains started here begin their clock in the past, so the market's swaps can lie over the past 30 days.
  process.env.PENSWAP_CHAIN_INITIAL_DATE ??= new Date(Date.now() - DEV_CHAIN_HISTORY_DAYS * 24 * 60 * 60 * 1000).toISOString();
  const chains = await startLocalChains(ports, { reuseRunning: true, log: say });
  let server: { close(): Promise<void> } | undefined;
  let indexer: LocalIndexer | undefined;
  let stopping = false;
  const shutdown = async (code: number) => {
    if (stopping) return;
    stopping = true;
    say("stopping");
    await server?.close().catch(() => undefined);
    await indexer?.stop();
    await chains.stop();
    process.exit(code);
  };
  process.on("SIGINT", () => void shutdown(0));
  process.on("SIGTERM", () => void shutdown(0));

  try {
    say("deploying and seeding the local chains (first run takes a minute)");
    await deployLocalChains(ports, say);
    say("seeding the market (pools and swaps over the past 30 days; first run takes a few minutes)");
    await Promise.all(CHAIN_IDS.map((id) => seedDevMarket(id, rpcUrl(ports[id]), say)));
    if (process.env.PENSWAP_DEV_INDEXER !== "0") {
      const port = Number(process.env.PENSWAP_DEV_INDEXER_PORT ?? 42069);
      indexer = await startLocalIndexer({ chainPorts: ports, port, databaseDir: await devIndexDir(ports) });
      process.env.VITE_INDEXER_URL ??= indexer.url;
      say(`indexer at ${indexer.url} (Explore reads it once it has caught up with the chains)`);
    }
    // Vite 8 is ESM-only: load it with a dynamic import from this CommonJS script (typed locally because
    // the node-side tsconfig resolves modules the CommonJS way and cannot see Vite's ESM-only types).
    const { createServer } = (await import("vite" as string)) as {
      createServer(config: object): Promise<{ listen(): Promise<unknown>; close(): Promise<void> }>;
    };
    const vite = await createServer({
      configFile: path.join(ROOT, "web/vite.config.mts"),
      server: { host: HOST, port: appPort, strictPort: true },
    });
    server = vite;
    await vite.listen();
    say(`app at http://${HOST}:${appPort}/ — connect the "Local test wallet" to use a funded dev account; Ctrl-C stops`);
  } catch (err) {
    console.error(`dev: ${err instanceof Error ? err.message : String(err)}`);
    await shutdown(1);
  }
}

main().catch((err: unknown) => {
  console.error(`dev: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
});
