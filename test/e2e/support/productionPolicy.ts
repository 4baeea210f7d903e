import { contentSecurityPolicy, walletSources } from "../../../web/src/networks/build/securityHeaders";
import { WC_PROJECT_ID, rpcUrlList, workerPorts } from "./env";

/**
 * The app's page requested with this query parameter comes with the Content-Security-Policy header a production
 * build of this set-up ships (the e2e build carries none). Served by the app server itself: a page answered by a
 * Playwright route has no network address, and Chromium then refuses its requests to the local nodes.
 */
export const PRODUCTION_POLICY_PARAM = "production-policy";

/**
 * The production policy for worker `index`'s chains and WalletConnect relay, WalletConnect switched on. No IPFS
 * gateways: the e2e tests fetch nothing from IPFS, and their module (uriToHttp) only loads under Vite.
 */
export function productionPolicy(index: number): string {
  const ports = workerPorts(index);
  const walletConnect = { VITE_WALLETCONNECT_PROJECT_ID: WC_PROJECT_ID, VITE_WALLETCONNECT_RELAY_URL: `ws://127.0.0.1:${ports.wcRelay}` };
  return contentSecurityPolicy({
    rpcUrls: Object.keys(ports.chains).flatMap((chainId) => rpcUrlList(Number(chainId), index)),
    ipfsGateways: [],
    ...walletSources(walletConnect),
  });
}
