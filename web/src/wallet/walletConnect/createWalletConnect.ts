/**
 * The WalletConnect SDK chunk: @walletconnect/ethereum-provider and the QR code library. Imported only when
 * the user picks WalletConnect, or on load when the stored session is one. The connector is built by the
 * caller (loadWalletConnect.ts), so this chunk holds the SDK alone.
 */
import { EthereumProvider } from "@walletconnect/ethereum-provider";
import QRCode from "qrcode";
import type { WalletConnectChains } from "../connectors/WalletConnectConnector";
import { getPairingState, setPairingState } from "./pairingStore";

/** The SDK connects to the relay in the background; its set-up should still never hang the modal. */
const INIT_TIMEOUT_MS = 30_000;

interface WalletConnectOptions {
  projectId: string;
  /** Only set for tests (a local relay); the SDK's public relay otherwise. */
  relayUrl?: string;
  appUrl: string;
  chains: () => WalletConnectChains;
}

/** Shows a pairing URI in the wallet modal: the URI at once, its QR code when drawn. */
export function showUri(uri: string): void {
  setPairingState({ uri });
  QRCode.toString(uri, { type: "svg", margin: 1, errorCorrectionLevel: "M" })
    .then((svg) => {
      if (getPairingState().uri === uri) setPairingState({ uri, qrSvg: svg });
    })
    .catch((error: unknown) => console.error("QR code failed", error)); // the Copy link still works
}

export async function createWalletConnectProvider(options: WalletConnectOptions): Promise<InstanceType<typeof EthereumProvider>> {
  const { required, optional, rpcMap } = options.chains();
  const init = EthereumProvider.init({
    projectId: options.projectId,
    relayUrl: options.relayUrl,
    showQrModal: false,
    chains: [required],
    optionalChains: optional,
    rpcMap,
    // No analytics calls to the cloud: they would only fail on offline or private networks.
    telemetryEnabled: false,
    metadata: {
      name: "PenSwap",
      description: "Swap and provide liquidity on the Pentagon game chains",
      url: options.appUrl,
      icons: [new URL("favicon.svg", options.appUrl).href],
    },
  });
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error("WalletConnect did not start in time")), INIT_TIMEOUT_MS);
  });
  return Promise.race([init, timeout]).finally(() => clearTimeout(timer));
}
