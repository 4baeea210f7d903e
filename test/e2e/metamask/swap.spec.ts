import { parseEther } from "ethers";
import type { Page } from "@playwright/test";
import { expect, skipWithoutMetaMask, test } from "./fixtures";
import type { MetaMaskDriver } from "./driver";
import { allowance, balanceOf, deployment, nonce, provider, sentSince, token } from "./chain";

skipWithoutMetaMask();
test.use({ startConnected: true });

const PEN_CHAIN = 555555;
const ROUTER = deployment(PEN_CHAIN).contracts.router;
const BARK = token(PEN_CHAIN, "BARK");
const USDT = token(PEN_CHAIN, "USDT");

const sellInput = (page: Page) => page.locator("#swap-currency-input-amount");
const buyInput = (page: Page) => page.locator("#swap-currency-output-amount");

async function openSwap(page: Page, query: string): Promise<void> {
  await page.goto(`#/swap?${query}`);
  // The copied profile is connected on 555555: the app auto-connects on load.
  await expect(page.locator("#web3-status-connected")).toBeVisible({ timeout: 120_000 });
  await expect(page.getByTestId("network-selector")).toHaveValue(String(PEN_CHAIN));
}

/** Swap → Confirm Swap in the app, then MetaMask's transaction page. */
async function swapWithMetaMask(page: Page, metamask: MetaMaskDriver): Promise<void> {
  await expect(page.locator("#swap-button")).toBeEnabled({ timeout: 120_000 });
  await page.locator("#swap-button").click();
  await page.locator("#confirm-swap-or-send").click();
  await metamask.confirm();
  await expect(page.getByTestId("confirm-swap-submitted")).toBeVisible({ timeout: 120_000 });
}

async function expectConfirmedToast(page: Page, summary: RegExp): Promise<void> {
  await expect(page.getByTestId("transaction-popup").filter({ hasText: summary }).first()).toBeVisible({ timeout: 180_000 });
}

// Not yet seen green: on the saturated machine these ran on, building the connected profile timed out before any
// swap was reached. Every test here runs in CI where the extension is present, so they stay off until verified.
test.describe.fixme("swaps on the PEN test chain through MetaMask", () => {
  test("native → token, exact input", async ({ app, metamask }) => {
    await openSwap(app, `inputCurrency=PEN&outputCurrency=${BARK}`);
    await sellInput(app).fill("1");
    await expect(buyInput(app)).not.toHaveValue("", { timeout: 120_000 });
    const quoted = parseEther(await buyInput(app).inputValue());
    const barkBefore = await balanceOf(PEN_CHAIN, BARK);
    const penBefore = await balanceOf(PEN_CHAIN, "native");
    const block = (await provider(PEN_CHAIN).getBlockNumber()) + 1;

    await swapWithMetaMask(app, metamask);
    await expectConfirmedToast(app, /Swap 1 PEN for [\d.]+ BARK/);

    const sent = await sentSince(PEN_CHAIN, block);
    expect(sent.map((t) => t.to)).toEqual([ROUTER]);
    expect(penBefore - (await balanceOf(PEN_CHAIN, "native"))).toBe(parseEther("1") + sent[0].fee);
    expect((await balanceOf(PEN_CHAIN, BARK)) - barkBefore).toBeGreaterThanOrEqual((quoted * 995n) / 1000n);
  });

  test("token → native, exact output, after MetaMask's spending-cap page", async ({ app, metamask }) => {
    await openSwap(app, `inputCurrency=${BARK}&outputCurrency=PEN&exactField=output&exactAmount=1`);
    await expect(sellInput(app)).not.toHaveValue("", { timeout: 120_000 });
    await expect(app.locator("#approve-button")).toBeVisible();
    await app.locator("#approve-button").click();
    await metamask.confirm();
    await expect.poll(() => allowance(PEN_CHAIN, BARK, ROUTER), { timeout: 180_000 }).toBeGreaterThan(0n);
    await expect(app.locator("#approve-button")).toHaveCount(0, { timeout: 120_000 });

    const maximumSold = parseEther(await sellInput(app).inputValue());
    const barkBefore = await balanceOf(PEN_CHAIN, BARK);
    const penBefore = await balanceOf(PEN_CHAIN, "native");
    const block = (await provider(PEN_CHAIN).getBlockNumber()) + 1;
    await swapWithMetaMask(app, metamask);
    await expectConfirmedToast(app, /Swap [\d.]+ BARK for 1 PEN/);

    const sent = await sentSince(PEN_CHAIN, block);
    expect(sent.map((t) => t.to)).toEqual([ROUTER]);
    // Exactly 1 PEN arrives (net of the gas MetaMask paid); no more BARK leaves than the quote allowed for.
    expect((await balanceOf(PEN_CHAIN, "native")) - penBefore + sent[0].fee).toBe(parseEther("1"));
    const sold = barkBefore - (await balanceOf(PEN_CHAIN, BARK));
    expect(sold).toBeGreaterThan(0n);
    expect(sold).toBeLessThanOrEqual((maximumSold * 1005n) / 1000n);
  });

  test("token → token over two hops; a rejected swap leaves nothing pending and a retry succeeds", async ({ app, metamask }) => {
    await openSwap(app, `inputCurrency=${BARK}&outputCurrency=${USDT}`);
    await sellInput(app).fill("2");
    await expect(app.getByTestId("trade-route")).toHaveText("BARK > FIVE > USDT", { timeout: 120_000 });
    const approve = app.locator("#approve-button");
    if (await approve.isVisible()) {
      // This file's earlier test approved BARK; alone, this test approves it here.
      await approve.click();
      await metamask.confirm();
      await expect(approve).toHaveCount(0, { timeout: 180_000 });
    }
    const nonceBefore = await nonce(PEN_CHAIN);

    await expect(app.locator("#swap-button")).toBeEnabled({ timeout: 120_000 });
    await app.locator("#swap-button").click();
    await app.locator("#confirm-swap-or-send").click();
    await metamask.reject();
    await expect(app.getByTestId("swap-error-message")).toHaveText("Transaction rejected.", { timeout: 120_000 });
    await app.getByRole("button", { name: "Dismiss" }).click();
    await expect(app.locator("#web3-status-connected")).not.toContainText("Pending");
    expect(await nonce(PEN_CHAIN)).toBe(nonceBefore);

    const usdtBefore = await balanceOf(PEN_CHAIN, USDT);
    const barkBefore = await balanceOf(PEN_CHAIN, BARK);
    await swapWithMetaMask(app, metamask);
    await expectConfirmedToast(app, /Swap 2 BARK for [\d.]+ USDT/);
    expect(barkBefore - (await balanceOf(PEN_CHAIN, BARK))).toBe(parseEther("2"));
    expect(await balanceOf(PEN_CHAIN, USDT)).toBeGreaterThan(usdtBefore);
    expect(await nonce(PEN_CHAIN)).toBe(nonceBefore + 1);
  });
});
