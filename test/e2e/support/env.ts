/**
 * Facts shared by the e2e config, global setup and specs. Ports are the e2e range only (never the
 * dev chains' 8545–8547).
 *
 * Each Playwright worker has a stack of its own: three Hardhat nodes, the static server of the production build
 * and a port for the WalletConnect relay, so spec files in different workers never see each other's transactions.
 * A worker's ports are the run's ports shifted by WORKER_PORT_STRIDE times its parallel index (Playwright sets
 * TEST_PARALLEL_INDEX in worker processes; the runner, which has none, sees worker 0's ports). Everything below
 * that names a port is therefore the calling worker's, and specs need no knowledge of the other workers.
 */
import { HDNodeWallet, Mnemonic } from "ethers";
import path from "path";
import { TEST_PORTS } from "../../../scripts/lib/localChains";

export const ROOT = path.resolve(__dirname, "../../..");

/**
 * The run's ports (worker 0's): the agreed test ports (scripts/lib/localChains TEST_PORTS, 18545–18547; app 14173)
 * unless E2E_PORT_BASE / E2E_APP_PORT move the whole run elsewhere, so two runs can coexist on one machine.
 */
const RUN_PORT_BASE = Number(process.env.E2E_PORT_BASE ?? TEST_PORTS[555555]);
export const RUN_APP_PORT = Number(process.env.E2E_APP_PORT ?? 14173);
/** Room for each worker's ports: chains at +0..+2, relay +3, nodes a spec starts itself +10.., list server +20..+29. */
export const WORKER_PORT_STRIDE = 100;

export interface WorkerPorts {
  /** Chain id → port of the worker's Hardhat node. */
  chains: Record<number, number>;
  /** The local WalletConnect relay (support/wcRelay.ts); the build's relay URL points at worker 0's. */
  wcRelay: number;
  /** The static server of the production build. */
  app: number;
  /** First of the ports a spec may take for a node of its own (a chain restarted, a rehearsal deployment). */
  spare: number;
  /** The token-list server of the lists specs takes the first free port of this range. */
  listServer: { first: number; last: number };
}

export function workerPorts(index: number): WorkerPorts {
  const base = RUN_PORT_BASE + index * WORKER_PORT_STRIDE;
  return {
    chains: { 555555: base, 3344: base + 1, 5555: base + 2 },
    wcRelay: base + 3,
    app: RUN_APP_PORT + index * WORKER_PORT_STRIDE,
    spare: base + 10,
    listServer: { first: base + 20, last: base + 29 },
  };
}

/** This process's worker (0 in the runner, where global setup starts every worker's stack). */
export const WORKER_INDEX = Number(process.env.TEST_PARALLEL_INDEX ?? 0);
export const WORKER_PORTS = workerPorts(WORKER_INDEX);

export const E2E_CHAIN_PORTS: Record<number, number> = WORKER_PORTS.chains;
export const APP_PORT = WORKER_PORTS.app;
export const WC_RELAY_PORT = WORKER_PORTS.wcRelay;
export const WC_RELAY_URL = `ws://127.0.0.1:${WC_RELAY_PORT}`;
/** Any id works with the local relay; a real build needs one from WalletConnect Cloud. */
export const WC_PROJECT_ID = "penswap-e2e-local-relay";
export const APP_URL = `http://127.0.0.1:${APP_PORT}/`;
/** One build per run, served by every worker's server (each rewrites the ports in it to its own). */
export const DIST_DIR = path.join(ROOT, ".e2e", `dist-${RUN_APP_PORT}`);
/** Sub-path of the server holding a second build with the local test wallet enabled. */
export const TEST_WALLET_SUBPATH = "with-test-wallet";
/** A fake explorer base baked into the e2e build so explorer links (/tx, /address) can be checked. */
export const E2E_EXPLORER_URL = "https://explorer.penswap.test";

function nodeUrl(ports: Record<number, number>, chainId: number): string {
  const port = ports[chainId];
  if (!port) throw new Error(`No e2e node for chain ${chainId}`);
  return `http://127.0.0.1:${port}`;
}

export function chainRpcUrl(chainId: number): string {
  return nodeUrl(E2E_CHAIN_PORTS, chainId);
}

/**
 * The RPC URLs the e2e build lists for a chain, in order, for worker `index` (default: this process's worker).
 * 555555 has a backup: the same node under the name localhost, so a test can route the primary and the backup to
 * different fault proxies.
 */
export function rpcUrlList(chainId: number, index = WORKER_INDEX): string[] {
  const primary = nodeUrl(workerPorts(index).chains, chainId);
  return chainId === 555555 ? [primary, primary.replace("127.0.0.1", "localhost")] : [primary];
}

/** Hardhat's default-mnemonic dev keys #0..#4 (public test keys; the deploy script funds them). */
const HARDHAT_MNEMONIC = "test test test test test test test test test test test junk";
export const DEV_KEYS: string[] = [0, 1, 2, 3, 4].map(
  (i) => HDNodeWallet.fromMnemonic(Mnemonic.fromPhrase(HARDHAT_MNEMONIC), `m/44'/60'/0'/0/${i}`).privateKey,
);
