import { getChainInfo, DEFAULT_CHAIN_ID } from "@/networks";
import { TEST_WALLET_ENABLED } from "./config";
import {
  coinbaseConnection,
  eip6963Connection,
  getConnection,
  injectedConnection,
  testWalletConnection,
  type Connection,
} from "./connectors/connections";
import { getEip6963Providers, subscribeEip6963 } from "./connectors/eip6963";
import { loadSecp256k1 } from "@/base/vendor/deferredSecp256k1";

/** EIP-6963 wallets answer the request event synchronously; give slow ones a moment after load. */
const ANNOUNCE_WAIT_MS = 500;

function waitForAnnouncement(rdns: string): Promise<Connection | undefined> {
  const find = () => getEip6963Providers().find((d) => d.info.rdns === rdns);
  const found = find();
  if (found) return Promise.resolve(eip6963Connection(found));
  return new Promise((resolve) => {
    const stop = subscribeEip6963(() => {
      const detail = find();
      if (detail) {
        stop();
        clearTimeout(timer);
        resolve(eip6963Connection(detail));
      }
    });
    const timer = setTimeout(() => {
      stop();
      resolve(undefined);
    }, ANNOUNCE_WAIT_MS);
  });
}

/** Loads the local test wallet (its own chunk; absent from builds where it is disabled). */
export async function loadTestWalletConnection(accountIndex?: number): Promise<Connection> {
  // Spelled out with import.meta.env (not TEST_WALLET_ENABLED) so the bundler sees a constant and drops
  // the import — and with it the dev keys — from builds where the test wallet is disabled.
  if (!(import.meta.env.DEV || import.meta.env.VITE_ENABLE_TEST_WALLET === "true")) {
    throw new Error("The local test wallet is not enabled in this build.");
  }
  // The test wallet signs locally: the curve that ethers loads after the first paint must be there first.
  const [{ LocalTestWalletProvider }] = await Promise.all([import("./connectors/localTestWallet"), loadSecp256k1()]);
  return testWalletConnection(new LocalTestWalletProvider(accountIndex));
}

export function loadCoinbase(): Promise<Connection> {
  const rpcUrl = getChainInfo(DEFAULT_CHAIN_ID)?.rpcUrls[0] ?? "";
  return coinbaseConnection(new URL(".", window.location.href).href, rpcUrl);
}

/** Turns a stored connection id back into a connection (used by auto-connect). */
export async function resolveStoredConnection(id: string): Promise<Connection | undefined> {
  if (id === "injected") return (window as { ethereum?: unknown }).ethereum ? injectedConnection() : undefined;
  if (id.startsWith("eip6963:")) return waitForAnnouncement(id.slice("eip6963:".length));
  if (id === "testWallet") return TEST_WALLET_ENABLED ? getConnection(id) ?? loadTestWalletConnection() : undefined;
  if (id === "coinbase") return loadCoinbase();
  // Spelled out with import.meta.env so builds without a project id drop this path and its chunks.
  if (id === "walletConnect") {
    return import.meta.env.VITE_WALLETCONNECT_PROJECT_ID ? import("./walletConnect/loadWalletConnect").then((m) => m.loadWalletConnect()) : undefined;
  }
  return undefined;
}
