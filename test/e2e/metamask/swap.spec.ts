import { parseEther } from "ethers";
import type { Page } from "@playwright/test";
import { expect, skipWithoutMetaMask, test } from "./fixtures";
import type { MetaMaskDriver } from "./driver";
import { addChain, swapWithMetaMask } from "./app";
import { ACCOUNT0, ROUTER_UNLIMITED, allowance, balanceOf, deployment, gasPaid, latestBlock, nonce, onlySuccessfulTxSince, tokenAddress, writeAllowance } from "../support/chain";
import { expectConfirmedToast } from "../swap/helpers";

skipWithoutMetaMask();
test.use({ startConnected: true });

const PEN_CHAIN = 555555;
const ROUTER = deployment(PEN_CHAIN).contracts.router;
const BARK = tokenAddress("BARK", PEN_CHAIN);
const USDT = tokenAddress("USDT", PEN_CHAIN);
/** Under load MetaMask and the app each take tens of seconds per step. */
const SLOW = 180_000;

const sellInput = (page: Page) => page.locator("#swap-currency-input-amount");
const buyInput = (page: Page) => page.locator("#swap-currency-output-amount");

async function openSwap(page: Page, chainId: number, query: string): Promise<void> {
  await page.goto(`#/swap?${query}`);
  // The copied profile is connected: the app auto-connects on load.
  await expect(page.locator("#web3-status-connected")).toBeVisible({ timeout: SLOW });
  await expect(page.getByTestId("network-selector")).toHaveValue(String(chainId));
}

/** A native → token swap of 1 coin on `chainId`, checked to the wei on chain (the coin's side net of gas). */
async function swapOneNativeCoin(page: Page, metamask: MetaMaskDriver, chainId: number, native: string, tokenSymbol: string): Promise<void> {
  const token = tokenAddress(tokenSymbol, chainId);
  await openSwap(page, chainId, `inputCurrency=${native}&outputCurrency=${token}`);
  await sellInput(page).fill("1");
  await expect(buyInput(page)).not.toHaveValue("", { timeout: SLOW });
  const quoted = parseEther(await buyInput(page).inputValue());
  const [tokenBefore, nativeBefore] = [await balanceOf(token, ACCOUNT0, chainId), await balanceOf("native", ACCOUNT0, chainId)];
  const block = await latestBlock(chainId);

  await swapWithMetaMask(page, metamask);
  await expectConfirmedToast(page, new RegExp(`Swap 1 ${native} for [\\d.]+ ${tokenSymbol}`));

  const receipt = await onlySuccessfulTxSince(ACCOUNT0, block, chainId);
  expect(receipt.to).toBe(deployment(chainId).contracts.router);
  expect(nativeBefore - (await balanceOf("native", ACCOUNT0, chainId))).toBe(parseEther("1") + gasPaid(receipt));
  // At least the quote less the default 0.5 % slippage tolerance.
  expect((await balanceOf(token, ACCOUNT0, chainId)) - tokenBefore).toBeGreaterThanOrEqual((quoted * 995n) / 1000n);
}

