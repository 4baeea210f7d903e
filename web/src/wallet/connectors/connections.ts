import { createConnector } from "./createConnector";
import { MetaMask } from "@web3-react/metamask";
import type { Connector, Provider, Web3ReactStore } from "@web3-react/types";
import { Eip1193Connector } from "./Eip1193Connector";
import type { Eip6963ProviderDetail } from "./eip6963";
import { ReadOnlyConnector } from "./ReadOnlyConnector";

/**
 * Every way the app can be connected. A connection pairs a web3-react connector with its zustand store
 * (chainId, accounts, activating). The app never uses Web3ReactProvider: its connector list must be fixed
 * at mount, while EIP-6963 wallets announce themselves later and Coinbase/test wallet load lazily. Reading
 * the chosen connection's store directly (useSyncExternalStore) works for any connection at any time.
 */
type ConnectionKind = "injected" | "eip6963" | "coinbase" | "walletConnect" | "testWallet" | "readOnly";

export interface Connection {
  /** Stable id, also stored in localStorage to auto-connect the same wallet after a reload. */
  id: string;
  kind: ConnectionKind;
  name: string;
  iconUrl?: string;
  connector: Connector;
  store: Web3ReactStore;
}

const connections = new Map<string, Connection>();

function register(connection: Connection): Connection {
  connections.set(connection.id, connection);
  return connection;
}

export function getConnection(id: string): Connection | undefined {
  return connections.get(id);
}

/** window.ethereum through @web3-react/metamask (switches chains and adds them on 4902). */
export function injectedConnection(): Connection {
  const existing = connections.get("injected");
  if (existing) return existing;
  const [connector, store] = createConnector<MetaMask>((actions) => new MetaMask({ actions }));
  const ethereum = (window as { ethereum?: { isMetaMask?: boolean } }).ethereum;
  return register({
    id: "injected",
    kind: "injected",
    name: ethereum?.isMetaMask ? "MetaMask" : "Injected",
    connector,
    store,
  });
}

export function eip6963Connection(detail: Eip6963ProviderDetail): Connection {
  const id = `eip6963:${detail.info.rdns}`;
  const existing = connections.get(id);
  if (existing && existing.connector.provider === detail.provider) return existing;
  const [connector, store] = createConnector<Eip1193Connector>(
    (actions) => new Eip1193Connector(actions, detail.provider),
  );
  return register({ id, kind: "eip6963", name: detail.info.name, iconUrl: detail.info.icon, connector, store });
}

export function testWalletConnection(provider: Provider): Connection {
  const [connector, store] = createConnector<Eip1193Connector>((actions) => new Eip1193Connector(actions, provider));
  return register({ id: "testWallet", kind: "testWallet", name: "Local test wallet", connector, store });
}

export function readOnlyConnection(): Connection {
  const existing = connections.get("readOnly");
  if (existing) return existing;
  const [connector, store] = createConnector<ReadOnlyConnector>((actions) => new ReadOnlyConnector(actions));
  return register({ id: "readOnly", kind: "readOnly", name: "Read-only", connector, store });
}

/** Coinbase Wallet: the connector and its SDK are only downloaded when the user picks it. */
export async function coinbaseConnection(appUrl: string, rpcUrl: string): Promise<Connection> {
  const existing = connections.get("coinbase");
  if (existing) return existing;
  const { CoinbaseWallet } = await import("@web3-react/coinbase-wallet");
  const [connector, store] = createConnector<InstanceType<typeof CoinbaseWallet>>(
    (actions) => new CoinbaseWallet({ actions, options: { url: rpcUrl, appName: "PenSwap", appLogoUrl: `${appUrl}favicon.svg` } }),
  );
  return register({ id: "coinbase", kind: "coinbase", name: "Coinbase Wallet", connector, store });
}

/** For connections built outside this file (WalletConnect's loader, walletConnect/loadWalletConnect.ts). */
export function registerConnection(connection: Connection): Connection {
  return connections.get(connection.id) ?? register(connection);
}

