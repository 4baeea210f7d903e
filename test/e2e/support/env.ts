/**
 * Facts shared by the e2e config, global setup and specs. Ports are the e2e range only (never the
 * dev chains' 8545–8547): three Hardhat nodes and the static server of the production build.
 */
import { HDNodeWallet, Mnemonic } from "ethers";
import path from "path";
import { TEST_PORTS } from "../../../scripts/lib/localChains";

export const ROOT = path.resolve(__dirname, "../../..");
// The agreed test ports (scripts/lib/localChains TEST_PORTS: 18545–18547). E2E_PORT_BASE / E2E_APP_PORT move a
// second run elsewhere (e.g. 18745 / 18748) so two runs can coexist on one machine.
const PORT_BASE = process.env.E2E_PORT_BASE ? Number(process.env.E2E_PORT_BASE) : undefined;
export const E2E_CHAIN_PORTS: Record<number, number> =
  PORT_BASE === undefined ? { ...TEST_PORTS } : { 555555: PORT_BASE, 3344: PORT_BASE + 1, 5555: PORT_BASE + 2 };
export const APP_PORT = Number(process.env.E2E_APP_PORT ?? 14173);
/**
 * The local WalletConnect relay (support/wcRelay.ts), baked into the e2e build as its relay URL: the port
 * after the three chains' ports, so a run moved by E2E_PORT_BASE moves it too.
 */
export const WC_RELAY_PORT = (PORT_BASE ?? TEST_PORTS[555555]) + 3;
export const WC_RELAY_URL = `ws://127.0.0.1:${WC_RELAY_PORT}`;
/** Any id works with the local relay; a real build needs one from WalletConnect Cloud. */
export const WC_PROJECT_ID = "penswap-e2e-local-relay";
export const APP_URL = `http://127.0.0.1:${APP_PORT}/`;
export const DIST_DIR = path.join(ROOT, ".e2e", `dist-${APP_PORT}`);
/** Sub-path of the server holding a second build with the local test wallet enabled. */
export const TEST_WALLET_SUBPATH = "with-test-wallet";
/** A fake explorer base baked into the e2e build so explorer links (/tx, /address) can be checked. */
export const E2E_EXPLORER_URL = "https://explorer.penswap.test";

export function chainRpcUrl(chainId: number): string {
  const port = E2E_CHAIN_PORTS[chainId];
  if (!port) throw new Error(`No e2e node for chain ${chainId}`);
  return `http://127.0.0.1:${port}`;
}

/**
 * The RPC URLs the e2e build lists for a chain, in order. 555555 has a backup: the same node under the
 * name localhost, so a test can route the primary and the backup to different fault proxies.
 */
export function rpcUrlList(chainId: number): string[] {
  const primary = chainRpcUrl(chainId);
  return chainId === 555555 ? [primary, primary.replace("127.0.0.1", "localhost")] : [primary];
}

/** Hardhat's default-mnemonic dev keys #0..#4 (public test keys; the deploy script funds them). */
const HARDHAT_MNEMONIC = "test test test test test test test test test test test junk";
export const DEV_KEYS: string[] = [0, 1, 2, 3, 4].map(
  (i) => HDNodeWallet.fromMnemonic(Mnemonic.fromPhrase(HARDHAT_MNEMONIC), `m/44'/60'/0'/0/${i}`).privateKey,
);
