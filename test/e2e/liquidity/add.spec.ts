import { parseEther } from "ethers";
import { expect, test, Web3RequestKind } from "../support/wallet";
import { ACCOUNT0, WPEN, balanceOf, lpBalance, reserves, token } from "./chain";
import { approveNextTransaction, approveTokens, openConnected } from "./helpers";

const BARK = token("BARK");
const FIVE = token("FIVE");
const BANANA = token("Banana");
const CPEN = token("CPEN");

test.describe("add liquidity", () => {
  test("creates a new pool: both amounts free, first-provider notice, 100 % share, reserves on chain", async ({ page, wallet }) => {
    expect(await reserves(BANANA, CPEN)).toEqual([0n, 0n]);
    await openConnected(page, wallet, `/add/${BANANA}/${CPEN}`);
    await expect(page.getByTestId("first-provider-notice")).toContainText("You are the first liquidity provider.");
    await page.locator("#add-liquidity-input-tokena-amount").fill("1");
    await page.locator("#add-liquidity-input-tokenb-amount").fill("4");
    await expect(page.locator("#add-liquidity-input-tokena-amount")).toHaveValue("1");
    await expect(page.getByTestId("price-b-per-a")).toHaveText("4");
    await expect(page.getByTestId("share-of-pool")).toHaveText("100%");
    await approveTokens(page, wallet);
    await page.locator("#add-liquidity-supply").click();
    const dialog = page.getByRole("dialog", { name: "You are creating a pool" });
    await expect(dialog).toBeVisible();
    await dialog.locator("#confirm-supply").click();
    await expect(page.getByTestId("confirmation-waiting")).toContainText("Waiting For Confirmation");
    await expect(page.getByTestId("confirmation-waiting")).toContainText("Add 1 Banana and 4 CPEN");
    await approveNextTransaction(wallet);
    await expect(page).toHaveURL(/#\/pool$/, { timeout: 30_000 });
    expect(await reserves(BANANA, CPEN)).toEqual([parseEther("1"), parseEther("4")]);
    // sqrt(1e18 * 4e18) - MINIMUM_LIQUIDITY
    expect(await lpBalance(BANANA, CPEN, ACCOUNT0)).toBe(parseEther("2") - 1000n);
  });

  test("adds to an existing token/token pool at its price", async ({ page, wallet }) => {
    const [rBark, rFive] = await reserves(BARK, FIVE);
    await openConnected(page, wallet, `/add/${BARK}/${FIVE}`);
    await page.locator("#add-liquidity-input-tokena-amount").fill("1");
    const expectedFive = (parseEther("1") * rFive) / rBark;
    await expect(page.locator("#add-liquidity-input-tokenb-amount")).not.toHaveValue("");
    await expect(page.getByTestId("first-provider-notice")).toHaveCount(0);
    await approveTokens(page, wallet);
    await page.locator("#add-liquidity-supply").click();
    const dialog = page.getByRole("dialog", { name: "You will receive" });
    await expect(dialog.getByTestId("confirm-liquidity-minted")).not.toBeEmpty();
    await dialog.locator("#confirm-supply").click();
    await approveNextTransaction(wallet);
    await expect(page).toHaveURL(/#\/pool$/, { timeout: 30_000 });
    const [after0, after1] = await reserves(BARK, FIVE);
    expect(after0 - rBark).toBe(parseEther("1"));
    // The router takes the optimal amount: within one wei of the quoted one.
    expect(after1 - rFive - expectedFive).toBeLessThanOrEqual(1n);
    expect(expectedFive - (after1 - rFive)).toBeLessThanOrEqual(1n);
  });

  test("adds PEN and a token with addLiquidityPEN (native value)", async ({ page, wallet }) => {
    const [rWpen, rBark] = await reserves(WPEN, BARK);
    await openConnected(page, wallet, `/add/PEN/${BARK}`);
    await page.locator("#add-liquidity-input-tokena-amount").fill("2");
    await expect(page.locator("#add-liquidity-input-tokenb-amount")).not.toHaveValue("");
    await approveTokens(page, wallet);
    await page.locator("#add-liquidity-supply").click();
    await page.locator("#confirm-supply").click();
    await approveNextTransaction(wallet);
    await expect(page).toHaveURL(/#\/pool$/, { timeout: 30_000 });
    const [afterWpen, afterBark] = await reserves(WPEN, BARK);
    expect(afterWpen - rWpen).toBe(parseEther("2"));
    expect(afterBark).toBeGreaterThan(rBark);
  });

  test("insufficient balance disables Supply with 'Insufficient BARK balance'", async ({ page, wallet }) => {
    const balance = await balanceOf(BARK, ACCOUNT0);
    await openConnected(page, wallet, `/add/${BARK}/${FIVE}`);
    const tooMuch = (balance / 10n ** 18n + 1n).toString();
    await page.locator("#add-liquidity-input-tokena-amount").fill(tooMuch);
    await expect(page.locator("#add-liquidity-supply")).toHaveText("Insufficient BARK balance");
    await expect(page.locator("#add-liquidity-supply")).toBeDisabled();
    await page.locator("#add-liquidity-input-tokena-amount").fill("");
    await expect(page.locator("#add-liquidity-supply")).toHaveText("Enter an amount");
  });

  test("a rejected add is silent: back to the review, nothing on chain", async ({ page, wallet }) => {
    const before = await reserves(BARK, FIVE);
    await openConnected(page, wallet, `/add/${BARK}/${FIVE}`);
    await page.locator("#add-liquidity-input-tokena-amount").fill("0.5");
    await approveTokens(page, wallet);
    await page.locator("#add-liquidity-supply").click();
    await page.locator("#confirm-supply").click();
    await wallet.reject(Web3RequestKind.SendTransaction);
    await expect(page.getByTestId("add-confirm-review")).toBeVisible();
    await expect(page.getByTestId("confirmation-error")).toHaveCount(0);
    expect(await reserves(BARK, FIVE)).toEqual(before);
  });
});
