import type { Page } from "@playwright/test";
import { startFaultProxy, type FaultProxy } from "./faultProxy";
import { chainRpcUrl, rpcUrlList } from "./env";

/**
 * Puts a fault proxy in front of each RPC URL the app lists for 555555 (primary, backup), for this page
 * only: the page's requests to a URL are re-sent to its proxy, which forwards to the real node unless told
 * to misbehave. Other pages and the wallet (which talks to the node from the test process) are untouched.
 */
export async function proxyChainRpc(page: Page): Promise<{ primary: FaultProxy; backup: FaultProxy; closeAll(): Promise<void> }> {
  const [primaryUrl, backupUrl] = rpcUrlList(555555);
  const primary = await startFaultProxy(chainRpcUrl(555555));
  const backup = await startFaultProxy(chainRpcUrl(555555));
  const routeTo = (from: string, proxy: FaultProxy) =>
    page.route(
      (url) => url.origin === new URL(from).origin,
      (route) => {
        const url = new URL(route.request().url());
        return route.continue({ url: `${proxy.url}${url.pathname}${url.search}` });
      },
    );
  await routeTo(primaryUrl, primary);
  await routeTo(backupUrl, backup);
  return {
    primary,
    backup,
    async closeAll() {
      await Promise.all([primary.close(), backup.close()]);
    },
  };
}
