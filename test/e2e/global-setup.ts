/**
 * E2E global setup: for every worker the run may use, three Hardhat nodes deployed and seeded as by `npm run dev`
 * (support/workerStacks.ts) and a plain static server of the production build, built once with its RPC URLs
 * pointed at worker 0's nodes (each other worker's server rewrites them to its own). The chains and the two
 * builds are prepared side by side. Returns the teardown (Playwright calls it after the last test, also when
 * tests fail).
 */
import path from "path";
import type { FullConfig } from "@playwright/test";
import { buildApp } from "./support/appBuild";
import { APP_URL, DIST_DIR, TEST_WALLET_SUBPATH, workerPorts } from "./support/env";
import { serveWorkerApps, startWorkerChains } from "./support/workerStacks";

const log = (line: string) => console.log(`[e2e] ${line}`);

async function buildBoth(): Promise<void> {
  const started = Date.now();
  await buildApp(DIST_DIR);
  // The local test wallet only exists in this second build, served from a sub-path of the same server (which also
  // shows the static build works from any sub-path).
  await buildApp(path.join(DIST_DIR, TEST_WALLET_SUBPATH), { VITE_ENABLE_TEST_WALLET: "true" });
  log(`both builds done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

export default async function globalSetup(config: FullConfig): Promise<() => Promise<void>> {
  const started = Date.now();
  const workers = config.workers;
  // Side by side: the deploy waits on blocks and round trips, the builds on the CPU.
  const [chainsStarted, built] = await Promise.allSettled([startWorkerChains(workers, log), buildBoth()]);
  if (chainsStarted.status === "rejected") throw chainsStarted.reason;
  const chains = chainsStarted.value;
  let servers: Awaited<ReturnType<typeof serveWorkerApps>>;
  try {
    if (built.status === "rejected") throw built.reason;
    servers = await serveWorkerApps(workers);
  } catch (error) {
    await chains.stop();
    throw error;
  }
  const last = workerPorts(workers - 1).app;
  const apps = workers > 1 ? `${APP_URL} … http://127.0.0.1:${last}/ (${workers} workers)` : APP_URL;
  log(`app served at ${apps} (setup took ${((Date.now() - started) / 1000).toFixed(1)} s)`);
  return async () => {
    await servers.stop();
    await chains.stop();
  };
}
