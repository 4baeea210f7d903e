import type { Page } from "@playwright/test";
import { formatBalance } from "../../../web/src/wallet/utils/formatBalance";
import { connectWallet } from "../support/app";
import { ACCOUNT0, balanceOf, scriptedAccount } from "../support/chain";
import { DEV_KEYS } from "../support/env";
import type { FaultMode } from "../support/faultProxy";
import { proxyChainRpc } from "../support/rpcRouting";
import { expect, test } from "../support/wallet";

// A busy machine and the app's 8 s per-request timeout: give states time to show, never a fixed sleep.
const SLOW = { timeout: 45_000 };

async function readBalance(): Promise<bigint> {
  return balanceOf("native", ACCOUNT0);
}

/** Sends a tenth of dev key 4's coins to account 0 so the header balance must change to stay correct. */
async function moveCoinsToAccount0(): Promise<bigint> {
  const sender = scriptedAccount(DEV_KEYS[4]);
  await sender.send(ACCOUNT0, (await balanceOf("native", sender.address)) / 10n);
  return balanceOf("native", ACCOUNT0);
}

async function markNoReload(page: Page): Promise<void> {
  await page.evaluate(() => ((window as unknown as { __noReload: boolean }).__noReload = true));
}

async function expectNoReload(page: Page): Promise<void> {
  expect(await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(true);
}

// Each test puts its own fault proxies in front of the app and reads the balance it expects from the chain, so the
// tests may run in any worker: most of this file's time is spent waiting out timeouts and retry pauses.
test.describe.configure({ mode: "parallel" });

test.describe("RPC faults", () => {
  test.describe.configure({ timeout: 180_000 });

  const primaryFaults: [string, FaultMode][] = [
    ["HTTP 500", { kind: "http500" }],
    ["malformed JSON", { kind: "malformed" }],
    ["a timeout", { kind: "hang" }],
    ["dropped connections", { kind: "drop" }],
    ["429 with Retry-After", { kind: "http429", retryAfterSeconds: 120 }],
  ];
  for (const [name, mode] of primaryFaults) {
    test(`primary URL fails with ${name}: reads continue from the backup, no banner`, async ({ page, wallet }) => {
      const rpc = await proxyChainRpc(page);
      try {
        rpc.primary.setMode(mode);
        await page.goto("./#/swap");
        await connectWallet(page, wallet);
        await expect(page.getByTestId("native-balance")).toHaveText(`${formatBalance(await readBalance())} PEN`, SLOW);
        // The balance follows the chain from the backup (not a one-off answer).
        const after = await moveCoinsToAccount0();
        await expect(page.getByTestId("native-balance")).toHaveText(`${formatBalance(after)} PEN`, SLOW);
        expect(rpc.backup.requestCount).toBeGreaterThan(0);
        await expect(page.getByTestId("rpc-unreachable")).toHaveCount(0);
        await expect(page.getByTestId("rpc-wrong-chain")).toHaveCount(0);
      } finally {
        await rpc.closeAll();
      }
    });
  }

  test("primary URL 5 s slow: reads still arrive from it, no banner", async ({ page, wallet }) => {
    const rpc = await proxyChainRpc(page);
    try {
      rpc.primary.setMode({ kind: "latency", ms: 5000 });
      rpc.backup.setMode({ kind: "drop" });
      await page.goto("./#/swap");
      await connectWallet(page, wallet);
      await expect(page.getByTestId("native-balance")).toHaveText(`${formatBalance(await readBalance())} PEN`, SLOW);
      await expect(page.getByTestId("rpc-unreachable")).toHaveCount(0);
    } finally {
      await rpc.closeAll();
    }
  });

  test("every URL fails: banner with countdown and Retry, header keeps Connect Wallet, recovery without reload", async ({ page }) => {
    const rpc = await proxyChainRpc(page);
    try {
      rpc.primary.setMode({ kind: "drop" });
      rpc.backup.setMode({ kind: "http500" });
      await page.goto("./#/swap");
      const banner = page.getByTestId("rpc-unreachable");
      await expect(banner).toContainText(/Can't reach PEN test chain\. Retrying( in \d+ s)?…/, SLOW);
      await expect(banner).toContainText(/Retrying in \d+ s…/, SLOW);
      await expect(page.locator("#connect-wallet")).toHaveText("Connect Wallet");
      await expect(page.getByTestId("read-only-error")).toHaveCount(0);
      await expect(page.locator("#web3-status-error")).toHaveCount(0);
      // Every page still renders.
      await expect(page.locator("#swap-currency-input")).toBeVisible();
      await markNoReload(page);

      // Retry must be what brings the chain back, not the automatic retry: the pauses between retries grow (2, 4,
      // 8, 16 s …), so the nodes come back only once the next automatic retry is at least 10 s away. (Clicked
      // right after the first failure, a loaded machine let the automatic retry win: the banner left, and the
      // click waited for its button until the test timed out.)
      await expect(banner).toContainText(/Retrying in ([1-9]\d+) s…/, { timeout: 120_000 });
      rpc.primary.setMode({ kind: "pass" });
      rpc.backup.setMode({ kind: "pass" });
      await page.getByTestId("rpc-retry").click();
      await expect(banner).toHaveCount(0, SLOW);
      await expectNoReload(page);
    } finally {
      await rpc.closeAll();
    }
  });

  test("an RPC URL reporting another chain id is refused with its banner and never used", async ({ page, wallet }) => {
    const rpc = await proxyChainRpc(page);
    try {
      rpc.primary.setMode({ kind: "chainId", chainId: 1 });
      await page.goto("./#/swap");
      await expect(page.getByTestId("rpc-wrong-chain")).toHaveText("The RPC for PEN test chain reports chain id 1", SLOW);
      await connectWallet(page, wallet);
      const before = rpc.primary.requestCount;
      const after = await moveCoinsToAccount0();
      await expect(page.getByTestId("native-balance")).toHaveText(`${formatBalance(after)} PEN`, SLOW);
      // Refused for good: nothing more went to it after its chain id answer.
      expect(rpc.primary.requestCount).toBe(before);
    } finally {
      await rpc.closeAll();
    }
  });

  test("node stops with a quote on screen: dimmed quote, Swap disabled; node back: fresh quote, Swap enabled, no reload", async ({ page, wallet }) => {
    const rpc = await proxyChainRpc(page);
    try {
      await page.goto("./#/swap");
      await connectWallet(page, wallet);
      await page.locator("#swap-currency-input-amount").fill("1");
      const swapButton = page.locator("#swap-button");
      await expect(swapButton).toHaveText("Swap", SLOW);
      await expect(swapButton).toBeEnabled();
      await expect(page.getByTestId("swap-quote")).toHaveAttribute("data-stale", "false");
      await markNoReload(page);

      // Both URLs lead to the one node: stopping both proxies is the node going away for the app.
      await Promise.all([rpc.primary.stop(), rpc.backup.stop()]);
      await expect(page.getByTestId("stale-quote-note")).toHaveText("Price may be out of date", SLOW);
      await expect(page.getByTestId("swap-quote")).toHaveAttribute("data-stale", "true");
      await expect(swapButton).toBeDisabled();
      await expect(swapButton).toHaveText("Price may be out of date");
      await expect(page.locator("#swap-currency-input-amount")).toHaveValue("1");

      await Promise.all([rpc.primary.start(), rpc.backup.start()]);
      // No click on Retry: the app notices by itself (its retry pauses are at most 30 s).
      await expect(swapButton).toHaveText("Swap", { timeout: 90_000 });
      await expect(swapButton).toBeEnabled();
      await expect(page.getByTestId("swap-quote")).toHaveAttribute("data-stale", "false");
      await expect(page.getByTestId("stale-quote-note")).toHaveCount(0);
      await expect(page.locator("#swap-currency-input-amount")).toHaveValue("1");
      await expectNoReload(page);
    } finally {
      await rpc.closeAll();
    }
  });
});
