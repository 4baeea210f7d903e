import { spawn } from "child_process";
import path from "path";
import { E2E_CHAIN_PORTS, E2E_EXPLORER_URL, ROOT, WC_PROJECT_ID, WC_RELAY_URL, chainRpcUrl, rpcUrlList } from "./env";

/**
 * The production build the specs test, into `outDir`: the local profile, its RPC URLs pointed at worker 0's nodes
 * (other workers' servers rewrite them to their own, support/workerStacks.ts). `extraEnv` adds build settings of a
 * variant (the in-app test wallet, an indexer's URL).
 */
export function buildApp(outDir: string, extraEnv: Record<string, string> = {}): Promise<void> {
  // Local chains and local deployment records: the local profile (a plain `vite build` is production).
  const env: NodeJS.ProcessEnv = { ...process.env, PENSWAP_PROFILE: "local" };
  // The e2e wallet is the headless fixture; the in-app test wallet only exists in a variant that asks for it.
  delete env.VITE_ENABLE_TEST_WALLET;
  delete env.VITE_INDEXER_URL;
  for (const chainId of Object.keys(E2E_CHAIN_PORTS)) env[`VITE_RPC_URL_${chainId}`] = chainRpcUrl(Number(chainId));
  // 555555 gets a backup URL (same node, another host name) so the fault tests can fail the primary alone.
  env.VITE_RPC_URL_555555 = rpcUrlList(555555).join(",");
  env.VITE_EXPLORER_URL_555555 = E2E_EXPLORER_URL;
  // WalletConnect through the local relay the WalletConnect specs start (walletconnect/*.spec.ts).
  env.VITE_WALLETCONNECT_PROJECT_ID = WC_PROJECT_ID;
  env.VITE_WALLETCONNECT_RELAY_URL = WC_RELAY_URL;
  Object.assign(env, extraEnv);
  const vite = path.join(ROOT, "node_modules", "vite", "bin", "vite.js");
  const child = spawn(process.execPath, [vite, "build", "web", "--outDir", outDir, "--emptyOutDir", "--logLevel", "error"], { cwd: ROOT, env, stdio: "inherit" });
  return new Promise((resolve, reject) => {
    child.once("error", reject);
    child.once("exit", (code) => (code === 0 ? resolve() : reject(new Error(`vite build for e2e failed (exit ${code})`))));
  });
}
