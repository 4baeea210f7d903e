import type { Page, Request } from "@playwright/test";
import { connectWallet } from "../support/app";
import { DEV_KEYS, chainRpcUrl } from "../support/env";
import { expect, test } from "../support/wallet";
import { deployedPair, latestBlock, scriptedAccount } from "../support/chain";

// Account #1 trades from a script (another "device"); the app is then opened with the same account.
test.use({ walletKeys: [DEV_KEYS[1]] });

/** Every eth_getLogs the page sends to the 555555 node (JSON-RPC batches are unpacked), with its block range. */
function recordGetLogs(page: Page) {
  const ranges: Array<{ from: number; to: number }> = [];
  const url = chainRpcUrl(555555);
  const onRequest = (request: Request) => {
    if (request.method() !== "POST" || !request.url().startsWith(url)) return;
    let body: unknown;
    try {
      body = JSON.parse(request.postData() ?? "null");
    } catch {
      return;
    }
    for (const call of Array.isArray(body) ? body : [body]) {
      const c = call as { method?: string; params?: Array<{ fromBlock?: string; toBlock?: string }> };
      if (c?.method === "eth_getLogs") ranges.push({ from: Number(c.params?.[0]?.fromBlock), to: Number(c.params?.[0]?.toBlock) });
    }
  };
  page.on("request", onRequest);
  return ranges;
}

test("trades made by a script appear in the account's activity; a reload reads them from the cache without a rescan", async ({ page, wallet }) => {
  const alice = scriptedAccount(DEV_KEYS[1]);
  await alice.approve("FIVE");
  const approveHash = await alice.approve("BARK");
  const singleHop = await alice.swap(["BARK", "FIVE"], "1.5");
  const multiHop = await alice.swap(["BARK", "FIVE", "USDT"], "2");
  const head = await latestBlock();

  const getLogs = recordGetLogs(page);
  await page.goto("./#/activity");
  await connectWallet(page, wallet);
  const rows = page.getByTestId("activity-row");
  await expect(page.locator(`[data-tx="${multiHop}"]`)).toBeVisible({ timeout: 60_000 });
  // A two-hop swap is one row: paid BARK, received USDT.
  await expect(page.locator(`[data-tx="${multiHop}"]`)).toHaveAttribute("data-kind", "swap");
  await expect(page.locator(`[data-tx="${multiHop}"]`)).toContainText(/Sold 2 BARK for [\d.]+ USDT/);
  await expect(page.locator(`[data-tx="${singleHop}"]`)).toContainText(/Sold 1\.5 BARK for [\d.]+ FIVE/);
  await expect(page.locator(`[data-tx="${approveHash}"]`)).toHaveAttribute("data-kind", "approve");
  await expect(page.locator(`[data-tx="${multiHop}"]`).getByRole("link")).toHaveAttribute("href", new RegExp(`/tx/${multiHop}$`));
  // Newest first.
  await expect(rows.first()).toHaveAttribute("data-tx", multiHop);
  expect(getLogs.length).toBeGreaterThan(0);
  expect(getLogs.some((r) => r.from <= 1)).toBe(true);

  // Reload: the rows come back from IndexedDB; any getLogs now only covers blocks after the first visit's head.
  const rowCount = await rows.count();
  getLogs.length = 0;
  await page.reload();
  await expect(page.locator("#web3-status-connected")).toBeVisible();
  await expect(page.locator(`[data-tx="${multiHop}"]`)).toBeVisible();
  await expect(rows).toHaveCount(rowCount);
  expect(getLogs.filter((r) => r.from <= head)).toEqual([]);

  // A new trade while the page is open shows up from the new block only.
  const later = await alice.swap(["FIVE", "BARK"], "0.5");
  await expect(page.locator(`[data-tx="${later}"]`)).toBeVisible({ timeout: 30_000 });
  expect(getLogs.filter((r) => r.from <= head)).toEqual([]);
});

test("the pool page's price chart moves after a scripted swap", async ({ page }) => {
  const bob = scriptedAccount(DEV_KEYS[2]);
  await bob.approve("BARK");
  await page.goto(`./#/pool/${deployedPair("BARK", "FIVE")}`);
  const chart = page.getByTestId("pool-price-chart");
  await expect(chart).toHaveAttribute("data-points", /^[1-9]\d*$/, { timeout: 60_000 });
  const before = await chart.getAttribute("data-last");
  await expect(page.locator("canvas").first()).toBeVisible();

  await bob.swap(["BARK", "FIVE"], "50");
  await expect.poll(async () => chart.getAttribute("data-last"), { timeout: 30_000 }).not.toBe(before);
  await expect(page.getByTestId("pool-swaps")).toContainText("Sold 50 BARK for");
  await expect(page.getByTestId("pool-volume")).toContainText(/Last 24 h: [1-9]\d* swap/);
});
