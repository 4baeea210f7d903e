/**
 * E2E global setup: three Hardhat nodes on the e2e ports, deployed and seeded by the same deploy script as
 * `npm run dev`; the production build with its RPC URLs pointed at those nodes; a plain static server for
 * it. Returns the teardown (Playwright calls it after the last test, also when tests fail).
 */
import { spawnSync } from "child_process";
import path from "path";
import { deployLocalChains, startLocalChains } from "../../scripts/lib/localChains";
import {
  APP_PORT,
  DIST_DIR,
  TEST_WALLET_SUBPATH,
  E2E_CHAIN_PORTS,
  E2E_EXPLORER_URL,
  ROOT,
  WC_PROJECT_ID,
  WC_RELAY_URL,
  chainRpcUrl,
  rpcUrlList,
} from "./support/env";
import { snapshotDeployedChains } from "./support/chainSnapshots";
import { serveStatic } from "./support/staticServer";

const log = (line: string) => console.log(`[e2e] ${line}`);

/**
 * The production build the specs test. `withTestWallet` makes a second build with the local test wallet
 * switched on (VITE_ENABLE_TEST_WALLET=true), served from a sub-path of the same server — which also
 * shows the static build works from any sub-path.
 */
function buildApp(outDir: string, withTestWallet: boolean): void {
  // Local chains and local deployment records: the local profile (a plain `vite build` is production).
  const env: NodeJS.ProcessEnv = { ...process.env, PENSWAP_PROFILE: "local" };
  // The e2e wallet is the headless fixture; the in-app test wallet only exists in the second build.
  delete env.VITE_ENABLE_TEST_WALLET;
  if (withTestWallet) env.VITE_ENABLE_TEST_WALLET = "true";
  for (const chainId of Object.keys(E2E_CHAIN_PORTS)) env[`VITE_RPC_URL_${chainId}`] = chainRpcUrl(Number(chainId));
  // 555555 gets a backup URL (same node, another host name) so the fault tests can fail the primary alone.
  env.VITE_RPC_URL_555555 = rpcUrlList(555555).join(",");
  env.VITE_EXPLORER_URL_555555 = E2E_EXPLORER_URL;
  // WalletConnect through the local relay the WalletConnect specs start (walletconnect/*.spec.ts).
  env.VITE_WALLETCONNECT_PROJECT_ID = WC_PROJECT_ID;
  env.VITE_WALLETCONNECT_RELAY_URL = WC_RELAY_URL;
  const vite = path.join(ROOT, "node_modules", "vite", "bin", "vite.js");
  const res = spawnSync(process.execPath, [vite, "build", "web", "--outDir", outDir, "--emptyOutDir", "--logLevel", "error"], {
    cwd: ROOT,
    env,
    stdio: "inherit",
  });
  if (res.status !== 0) throw new Error(`vite build for e2e failed (exit ${res.status})`);
}

export default async function globalSetup(): Promise<() => Promise<void>> {
  const started = Date.now();
  const chains = await startLocalChains(E2E_CHAIN_PORTS, { log });
  let server: Awaited<ReturnType<typeof serveStatic>> | undefined;
  try {
    await deployLocalChains(E2E_CHAIN_PORTS, log);
    await snapshotDeployedChains();
    buildApp(DIST_DIR, false);
    buildApp(path.join(DIST_DIR, TEST_WALLET_SUBPATH), true);
    server = await serveStatic(DIST_DIR, APP_PORT);
    log(`app served at http://127.0.0.1:${APP_PORT}/ (setup took ${((Date.now() - started) / 1000).toFixed(1)} s)`);
  } catch (error) {
    await chains.stop();
    throw error;
  }
  return async () => {
    await new Promise<void>((resolve) => server!.close(() => resolve()));
    await chains.stop();
  };
}
