import { JsonRpcProvider, Wallet } from "ethers";
import type { Page } from "@playwright/test";
import { formatBalance } from "../../../web/src/wallet/utils/formatBalance";
import { replayBlocks } from "../../../scripts/lib/chainReplay";
import { startLocalChains } from "../../../scripts/lib/localChains";
import { deployedBlocks } from "../support/chainSnapshots";
import { accountLabel, connectWallet } from "../support/app";
import { ACCOUNT0, providerAt, rpc, tokenAddress } from "../support/chain";
import { DEV_KEYS, WORKER_PORTS } from "../support/env";
import { proxyChainRpc } from "../support/rpcRouting";
import { expect, test, Web3RequestKind } from "../support/wallet";
import { TestERC20__factory } from "../../../typechain-types";
import { storageKey } from "../../../web/src/base/storage/storage";
import { confirmSwapAcceptingPriceUpdates, expectWalletRequest } from "../swap/helpers";

const CPEN = tokenAddress("CPEN");
// A busy machine and the app's 8 s per-request timeout and up to 30 s retry pauses: wait for states, generously.
const SLOW = { timeout: 90_000 };

/** A PEN → CPEN swap sent through the app's dialog while the node does not mine: it stays pending. */
async function sendSwapHeldPending(page: Page, wallet: Parameters<typeof connectWallet>[1], node: JsonRpcProvider): Promise<void> {
  await page.goto(`./#/swap?inputCurrency=PEN&outputCurrency=${CPEN}`);
  await connectWallet(page, wallet);
  await page.locator("#swap-currency-input-amount").fill("0.5");
  await expect(page.locator("#swap-button")).toBeEnabled(SLOW);
  await node.send("evm_setAutomine", [false]);
  await page.locator("#swap-button").click();
  await confirmSwapAcceptingPriceUpdates(page);
  await expectWalletRequest(page, wallet);
  await wallet.authorize(Web3RequestKind.SendTransaction);
  await expect(page.getByTestId("confirm-swap-submitted")).toBeVisible(SLOW);
  await page.getByTestId("confirm-swap-submitted").getByRole("button", { name: "Close", exact: true }).last().click();
  await expect(page.locator("#web3-status-connected")).toHaveText("1 Pending", SLOW);
}

const outputTokenButton = (page: Page) => page.locator("#swap-currency-output").getByRole("button");

/** Imports a token by address through the output selector and its warning, as a user does. */
async function importToken(page: Page, address: string, symbol: string): Promise<void> {
  await outputTokenButton(page).click();
  const modal = page.getByTestId("currency-search-modal");
  await modal.getByTestId("token-search-input").fill(address.toLowerCase());
  const row = modal.getByTestId(`token-item-${address}`);
  await expect(row).toContainText(symbol, SLOW);
  await row.getByRole("button", { name: "Import" }).click();
  const warning = modal.getByTestId("token-warning");
  await warning.getByRole("checkbox", { name: "I understand" }).check();
  await warning.getByRole("button", { name: "Continue" }).click();
  await expect(modal).toHaveCount(0);
}

async function markNoReload(page: Page): Promise<void> {
  await page.evaluate(() => ((window as unknown as { __noReload: boolean }).__noReload = true));
}

