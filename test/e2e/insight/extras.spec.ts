/**
 * The smaller insight pieces in the app's own flows: the network fee line in the add and remove confirm dialogs,
 * the swap route's pools linking to their pool pages, and "Add <symbol> to wallet" on the token picker's rows.
 * Dev account #0 (the default wallet) holds tokens and LP; nothing here is sent except allowances the add needs.
 */
import type { Page } from "@playwright/test";
import { connectWallet } from "../support/app";
import { expect, test, Web3RequestKind } from "../support/wallet";
import { deployedPair, tokenAddress, tokenDecimals } from "../support/chain";

const BARK = tokenAddress("BARK");
const FIVE = tokenAddress("FIVE");
// "≈ 0.0123 PEN": an estimate in the chain's native coin, never the "unknown" text.
const FEE = /≈ \d[\d.,]*(e-?\d+)? PEN/;

/** Approves whichever sides of the add form still ask for it, then waits for Supply. */
async function approveAddSides(page: Page, wallet: import("headless-web3-provider").Web3ProviderBackend) {
  const supply = page.locator("#add-liquidity-supply");
  await expect(page.locator("#approve-a, #approve-b").or(page.locator("#add-liquidity-supply:enabled")).first()).toBeVisible({ timeout: 30_000 });
  for (const side of ["a", "b"] as const) {
    const button = page.locator(`#approve-${side}`);
    if ((await button.count()) === 0) continue;
    await button.click();
    await wallet.authorize(Web3RequestKind.SendTransaction);
    await expect(button).toHaveCount(0, { timeout: 30_000 });
  }
  await expect(supply).toBeEnabled({ timeout: 30_000 });
}

test("the add and remove confirm dialogs show the network fee in PEN", async ({ page, wallet }) => {
  test.setTimeout(120_000);
  await page.goto(`./#/add/${BARK}/${FIVE}`);
  await connectWallet(page, wallet);
  await page.locator("#add-liquidity-input-tokena-amount").fill("0.5");
  await expect(page.locator("#add-liquidity-input-tokenb-amount")).not.toHaveValue("");
  await approveAddSides(page, wallet);
  await page.locator("#add-liquidity-supply").click();
  const add = page.getByRole("dialog", { name: "You will receive" });
  await expect(add.getByTestId("network-fee")).toContainText(FEE, { timeout: 30_000 });
  await page.keyboard.press("Escape");
  await expect(add).toHaveCount(0);

  await page.goto(`./#/remove/PEN/${BARK}`);
  await page.getByTestId("remove-preset-25").click();
  await page.locator("#remove-approve").click();
  await wallet.authorize(Web3RequestKind.SignTypedDataV4);
  await expect(page.locator("#remove-approve")).toHaveText("Approved");
  await page.locator("#remove-liquidity").click();
  const remove = page.getByRole("dialog", { name: "You will receive" });
  await expect(remove.getByTestId("network-fee")).toContainText(FEE, { timeout: 30_000 });
});

test("the swap route links each of its pools to the pool page", async ({ page }) => {
  await page.goto(`./#/swap?inputCurrency=${BARK}&outputCurrency=${FIVE}`);
  await page.locator("#swap-currency-input-amount").fill("0.01");
  const link = page.getByTestId("route-pools").getByTestId("route-pool-link").first();
  await expect(link).toBeVisible({ timeout: 30_000 });
  const pair = deployedPair("BARK", "FIVE");
  await expect(link).toHaveAttribute("href", new RegExp(`^#/pool/${pair}$`, "i"));
  await link.click();
  await expect(page).toHaveURL(new RegExp(`#/pool/${pair}$`, "i"));
  await expect(page.getByTestId("pool-price-chart")).toBeVisible({ timeout: 60_000 });
});

test.describe("Add <symbol> to wallet on token rows", () => {
  const barkRow = (page: Page) => page.getByTestId("currency-search-modal").getByTestId(`token-item-${BARK}`);

  async function openPicker(page: Page, wallet: import("headless-web3-provider").Web3ProviderBackend) {
    await page.goto("./#/swap");
    await connectWallet(page, wallet);
    await page.locator("#swap-currency-output").getByRole("button").click();
    await expect(page.getByTestId("currency-search-modal")).toBeVisible();
    await page.getByTestId("currency-search-modal").getByTestId("token-search-input").fill("BARK");
    await expect(barkRow(page)).toBeVisible();
  }

  test("a wallet that supports wallet_watchAsset is asked, and the row is not chosen", async ({ page, wallet }) => {
    await openPicker(page, wallet);
    // The headless test wallet has no asset list: answer wallet_watchAsset as an extension wallet does (true)
    // and keep what was asked; every other request still goes to the wallet.
    await page.evaluate(() => {
      const ethereum = (window as unknown as { ethereum: { request: (a: { method: string; params?: unknown }) => Promise<unknown> } }).ethereum;
      const original = ethereum.request.bind(ethereum);
      (window as unknown as { watched: unknown[] }).watched = [];
      ethereum.request = async (args) => {
        if (args.method !== "wallet_watchAsset") return original(args);
        (window as unknown as { watched: unknown[] }).watched.push(args.params);
        return true;
      };
    });
    await barkRow(page).getByRole("button", { name: "Add BARK to wallet" }).click();
    await expect(barkRow(page).getByTestId("add-token-done")).toHaveText("BARK added");
    await expect(page.getByTestId("currency-search-modal")).toBeVisible();
    const watched = await page.evaluate(() => (window as unknown as { watched: unknown[] }).watched);
    expect(watched).toEqual([{ type: "ERC20", options: expect.objectContaining({ address: BARK, symbol: "BARK", decimals: tokenDecimals("BARK") }) }]);
  });

  test("a wallet that does not know the method hides the button without an error", async ({ page, wallet }) => {
    await openPicker(page, wallet);
    const button = barkRow(page).getByRole("button", { name: "Add BARK to wallet" });
    await button.click();
    await expect(button).toHaveCount(0);
    await expect(page.getByTestId("currency-search-modal")).toBeVisible();
    await expect(barkRow(page).getByTestId("add-token-done")).toHaveCount(0);
  });
});
