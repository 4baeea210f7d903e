/**
 * A chain restarted from genesis must not be served from the old cache. This spec starts its own Hardhat node for
 * 555555 (a port derived from the e2e base, never a shared one), routes the app's 555555 RPC to it, then restarts it:
 * the new genesis hash must replace every cached entry of the old one and the scan must start again from the
 * deployment block.
 */
import type { Page } from "@playwright/test";
import { startLocalChains } from "../../../scripts/lib/localChains";
import { connectWallet } from "../support/app";
import { DEV_KEYS, E2E_CHAIN_PORTS, chainRpcUrl } from "../support/env";
import { expect, test } from "../support/wallet";

const PORT = E2E_CHAIN_PORTS[555555] + 10;
const OWN_URL = `http://127.0.0.1:${PORT}`;

test.use({ walletKeys: [DEV_KEYS[1]], walletRpcUrl: OWN_URL });

async function rpc<T>(method: string, params: unknown[] = []): Promise<T> {
  const res = await fetch(OWN_URL, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ jsonrpc: "2.0", id: 1, method, params }) });
  return ((await res.json()) as { result: T }).result;
}

/** The keys of the insight cache in the page's IndexedDB. */
function cacheKeys(page: Page): Promise<string[]> {
  return page.evaluate(
    () =>
      new Promise<string[]>((resolve, reject) => {
        const open = indexedDB.open("penswap-insight");
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains("logs")) return resolve([]);
          const req = db.transaction("logs").objectStore("logs").getAllKeys();
          req.onsuccess = () => {
            resolve(req.result.map(String));
            db.close();
          };
          req.onerror = () => reject(req.error);
        };
      }),
  );
}

test("a chain restarted from genesis discards its cached logs and is scanned again", async ({ page, wallet }) => {
  test.setTimeout(240_000);
  let node = await startLocalChains({ 555555: PORT });
  try {
    await rpc("hardhat_mine", ["0x40"]);
    const firstGenesis = (await rpc<{ hash: string }>("eth_getBlockByNumber", ["0x0", false])).hash.toLowerCase();
    // The app's built-in RPC for 555555 points at the shared e2e node; send its requests to our own node instead.
    // While our node restarts the app keeps polling: those requests fail as a down node would.
    await page.route(
      (url) => url.href.startsWith(chainRpcUrl(555555)),
      (route) =>
        route
          .fetch({ url: OWN_URL })
          .then((response) => route.fulfill({ response }))
          .catch(() => route.abort("connectionrefused").catch(() => undefined)),
    );

    await page.goto("./#/activity");
    await connectWallet(page, wallet);
    await expect(page.getByTestId("activity-empty")).toBeVisible({ timeout: 60_000 });
    await expect.poll(() => cacheKeys(page)).toContainEqual(expect.stringContaining(`/555555/${firstGenesis}/`));

    await node.stop();
    node = await startLocalChains({ 555555: PORT });
    await rpc("hardhat_mine", ["0x20"]);
    const secondGenesis = (await rpc<{ hash: string }>("eth_getBlockByNumber", ["0x0", false])).hash.toLowerCase();
    expect(secondGenesis).not.toBe(firstGenesis);

    const scans: number[] = [];
    page.on("request", (request) => {
      if (request.method() !== "POST" || !request.url().startsWith(chainRpcUrl(555555))) return;
      const body = JSON.parse(request.postData() ?? "null");
      for (const call of Array.isArray(body) ? body : [body]) if (call?.method === "eth_getLogs") scans.push(Number(call.params[0].fromBlock));
    });
    await page.reload();
    await expect(page.getByTestId("activity-empty")).toBeVisible({ timeout: 60_000 });
    await expect.poll(async () => (await cacheKeys(page)).some((k) => k.includes(`/555555/${secondGenesis}/`))).toBe(true);
    expect((await cacheKeys(page)).filter((k) => k.includes(firstGenesis))).toEqual([]);
    // Scanned again from the deployment block, not from the old cache's last block.
    expect(Math.min(...scans)).toBeLessThanOrEqual(1);
  } finally {
    await node.stop();
  }
});
