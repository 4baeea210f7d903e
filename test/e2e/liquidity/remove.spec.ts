import { expect, test, Web3RequestKind } from "../support/wallet";
import { IERC20__factory } from "../../../typechain-types";
import { ACCOUNT0, CONTRACTS, WPEN, balanceOf, lpBalance, pairAddress, provider, token } from "./chain";
import { approveNextTransaction, openConnected } from "./helpers";
import type { Page } from "@playwright/test";
import type { Web3ProviderBackend } from "headless-web3-provider";

const BARK = token("BARK");
const FIVE = token("FIVE");

/** Remove → 'You will receive' → Confirm ('In Progress') → sent; the dialog closes and the percent is back to 0. */
async function confirmRemoval(page: Page, wallet: Web3ProviderBackend, percent: string) {
  await page.locator("#remove-liquidity").click();
  const dialog = page.getByRole("dialog", { name: "You will receive" });
  await expect(dialog).toBeVisible();
  await dialog.locator("#remove-confirm").click();
  await expect(dialog.locator("#remove-confirm")).toHaveText("In Progress");
  await approveNextTransaction(wallet);
  await expect(dialog).toHaveCount(0, { timeout: 20_000 });
  await expect(page.getByTestId("remove-percent")).toHaveText("0%");
  await expect(page.getByTestId("transaction-popup").filter({ hasText: `${percent}% Liquidity Removed` })).toBeVisible({ timeout: 20_000 });
}

test.describe("remove liquidity", () => {
  test("approve path (wallet cannot sign typed data): 25 % then Max of BARK/FIVE", async ({ page, wallet }) => {
    const start = await lpBalance(BARK, FIVE, ACCOUNT0);
    expect(start).toBeGreaterThan(0n);
    await openConnected(page, wallet, `/remove/${BARK}/${FIVE}`);
    await expect(page.locator("#remove-approve")).toBeDisabled(); // 0 %
    await expect(page.locator("#remove-liquidity")).toBeDisabled();
    await page.getByTestId("remove-preset-25").click();
    await expect(page.getByTestId("remove-percent")).toHaveText("25%");
    await page.locator("#remove-approve").click();
    // A wallet without eth_signTypedData_v4: the app falls back to an approve transaction.
    await wallet.reject(Web3RequestKind.SignTypedDataV4, Object.assign(new Error("Method not supported"), { code: -32601 }) as never);
    await approveNextTransaction(wallet);
    await expect(page.locator("#remove-approve")).toHaveText("Approved", { timeout: 20_000 });
    await confirmRemoval(page, wallet, "25");
    const afterQuarter = await lpBalance(BARK, FIVE, ACCOUNT0);
    expect(afterQuarter).toBe(start - start / 4n);

    await page.getByTestId("remove-preset-100").click();
    await expect(page.locator("#remove-approve")).toHaveText("Approved"); // unlimited approval still covers it
    await confirmRemoval(page, wallet, "100");
    expect(await lpBalance(BARK, FIVE, ACCOUNT0)).toBe(0n);
  });

  test("permit path with the native side: 25 % then Max of PEN/BARK, PEN paid out", async ({ page, wallet }) => {
    const start = await lpBalance(WPEN, BARK, ACCOUNT0);
    expect(start).toBeGreaterThan(0n);
    const pair = await pairAddress(WPEN, BARK);
    await openConnected(page, wallet, `/remove/PEN/${BARK}`);
    await page.getByTestId("remove-preset-25").click();
    await page.locator("#remove-approve").click();
    await wallet.authorize(Web3RequestKind.SignTypedDataV4);
    await expect(page.locator("#remove-approve")).toHaveText("Approved");
    // No approve transaction was sent: the router's allowance on the pair is still zero.
    expect(await IERC20__factory.connect(pair, provider).allowance(ACCOUNT0, CONTRACTS.router)).toBe(0n);
    const wpenBefore = await balanceOf(WPEN, ACCOUNT0);
    await confirmRemoval(page, wallet, "25");
    expect(await lpBalance(WPEN, BARK, ACCOUNT0)).toBe(start - start / 4n);
    expect(await balanceOf(WPEN, ACCOUNT0)).toBe(wpenBefore); // paid in PEN, not WPEN

    await page.getByTestId("remove-preset-100").click();
    await page.locator("#remove-approve").click();
    await wallet.authorize(Web3RequestKind.SignTypedDataV4);
    await confirmRemoval(page, wallet, "100");
    expect(await lpBalance(WPEN, BARK, ACCOUNT0)).toBe(0n);
  });

  test("the slider sets the percent (debounced) and 0 % keeps Approve and Remove disabled", async ({ page, wallet }) => {
    await openConnected(page, wallet, `/remove/PEN/${token("CPEN")}`);
    const slider = page.getByTestId("remove-percent-slider");
    await slider.fill("40");
    await expect(page.getByTestId("remove-percent")).toHaveText("40%");
    await expect(page.getByTestId("remove-amount-a")).not.toHaveText("-");
    await slider.fill("0");
    await expect(page.getByTestId("remove-percent")).toHaveText("0%");
    await expect(page.locator("#remove-approve")).toBeDisabled();
    await expect(page.locator("#remove-liquidity")).toHaveText("Enter an amount");
  });
});
