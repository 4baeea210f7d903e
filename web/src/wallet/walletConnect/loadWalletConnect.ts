/**
 * Builds the WalletConnect connection. A lazy chunk of its own, imported by the wallet modal when the user
 * picks WalletConnect and by auto-connect (both only in builds with a project id), so none of it is in the
 * first paint. The SDK itself is a further chunk, fetched on the first call.
 */
import { DEFAULT_CHAIN_ID, getChainInfo } from "@/networks";
import { WALLETCONNECT_RELAY_URL, WALLET_CHAIN_IDS, isWalletChain } from "../config";
import { createConnector } from "../connectors/createConnector";
import { getConnection, registerConnection, type Connection } from "../connectors/connections";
import { WalletConnectConnector, type WalletConnectChains } from "../connectors/WalletConnectConnector";

/** The chain a new session must include: the one the user was on when picking WalletConnect. */
let requiredChain: number = DEFAULT_CHAIN_ID;

/**
 * `chainId` is the chain the user is on: required in the session; every other supported chain is optional,
 * each with the chain table's RPC URL (the SDK reads through it).
 */
export async function loadWalletConnect(chainId?: number): Promise<Connection> {
  const projectId = import.meta.env.VITE_WALLETCONNECT_PROJECT_ID;
  if (!projectId) throw new Error("WalletConnect is not configured in this build (VITE_WALLETCONNECT_PROJECT_ID).");
  if (chainId !== undefined) requiredChain = isWalletChain(chainId) ? chainId : DEFAULT_CHAIN_ID;
  const existing = getConnection("walletConnect");
  if (existing) return existing;
  const rpcMap: Record<string, string> = {};
  for (const id of WALLET_CHAIN_IDS) {
    const rpcUrl = getChainInfo(id)?.rpcUrls[0];
    if (rpcUrl) rpcMap[String(id)] = rpcUrl;
  }
  // The SDK (2.2x) sends no required namespace and proposes only the optional chains, so the required
  // chain is listed there too, first: wallets that approve one chain take the first.
  const chains = (): WalletConnectChains => ({
    required: requiredChain,
    optional: [requiredChain, ...WALLET_CHAIN_IDS.filter((id) => id !== requiredChain)],
    rpcMap,
  });
  const { createWalletConnectProvider, showUri } = await import("./createWalletConnect");
  const wc = await createWalletConnectProvider({ projectId, relayUrl: WALLETCONNECT_RELAY_URL, appUrl: new URL(".", window.location.href).href, chains });
  const [connector, store] = createConnector<WalletConnectConnector>((actions) => new WalletConnectConnector(actions, wc, chains, showUri));
  return registerConnection({ id: "walletConnect", kind: "walletConnect", name: "WalletConnect", connector, store });
}
