import { parseEther } from "ethers";
import type { Page } from "@playwright/test";
import { expect, skipWithoutMetaMask, test } from "./fixtures";
import type { MetaMaskDriver } from "./driver";
import { IERC20__factory } from "../../../typechain-types";
import { ACCOUNT0, ROUTER_UNLIMITED, allowance, balanceOf, deployment, gasPaid, latestBlock, onlySuccessfulTxSince, pairAddress, receiptsSince, rpc, tokenAddress, writeAllowance } from "../support/chain";
import { burnedFor, lpBalance, lpSupply, mintedFor, reserves } from "../liquidity/pools";

const ROUTER = deployment().contracts.router;

const WPEN = tokenAddress("WPEN");

skipWithoutMetaMask();
test.use({ startConnected: true });

const PEN_CHAIN = 555555;
const BANANA = tokenAddress("Banana");
const CPEN = tokenAddress("CPEN");
const BARK = tokenAddress("BARK");
const SLOW = 180_000;

async function openConnected(page: Page, route: string): Promise<void> {
  await page.goto(`#${route}`);
  await expect(page.locator("#web3-status-connected")).toBeVisible({ timeout: SLOW });
  await expect(page.getByTestId("network-selector")).toHaveValue(String(PEN_CHAIN));
}

/** Clicks an Approve button of the add form, confirms MetaMask's spending-cap page, waits for the approval. */
async function approveSide(page: Page, metamask: MetaMaskDriver, side: "a" | "b", tokenAddress: string): Promise<void> {
  const button = page.locator(`#approve-${side}`);
  await expect(button).toBeEnabled({ timeout: SLOW });
  const since = await latestBlock(PEN_CHAIN);
  await button.click();
  await metamask.confirm();
  await expect(button).toHaveCount(0, { timeout: SLOW });
  await onlySuccessfulTxSince(ACCOUNT0, since, PEN_CHAIN);
  expect(await allowance(tokenAddress, ACCOUNT0, ROUTER)).toBe(ROUTER_UNLIMITED);
}

