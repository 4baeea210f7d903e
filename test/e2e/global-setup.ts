/**
 * E2E global setup: for every worker the run may use, three Hardhat nodes deployed and seeded as by `npm run dev`
 * (support/workerStacks.ts) and a plain static server of the production build, built once with its RPC URLs
 * pointed at worker 0's nodes (each other worker's server rewrites them to its own). The chains and the two
 * builds are prepared side by side. Returns the teardown (Playwright calls it after the last test, also when
 * tests fail).
 */
import { spawn } from "child_process";
import path from "path";
import type { FullConfig } from "@playwright/test";
import {
  APP_URL,
  DIST_DIR,
  TEST_WALLET_SUBPATH,
  E2E_CHAIN_PORTS,
  E2E_EXPLORER_URL,
  ROOT,
  WC_PROJECT_ID,
  WC_RELAY_URL,
  chainRpcUrl,
  rpcUrlList,
  workerPorts,
} from "./support/env";
import { serveWorkerApps, startWorkerChains } from "./support/workerStacks";

const log = (line: string) => console.log(`[e2e] ${line}`);

/**
 * The production build the specs test. `withTestWallet` makes a second build with the local test wallet
 * switched on (VITE_ENABLE_TEST_WALLET=true), served from a sub-path of the same server — which also
 * shows the static build works from any sub-path.
 */
function buildApp(outDir: string, withTestWallet: boolean): Promise<void> {
  // Local chains and local deployment records: the local profile (a plain `vite build` is production).
  const env: NodeJS.ProcessEnv = { ...process.env, PENSWAP_PROFILE: "local" };
  // The e2e wallet is the headless fixture; the in-app test wallet only exists in the second build.
  delete env.VITE_ENABLE_TEST_WALLET;
  if (withTestWallet) env.VITE_ENABLE_TEST_WALLET = "true";
  // In the runner these are worker 0's ports; the other workers' servers rewrite them (support/workerStacks.ts).
  for (const chainId of Object.keys(E2E_CHAIN_PORTS)) env[`VITE_RPC_URL_${chainId}`] = chainRpcUrl(Number(chainId));
  // 555555 gets a backup URL (same node, another host name) so the fault tests can fail the primary alone.
  env.VITE_RPC_URL_555555 = rpcUrlList(555555).join(",");
  env.VITE_EXPLORER_URL_555555 = E2E_EXPLORER_URL;
  // WalletConnect through the local relay the WalletConnect specs start (walletconnect/*.spec.ts).
  env.VITE_WALLETCONNECT_PROJECT_ID = WC_PROJECT_ID;
  env.VITE_WALLETCONNECT_RELAY_URL = WC_RELAY_URL;
  const vite = path.join(ROOT, "node_modules", "vite", "bin", "vite.js");
  const child = spawn(process.execPath, [vite, "build", "web", "--outDir", outDir, "--emptyOutDir", "--logLevel", "error"], {
    cwd: ROOT,
    env,
    stdio: "inherit",
  });
  return new Promise((resolve, reject) => {
    child.once("error", reject);
    child.once("exit", (code) => (code === 0 ? resolve() : reject(new Error(`vite build for e2e failed (exit ${code})`))));
  });
}

async function buildBoth(): Promise<void> {
  const started = Date.now();
  await buildApp(DIST_DIR, false);
  await buildApp(path.join(DIST_DIR, TEST_WALLET_SUBPATH), true);
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
