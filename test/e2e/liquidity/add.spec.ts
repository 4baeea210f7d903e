import { MaxUint256, parseEther } from "ethers";
import { expect, test, Web3RequestKind } from "../support/wallet";
import { approveNextTransaction, approveTokens, openConnected } from "./helpers";
import { chooseExactApprovals } from "../support/approvalSetting";
import { ACCOUNT0, ROUTER_UNLIMITED, allowance, approveFromDevKey, balanceOf, deployment, gasPaid, latestBlock, onlySuccessfulTxSince, rpc, tokenAddress, withTransactionHeldPending } from "../support/chain";
import { lpBalance, lpSupply, mintedFor, reserves } from "./pools";

const ROUTER = deployment().contracts.router;

const WPEN = tokenAddress("WPEN");
const BARK = tokenAddress("BARK");
const FIVE = tokenAddress("FIVE");
const BANANA = tokenAddress("Banana");
const CPEN = tokenAddress("CPEN");

test.describe("add liquidity", () => {
  test("creates a new pool: both amounts free, first-provider notice, 100 % share, reserves on chain", async ({ page, wallet }) => {
    expect(await reserves(BANANA, CPEN)).toEqual([0n, 0n]);
    await approveFromDevKey(0, BANANA, ROUTER, 0n);
    await approveFromDevKey(0, CPEN, ROUTER, 0n);
    await openConnected(page, wallet, `/add/${BANANA}/${CPEN}`);
    await expect(page.getByTestId("first-provider-notice")).toContainText("You are the first liquidity provider.");
    await page.locator("#add-liquidity-input-tokena-amount").fill("1");
    await page.locator("#add-liquidity-input-tokenb-amount").fill("4");
    await expect(page.locator("#add-liquidity-input-tokena-amount")).toHaveValue("1");
    await expect(page.getByTestId("price-b-per-a")).toHaveText("4");
    await expect(page.getByTestId("share-of-pool")).toHaveText("100%");
    // Hold the approval in the mempool so its pending label can be seen, then mine it.
    await expect(page.locator("#approve-a")).toHaveText("Approve Banana");
    await withTransactionHeldPending(async () => {
      await page.locator("#approve-a").click();
      await approveNextTransaction(wallet);
      await expect(page.locator("#approve-a")).toHaveText("Approving Banana");
      await expect(page.locator("#approve-a")).toBeDisabled();
    }, 555555);
    await expect(page.locator("#approve-a")).toHaveCount(0, { timeout: 20_000 });
    await approveTokens(page, wallet, ["b"]);
    // The add flow approves the unlimited amount, on chain, for both tokens.
    expect(await allowance(BANANA, ACCOUNT0, ROUTER)).toBe(ROUTER_UNLIMITED);
    expect(await allowance(CPEN, ACCOUNT0, ROUTER)).toBe(ROUTER_UNLIMITED);
    const bananaBefore = await balanceOf(BANANA, ACCOUNT0);
    const cpenBefore = await balanceOf(CPEN, ACCOUNT0);
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
    expect(bananaBefore - (await balanceOf(BANANA, ACCOUNT0))).toBe(parseEther("1"));
    expect(cpenBefore - (await balanceOf(CPEN, ACCOUNT0))).toBe(parseEther("4"));
  });

  test("adds to an existing token/token pool at its price", async ({ page, wallet }) => {
    const [rBark, rFive] = await reserves(BARK, FIVE);
    const supply = await lpSupply(BARK, FIVE);
    const lpBefore = await lpBalance(BARK, FIVE, ACCOUNT0);
    const [barkBefore, fiveBefore] = [await balanceOf(BARK, ACCOUNT0), await balanceOf(FIVE, ACCOUNT0)];
    await approveFromDevKey(0, BARK, ROUTER, 0n);
    await approveFromDevKey(0, FIVE, ROUTER, 0n);
    await openConnected(page, wallet, `/add/${BARK}/${FIVE}`);
    await page.locator("#add-liquidity-input-tokena-amount").fill("1");
    const expectedFive = (parseEther("1") * rFive) / rBark;
    await expect(page.locator("#add-liquidity-input-tokenb-amount")).not.toHaveValue("");
    await expect(page.getByTestId("first-provider-notice")).toHaveCount(0);
    await approveTokens(page, wallet, ["a", "b"]);
    expect(await allowance(BARK, ACCOUNT0, ROUTER)).toBe(ROUTER_UNLIMITED);
    expect(await allowance(FIVE, ACCOUNT0, ROUTER)).toBe(ROUTER_UNLIMITED);
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
    const [depositBark, depositFive] = [after0 - rBark, after1 - rFive];
    expect(barkBefore - (await balanceOf(BARK, ACCOUNT0))).toBe(depositBark);
    expect(fiveBefore - (await balanceOf(FIVE, ACCOUNT0))).toBe(depositFive);
    expect((await lpBalance(BARK, FIVE, ACCOUNT0)) - lpBefore).toBe(mintedFor(depositBark, depositFive, rBark, rFive, supply));
  });

  test("with the exact approval setting, approves exactly the amounts to add, which the router then takes", async ({ page, wallet }) => {
    const [rBark, rFive] = await reserves(BARK, FIVE);
    await approveFromDevKey(0, BARK, ROUTER, 0n);
    await approveFromDevKey(0, FIVE, ROUTER, 0n);
    await chooseExactApprovals(page);
    await openConnected(page, wallet, `/add/${BARK}/${FIVE}`);
    await page.locator("#add-liquidity-input-tokena-amount").fill("1.5");
    const expectedFive = (parseEther("1.5") * rFive) / rBark;
    await expect(page.locator("#add-liquidity-input-tokenb-amount")).not.toHaveValue("");
    // Each Approve button names the amount it will allow.
    await expect(page.locator("#approve-a")).toHaveText("Approve 1.5 BARK");
    await expect(page.locator("#approve-b")).toHaveText(/^Approve \d+(\.\d+)? FIVE$/);
    await approveTokens(page, wallet, ["a", "b"]);
    expect(await allowance(BARK, ACCOUNT0, ROUTER)).toBe(parseEther("1.5"));
    expect(await allowance(FIVE, ACCOUNT0, ROUTER)).toBe(expectedFive);

    await page.locator("#add-liquidity-supply").click();
    const dialog = page.getByRole("dialog", { name: "You will receive" });
    await expect(dialog.getByTestId("confirm-liquidity-minted")).not.toBeEmpty();
    await dialog.locator("#confirm-supply").click();
    await approveNextTransaction(wallet);
    await expect(page).toHaveURL(/#\/pool$/, { timeout: 30_000 });
    const [after0, after1] = await reserves(BARK, FIVE);
    // The exact allowance was enough: the router took the whole BARK allowance and what it used of FIVE's.
    expect(after0 - rBark).toBe(parseEther("1.5"));
    expect(await allowance(BARK, ACCOUNT0, ROUTER)).toBe(0n);
    expect(expectedFive - (await allowance(FIVE, ACCOUNT0, ROUTER))).toBe(after1 - rFive);
  });

  test("adds PEN and a token with addLiquidityPEN (native value)", async ({ page, wallet }) => {
    const [rWpen, rBark] = await reserves(WPEN, BARK);
    const supply = await lpSupply(WPEN, BARK);
    const lpBefore = await lpBalance(WPEN, BARK, ACCOUNT0);
    await approveFromDevKey(0, BARK, ROUTER, 0n);
    await openConnected(page, wallet, `/add/PEN/${BARK}`);
    await page.locator("#add-liquidity-input-tokena-amount").fill("2");
    await expect(page.locator("#add-liquidity-input-tokenb-amount")).not.toHaveValue("");
    // The native side needs no approval; BARK does.
    await approveTokens(page, wallet, ["b"]);
    expect(await allowance(BARK, ACCOUNT0, ROUTER)).toBe(ROUTER_UNLIMITED);
    const penBefore = await rpc().getBalance(ACCOUNT0);
    const barkBefore = await balanceOf(BARK, ACCOUNT0);
    const wpenBefore = await balanceOf(WPEN, ACCOUNT0);
    const since = await latestBlock(555555);
    await page.locator("#add-liquidity-supply").click();
    await page.locator("#confirm-supply").click();
    await approveNextTransaction(wallet);
    await expect(page).toHaveURL(/#\/pool$/, { timeout: 30_000 });
    const receipt = await onlySuccessfulTxSince(ACCOUNT0, since, 555555);
    const [afterWpen, afterBark] = await reserves(WPEN, BARK);
    const [depositPen, depositBark] = [afterWpen - rWpen, afterBark - rBark];
    // The router takes the optimal pair of amounts: 2 PEN, or one wei less when BARK's rounding limits it.
    expect(parseEther("2") - depositPen).toBeLessThanOrEqual(1n);
    expect(depositBark).toBeGreaterThan(0n);
    // Paid in native coin (any excess refunded), not in WPEN.
    expect(penBefore - (await rpc().getBalance(ACCOUNT0))).toBe(depositPen + gasPaid(receipt));
    expect(await balanceOf(WPEN, ACCOUNT0)).toBe(wpenBefore);
    expect(barkBefore - (await balanceOf(BARK, ACCOUNT0))).toBe(depositBark);
    expect((await lpBalance(WPEN, BARK, ACCOUNT0)) - lpBefore).toBe(mintedFor(depositPen, depositBark, rWpen, rBark, supply));
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
    await approveFromDevKey(0, BARK, ROUTER, MaxUint256);
    await approveFromDevKey(0, FIVE, ROUTER, MaxUint256);
    await openConnected(page, wallet, `/add/${BARK}/${FIVE}`);
    await page.locator("#add-liquidity-input-tokena-amount").fill("0.5");
    await approveTokens(page, wallet, []);
    await page.locator("#add-liquidity-supply").click();
    await page.locator("#confirm-supply").click();
    await wallet.reject(Web3RequestKind.SendTransaction);
    await expect(page.getByTestId("add-confirm-review")).toBeVisible();
    await expect(page.getByTestId("confirmation-error")).toHaveCount(0);
    expect(await reserves(BARK, FIVE)).toEqual(before);
  });
});