/** Supply → the confirmation dialog → MetaMask; returns the receipt of the one transaction sent. */
async function supply(page: Page, metamask: MetaMaskDriver, dialogTitle: string) {
  const since = await latestBlock(PEN_CHAIN);
  await expect(page.locator("#add-liquidity-supply")).toBeEnabled({ timeout: SLOW });
  await page.locator("#add-liquidity-supply").click();
  const dialog = page.getByRole("dialog", { name: dialogTitle });
  await dialog.locator("#confirm-supply").click();
  await metamask.confirm();
  await expect(page).toHaveURL(/#\/pool$/, { timeout: SLOW });
  return onlySuccessfulTxSince(ACCOUNT0, since, PEN_CHAIN);
}

/** Remove → 'You will receive' → Confirm → MetaMask; returns the receipt, once the page has reset to 0 %. */
async function confirmRemoval(page: Page, metamask: MetaMaskDriver) {
  const since = await latestBlock(PEN_CHAIN);
  await page.locator("#remove-liquidity").click();
  const dialog = page.getByRole("dialog", { name: "You will receive" });
  await dialog.locator("#remove-confirm").click();
  await metamask.confirm();
  await expect(dialog).toHaveCount(0, { timeout: SLOW });
  await expect(page.getByTestId("remove-percent")).toHaveText("0%", { timeout: SLOW });
  return onlySuccessfulTxSince(ACCOUNT0, since, PEN_CHAIN);
}

test.describe("liquidity through MetaMask", () => {
  test("creates a pool after two spending-cap pages, then adds to it at its price", async ({ app, metamask }) => {
    expect(await reserves(BANANA, CPEN)).toEqual([0n, 0n]);
    await writeAllowance(BANANA, ACCOUNT0, ROUTER, 0n, PEN_CHAIN);
    await writeAllowance(CPEN, ACCOUNT0, ROUTER, 0n, PEN_CHAIN);
    const [bananaBefore, cpenBefore] = [await balanceOf(BANANA, ACCOUNT0), await balanceOf(CPEN, ACCOUNT0)];
    await openConnected(app, `/add/${BANANA}/${CPEN}`);
    await expect(app.getByTestId("first-provider-notice")).toContainText("You are the first liquidity provider.", { timeout: SLOW });
    await app.locator("#add-liquidity-input-tokena-amount").fill("1");
    await app.locator("#add-liquidity-input-tokenb-amount").fill("4");
    // Both amounts are the user's own in a new pool: the form must hold them before the approvals.
    await expect(app.locator("#add-liquidity-input-tokena-amount")).toHaveValue("1");
    await expect(app.getByTestId("price-b-per-a")).toHaveText("4", { timeout: SLOW });
    await approveSide(app, metamask, "a", BANANA);
    await approveSide(app, metamask, "b", CPEN);
    await supply(app, metamask, "You are creating a pool");
    expect(await reserves(BANANA, CPEN)).toEqual([parseEther("1"), parseEther("4")]);
    expect(await lpBalance(BANANA, CPEN, ACCOUNT0)).toBe(parseEther("2") - 1000n); // sqrt(1 × 4) less the locked minimum
    expect(bananaBefore - (await balanceOf(BANANA, ACCOUNT0))).toBe(parseEther("1"));
    expect(cpenBefore - (await balanceOf(CPEN, ACCOUNT0))).toBe(parseEther("4"));

    // Adding to the pool it now is: no approval left to give, the second amount follows the pool's price.
    const [rBanana, rCpen] = await reserves(BANANA, CPEN);
    const [supplyBefore, lpBefore] = [await lpSupply(BANANA, CPEN), await lpBalance(BANANA, CPEN, ACCOUNT0)];
    await openConnected(app, `/add/${BANANA}/${CPEN}`);
    await app.locator("#add-liquidity-input-tokena-amount").fill("0.5");
    await expect(app.locator("#add-liquidity-input-tokenb-amount")).toHaveValue("2", { timeout: SLOW });
    await expect(app.locator("#approve-a, #approve-b")).toHaveCount(0);
    await supply(app, metamask, "You will receive");
    expect(await lpBalance(BANANA, CPEN, ACCOUNT0)).toBe(lpBefore + mintedFor(parseEther("0.5"), parseEther("2"), rBanana, rCpen, supplyBefore));
    expect(await reserves(BANANA, CPEN)).toEqual([rBanana + parseEther("0.5"), rCpen + parseEther("2")]);
  });

  test("removes with MetaMask's permit signature; a rejected signature sends nothing, and asked again the app approves by transaction", async ({ app, metamask }) => {
    const pair = IERC20__factory.connect(await pairAddress(WPEN, BARK), rpc());
    const start = await lpBalance(WPEN, BARK, ACCOUNT0);
    expect(start).toBeGreaterThan(0n);
    expect(await pair.allowance(ACCOUNT0, ROUTER)).toBe(0n);
    await openConnected(app, `/remove/PEN/${BARK}`);

    // 25 % with the permit: MetaMask's signature page, then the removal; no approve transaction.
    await app.getByTestId("remove-preset-25").click();
    await expect(app.locator("#remove-approve")).toBeEnabled({ timeout: SLOW });
    await app.locator("#remove-approve").click();
    // MetaMask reads the permit and shows it as a spending-cap request; no transaction follows (allowance stays 0).
    await metamask.confirm(["Spending cap request"]);
    await expect(app.locator("#remove-approve")).toHaveText("Approved", { timeout: SLOW });
    expect(await pair.allowance(ACCOUNT0, ROUTER)).toBe(0n);
    const burned = start / 4n;
    const [rPen, rBark] = await reserves(WPEN, BARK);
    const supplyBefore = await lpSupply(WPEN, BARK);
    const [penBefore, barkBefore] = [await rpc().getBalance(ACCOUNT0), await balanceOf(BARK, ACCOUNT0)];
    const receipt = await confirmRemoval(app, metamask);
    const [outPen, outBark] = burnedFor(burned, rPen, rBark, supplyBefore);
    expect(await lpBalance(WPEN, BARK, ACCOUNT0)).toBe(start - burned);
    expect((await rpc().getBalance(ACCOUNT0)) - penBefore).toBe(outPen - gasPaid(receipt));
    expect((await balanceOf(BARK, ACCOUNT0)) - barkBefore).toBe(outBark);

    // Max: the signature is rejected in MetaMask — nothing is sent and nothing is approved.
    await app.getByTestId("remove-preset-100").click();
    await expect(app.locator("#remove-approve")).toBeEnabled({ timeout: SLOW });
    const beforeReject = await latestBlock(PEN_CHAIN);
    await app.locator("#remove-approve").click();
    await metamask.reject();
    await expect(app.locator("#remove-approve")).toHaveText("Approve", { timeout: SLOW });
    await expect(app.locator("#remove-approve")).toBeEnabled();
    expect(await receiptsSince(ACCOUNT0, beforeReject, PEN_CHAIN)).toEqual([]);

    // Asked again, the app approves the router by transaction (MetaMask's spending-cap page), then removes.
    await app.locator("#remove-approve").click();
    await metamask.confirm();
    await expect(app.locator("#remove-approve")).toHaveText("Approved", { timeout: SLOW });
    await onlySuccessfulTxSince(ACCOUNT0, beforeReject, PEN_CHAIN);
    expect(await pair.allowance(ACCOUNT0, ROUTER)).toBeGreaterThan(0n);
    await confirmRemoval(app, metamask);
    expect(await lpBalance(WPEN, BARK, ACCOUNT0)).toBe(0n);
  });
});