test.describe("swaps through MetaMask", () => {
  test("native → token, exact input, on the PEN test chain", async ({ app, metamask }) => {
    await swapOneNativeCoin(app, metamask, PEN_CHAIN, "PEN", "BARK");
  });

  test("token → native, exact output, after MetaMask's spending-cap page", async ({ app, metamask }) => {
    await writeAllowance(BARK, ACCOUNT0, ROUTER, 0n, PEN_CHAIN);
    await openSwap(app, PEN_CHAIN, `inputCurrency=${BARK}&outputCurrency=PEN&exactField=output&exactAmount=1`);
    await expect(sellInput(app)).not.toHaveValue("", { timeout: SLOW });
    await expect(app.locator("#approve-button")).toBeEnabled({ timeout: SLOW });
    const approvalBlock = await latestBlock(PEN_CHAIN);
    await app.locator("#approve-button").click();
    await metamask.confirm();
    await expect(app.locator("#approve-button")).toHaveCount(0, { timeout: SLOW });
    await onlySuccessfulTxSince(ACCOUNT0, approvalBlock, PEN_CHAIN);
    // The app's default approval setting is "Unlimited": its fixed large amount, as MetaMask's page proposed it.
    expect(await allowance(BARK, ACCOUNT0, ROUTER, PEN_CHAIN)).toBe(ROUTER_UNLIMITED);

    const maximumSold = parseEther(await sellInput(app).inputValue());
    const [barkBefore, penBefore] = [await balanceOf(BARK, ACCOUNT0, PEN_CHAIN), await balanceOf("native", ACCOUNT0, PEN_CHAIN)];
    const block = await latestBlock(PEN_CHAIN);
    await swapWithMetaMask(app, metamask);
    await expectConfirmedToast(app, /Swap [\d.]+ BARK for 1 PEN/);

    const receipt = await onlySuccessfulTxSince(ACCOUNT0, block, PEN_CHAIN);
    expect(receipt.to).toBe(ROUTER);
    // Exactly 1 PEN arrives (net of the gas MetaMask paid); no more BARK leaves than the quote allowed for.
    expect((await balanceOf("native", ACCOUNT0, PEN_CHAIN)) - penBefore + gasPaid(receipt)).toBe(parseEther("1"));
    const sold = barkBefore - (await balanceOf(BARK, ACCOUNT0, PEN_CHAIN));
    expect(sold).toBeGreaterThan(0n);
    expect(sold).toBeLessThanOrEqual((maximumSold * 1005n) / 1000n);
  });

  test("token → token over two hops; a rejected swap leaves nothing pending and a retry succeeds", async ({ app, metamask }) => {
    // The deploy script's unlimited approval of BARK from this account still stands: no Approve step.
    expect(await allowance(BARK, ACCOUNT0, ROUTER, PEN_CHAIN)).toBeGreaterThan(parseEther("1000000"));
    await openSwap(app, PEN_CHAIN, `inputCurrency=${BARK}&outputCurrency=${USDT}`);
    await sellInput(app).fill("2");
    await expect(app.getByTestId("trade-route")).toHaveText("BARK > FIVE > USDT", { timeout: SLOW });
    const nonceBefore = await nonce(ACCOUNT0, PEN_CHAIN);

    await expect(app.locator("#swap-button")).toBeEnabled({ timeout: SLOW });
    await expect(app.locator("#approve-button")).toHaveCount(0);
    await app.locator("#swap-button").click();
    await app.locator("#confirm-swap-or-send").click();
    await metamask.reject();
    await expect(app.getByTestId("swap-error-message")).toHaveText("Transaction rejected.", { timeout: SLOW });
    await app.getByRole("button", { name: "Dismiss" }).click();
    await expect(app.locator("#web3-status-connected")).not.toContainText("Pending");
    expect(await nonce(ACCOUNT0, PEN_CHAIN)).toBe(nonceBefore);

    const [usdtBefore, barkBefore] = [await balanceOf(USDT, ACCOUNT0, PEN_CHAIN), await balanceOf(BARK, ACCOUNT0, PEN_CHAIN)];
    const block = await latestBlock(PEN_CHAIN);
    await swapWithMetaMask(app, metamask);
    await expectConfirmedToast(app, /Swap 2 BARK for [\d.]+ USDT/);
    await onlySuccessfulTxSince(ACCOUNT0, block, PEN_CHAIN);
    expect(barkBefore - (await balanceOf(BARK, ACCOUNT0, PEN_CHAIN))).toBe(parseEther("2"));
    expect(await balanceOf(USDT, ACCOUNT0, PEN_CHAIN)).toBeGreaterThan(usdtBefore);
    expect(await nonce(ACCOUNT0, PEN_CHAIN)).toBe(nonceBefore + 1);
  });

  test("a swap on Pentagon Chain and one on Chain Verse, each after MetaMask adds the chain", async ({ app, metamask }) => {
    await openSwap(app, PEN_CHAIN, "");
    await addChain(app, metamask, 3344);
    await swapOneNativeCoin(app, metamask, 3344, "PC", "PCG");
    await addChain(app, metamask, 5555);
    await swapOneNativeCoin(app, metamask, 5555, "OAS", "OASG");
  });
});
