import type { Page } from "@playwright/test";
import { connectWallet, shortAddress } from "../support/app";
import { DEV_KEYS } from "../support/env";
import { expect, test, Web3RequestKind } from "../support/wallet";
import { ACCOUNT1, ROUTER_UNLIMITED, approveFromDevKey, deployment, tokenAddress } from "../support/chain";

const BARK = tokenAddress("BARK");

/** PEN → CPEN (the page's defaults) for 1 PEN, up to an open confirm dialog. */
async function openConfirmDialog(page: Page): Promise<void> {
  await page.locator("#swap-currency-input-amount").fill("1");
  const swap = page.locator("#swap-button");
  await expect(swap).toHaveText("Swap", { timeout: 45_000 });
  await swap.click();
  await expect(page.getByTestId("confirm-swap")).toBeVisible();
}

test.describe("the wallet changes under an open confirm dialog", () => {
  test.use({ walletKnownChains: [3344] });

  test("account switch: the dialog closes, the typed amount stays, the header follows, nothing is sent", async ({ page, wallet }) => {
    await page.goto("./#/swap");
    await connectWallet(page, wallet);
    await openConfirmDialog(page);
    await wallet.changeAccounts([DEV_KEYS[1]]);
    await expect(page.getByTestId("confirm-swap")).toHaveCount(0);
    await expect(page.locator("#web3-status-connected")).toHaveText(shortAddress(ACCOUNT1));
    await expect(page.locator("#swap-currency-input-amount")).toHaveValue("1");
    expect(wallet.getPendingRequestCount(Web3RequestKind.SendTransaction)).toBe(0);
  });

  test("wallet locked (no accounts): the dialog closes and the header shows Connect Wallet", async ({ page, wallet }) => {
    await page.goto("./#/swap");
    await connectWallet(page, wallet);
    await openConfirmDialog(page);
    await wallet.changeAccounts([]);
    await expect(page.getByTestId("confirm-swap")).toHaveCount(0);
    await expect(page.locator("#connect-wallet")).toHaveText("Connect Wallet");
    expect(wallet.getPendingRequestCount(Web3RequestKind.SendTransaction)).toBe(0);
  });

  test("chain switch: the dialog closes, the page follows the new chain, nothing is sent on either chain", async ({ page, wallet }) => {
    await page.goto("./#/swap");
    await connectWallet(page, wallet);
    await openConfirmDialog(page);
    wallet.switchNetwork(3344);
    await expect(page.getByTestId("network-selector")).toHaveValue("3344", { timeout: 45_000 });
    await expect(page.getByTestId("confirm-swap")).toHaveCount(0);
    expect(wallet.getPendingRequestCount(Web3RequestKind.SendTransaction)).toBe(0);
  });
});

test.describe("the wallet changes under an open add-liquidity dialog", () => {
  test.use({ walletKnownChains: [3344] });

  /** PEN + BARK (BARK already approved for the router), up to the open "You will receive" dialog. */
  async function openSupplyDialog(page: Page) {
    await approveFromDevKey(0, BARK, deployment().contracts.router, ROUTER_UNLIMITED);
    await page.goto(`./#/add/PEN/${BARK}`);
    await page.locator("#add-liquidity-input-tokena-amount").fill("1");
    await expect(page.locator("#add-liquidity-input-tokenb-amount")).not.toHaveValue("", { timeout: 45_000 });
    const supply = page.locator("#add-liquidity-supply");
    await expect(supply).toBeEnabled({ timeout: 45_000 });
    await supply.click();
    const dialog = page.getByRole("dialog", { name: "You will receive" });
    await expect(dialog.locator("#confirm-supply")).toBeVisible();
    return dialog;
  }

  test("account switch: the dialog closes, the typed amount stays, nothing is sent", async ({ page, wallet }) => {
    await page.goto("./#/swap");
    await connectWallet(page, wallet);
    const dialog = await openSupplyDialog(page);
    await wallet.changeAccounts([DEV_KEYS[1]]);
    await expect(dialog).toHaveCount(0);
    await expect(page.locator("#web3-status-connected")).toHaveText(shortAddress(ACCOUNT1));
    await expect(page.locator("#add-liquidity-input-tokena-amount")).toHaveValue("1");
    expect(wallet.getPendingRequestCount(Web3RequestKind.SendTransaction)).toBe(0);
  });

  test("wallet locked: the dialog closes and the header shows Connect Wallet", async ({ page, wallet }) => {
    await page.goto("./#/swap");
    await connectWallet(page, wallet);
    const dialog = await openSupplyDialog(page);
    await wallet.changeAccounts([]);
    await expect(dialog).toHaveCount(0);
    await expect(page.locator("#connect-wallet")).toHaveText("Connect Wallet");
    await expect(page.locator("#add-liquidity-input-tokena-amount")).toHaveValue("1");
    expect(wallet.getPendingRequestCount(Web3RequestKind.SendTransaction)).toBe(0);
  });
});
