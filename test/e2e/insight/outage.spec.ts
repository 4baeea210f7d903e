/**
 * An insight page whose cold scan fails because no RPC URL of the chain answers: the page shows its own error with
 * Retry, the app shows its "Can't reach" banner (the scans read through the chain's failover transport, which
 * reports to the same health store), and once a node answers again the page recovers without a reload, through its
 * own Retry or through the banner's.
 */
import type { Page } from "@playwright/test";
import { expect, test } from "../support/wallet";
import { proxyChainRpc } from "../support/rpcRouting";
import { deployedPair } from "../support/chain";

// A busy machine: states get generous time to show; no fixed sleeps.
const SLOW = { timeout: 60_000 };

/** Opens one pool page with every URL healthy (so the chain is verified and the head known), then stops every URL. */
async function openThenLoseNode(page: Page) {
  const rpc = await proxyChainRpc(page);
  await page.goto(`./#/pool/${deployedPair("BARK", "FIVE")}`);
  await expect(page.getByTestId("pool-price-chart")).toBeVisible(SLOW);
  rpc.primary.setMode({ kind: "drop" });
  rpc.backup.setMode({ kind: "drop" });
  // Another pool: a cold scan of its logs, which no URL answers now (the hash route keeps the page loaded).
  await page.evaluate((pair) => (window.location.hash = `#/pool/${pair}`), deployedPair("FIVE", "USDT"));
  // The page says why, in words, and that it will read again by itself.
  await expect(page.getByTestId("pool-insight-error")).toContainText("No RPC node of PEN test chain is answering.", SLOW);
  await expect(page.getByTestId("rpc-unreachable")).toBeVisible(SLOW);
  await page.evaluate(() => ((window as unknown as { __noReload: boolean }).__noReload = true));
  return rpc;
}

async function expectRecoveredWithoutReload(page: Page) {
  await expect(page.getByTestId("pool-price-chart")).toBeVisible(SLOW);
  await expect(page.getByTestId("pool-insight-error")).toHaveCount(0);
  await expect(page.getByTestId("rpc-unreachable")).toHaveCount(0, SLOW);
  expect(await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(true);
}

test.describe("insight page without a node", () => {
  test.describe.configure({ timeout: 240_000 });

  test("the page's own Retry scans again once a node answers", async ({ page }) => {
    const rpc = await openThenLoseNode(page);
    try {
      rpc.primary.setMode({ kind: "pass" });
      rpc.backup.setMode({ kind: "pass" });
      await page.getByTestId("pool-insight-error").getByRole("button").click();
      await expectRecoveredWithoutReload(page);
    } finally {
      await rpc.closeAll();
    }
  });

  test("the banner's Retry also brings the failed page back", async ({ page }) => {
    const rpc = await openThenLoseNode(page);
    try {
      const banner = page.getByTestId("rpc-unreachable");
      // Wait until the automatic retry is at least 10 s away (its pauses grow 2, 4, 8, 16 s…), so the click, not the
      // countdown, is what brings the node back, even on a slow machine.
      await expect(banner).toContainText(/Retrying in \d{2} s/, SLOW);
      rpc.primary.setMode({ kind: "pass" });
      rpc.backup.setMode({ kind: "pass" });
      await page.getByTestId("rpc-retry").click();
      await expectRecoveredWithoutReload(page);
    } finally {
      await rpc.closeAll();
    }
  });
});