async function expectNoReload(page: Page): Promise<void> {
  expect(await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(true);
}

test.describe("the node goes away while a swap is pending", () => {
  test.describe.configure({ timeout: 300_000 });

  test("node stops: the app says it cannot reach the chain, the swap stays pending; node back: it resolves, no reload", async ({ page, wallet }) => {
    const node = rpc();
    const pageErrors: Error[] = [];
    page.on("pageerror", (error) => pageErrors.push(error));
    const proxies = await proxyChainRpc(page);
    try {
      await sendSwapHeldPending(page, wallet, node);
      await markNoReload(page);

      // Both URLs lead to the one node: stopping both proxies is the node going away for the app.
      await Promise.all([proxies.primary.stop(), proxies.backup.stop()]);
      await expect(page.getByTestId("rpc-unreachable")).toContainText("Can't reach PEN test chain", SLOW);
      await expect(page.locator("#web3-status-connected")).toHaveText("1 Pending");
      await page.locator("#web3-status-connected").click();
      await expect(page.getByTestId("recent-transaction").first()).toHaveAttribute("data-status", "pending");
      await page.keyboard.press("Escape");

      // The transaction is mined while the app cannot see the node; then the node is back.
      await node.send("evm_setAutomine", [true]);
      await node.send("evm_mine", []);
      await Promise.all([proxies.primary.start(), proxies.backup.start()]);

      const toast = page.getByTestId("transaction-popup").filter({ hasText: "Swap transaction confirmed" });
      await expect(toast).toBeVisible(SLOW);
      await expect(toast).toHaveAttribute("data-success", "true");
      await expect(page.getByTestId("rpc-unreachable")).toHaveCount(0, SLOW);
      await expect(page.locator("#web3-status-connected")).toHaveText(accountLabel(ACCOUNT0));
      await page.locator("#web3-status-connected").click();
      await expect(page.getByTestId("recent-transaction").first()).toHaveAttribute("data-status", "success");
      await expectNoReload(page);
      expect(pageErrors).toEqual([]);
    } finally {
      await node.send("evm_setAutomine", [true]);
      await proxies.closeAll();
    }
  });

  test("node restarted from genesis: the pending swap is marked Dropped, an imported token gone from the chain is hidden, data reloads, no crash", async ({ page, wallet }) => {
    const node = rpc();
    const pageErrors: Error[] = [];
    page.on("pageerror", (error) => pageErrors.push(error));
    // The restarted node: a fresh Hardhat node of the same chain id on a port of our own, deployed again (same
    // addresses), as `npm run dev` does after a restart. The deploy script's own transactions are replayed into it:
    // the same chain state as running the script again, at a fraction of the CPU.
    // One of this worker's spare ports, clear of the first two (insight/restart's node, the deploy rehearsal's two).
    const freshPort = WORKER_PORTS.spare + 5;
    const fresh = await startLocalChains({ 555555: freshPort });
    const freshNode = providerAt(`http://127.0.0.1:${freshPort}`, 555555);
    const proxies = await proxyChainRpc(page);
    try {
      await replayBlocks(`http://127.0.0.1:${freshPort}`, await deployedBlocks(555555));
      // Make account 0's balance on the old chain differ from the fresh one, so the header shows which one it read.
      const sender = new Wallet(DEV_KEYS[4], node);
      const moved = await sender.sendTransaction({ to: ACCOUNT0, value: (await node.getBalance(sender.address)) / 10n });
      await expect.poll(async () => (await node.getTransactionReceipt(moved.hash))?.status, SLOW).toBe(1);
      // A token that only the old chain has (deployed here, not by the deploy script), which the user imports.
      const gone = await new TestERC20__factory(new Wallet(DEV_KEYS[3], node)).deploy("Gone Token", "GONE", 18, 10n ** 24n);
      const goneAddress = await gone.getAddress();
      await expect.poll(async () => (await node.getCode(goneAddress)).length, SLOW).toBeGreaterThan(2);
      expect(await freshNode.getCode(goneAddress)).toBe("0x");

      await sendSwapHeldPending(page, wallet, node);
      await expect(page.getByTestId("native-balance")).toHaveText(`${formatBalance(await node.getBalance(ACCOUNT0))} PEN`, SLOW);
      await importToken(page, goneAddress, "GONE");
      await expect(outputTokenButton(page)).toHaveText("GONE");
      // The sent swap cleared the amount; the user types the next one, which must survive the restart.
      await page.locator("#swap-currency-input-amount").fill("0.3");
      await markNoReload(page);

      proxies.primary.setTarget(`http://127.0.0.1:${freshPort}`);
      proxies.backup.setTarget(`http://127.0.0.1:${freshPort}`);

      const freshBalance = await freshNode.getBalance(ACCOUNT0);
      expect(freshBalance).not.toBe(await node.getBalance(ACCOUNT0));
      await expect(page.getByTestId("native-balance")).toHaveText(`${formatBalance(freshBalance)} PEN`, SLOW);
      await expect(page.locator("#web3-status-connected")).toHaveText(accountLabel(ACCOUNT0), SLOW);
      await page.locator("#web3-status-connected").click();
      const row = page.getByTestId("recent-transaction").first();
      await expect(row).toHaveAttribute("data-status", "dropped");
      await expect(row).toContainText("Dropped");
      await page.keyboard.press("Escape");
      // The imported token is not on the new chain: no longer the selected output, not offered in the selector.
      await expect(outputTokenButton(page)).toHaveText("Select a token", SLOW);
      await expect(page.getByTestId("token-not-on-chain")).toHaveText("A token you picked does not exist on PEN test chain and was cleared.");
      await outputTokenButton(page).click();
      const modal = page.getByTestId("currency-search-modal");
      await modal.getByTestId("token-search-input").fill("GONE");
      await expect(modal.getByTestId(`token-item-${goneAddress}`)).toHaveCount(0);
      // Hidden, not deleted: the imported token is still in what the app stores for the user.
      expect((await page.evaluate((key) => localStorage.getItem(key), storageKey("user")))?.toLowerCase()).toContain(goneAddress.toLowerCase());
      // Still a working page on the new chain: the amount typed stays and a quote comes from the fresh pools.
      await modal.getByTestId("token-search-input").fill(CPEN);
      await modal.getByTestId(`token-item-${CPEN}`).click();
      await expect(modal).toHaveCount(0);
      await expect(page.getByTestId("token-not-on-chain")).toHaveCount(0);
      await expect(page.locator("#swap-currency-input-amount")).toHaveValue("0.3");
      await expect(page.locator("#swap-button")).toBeEnabled(SLOW);
      await expectNoReload(page);
      expect(pageErrors).toEqual([]);
    } finally {
      await node.send("evm_setAutomine", [true]);
      freshNode.destroy();
      await proxies.closeAll();
      await fresh.stop();
    }
  });
});
