import type { Page } from "@playwright/test";
import { expect, skipWithoutMetaMask, test } from "./fixtures";
import { swapWithMetaMask } from "./app";
import type { MetaMaskDriver } from "./driver";
import { ACCOUNT0, balanceOf, latestBlock, onlySuccessfulTxSince, rpc, tokenAddress } from "../support/chain";
import { expectConfirmedToast } from "../swap/helpers";

skipWithoutMetaMask();
test.use({ startConnected: true });

const PEN_CHAIN = 555555;
const BARK = tokenAddress("BARK", PEN_CHAIN);
const SLOW = 180_000;

/** The node stops mining on its own: what MetaMask sends stays pending until the test lets blocks come. */
async function holdBlocks(): Promise<void> {
  await rpc(PEN_CHAIN).send("evm_setAutomine", [false]);
}

/** Blocks every second, as a live chain makes them (the node mines what is pending at each). */
async function mineEverySecond(): Promise<void> {
  await rpc(PEN_CHAIN).send("evm_setIntervalMining", [1000]);
}

/** Hashes of the transactions the node holds for its next block. */
async function pendingHashes(): Promise<string[]> {
  const block = await rpc(PEN_CHAIN).send("eth_getBlockByNumber", ["pending", false]);
  return (block?.transactions ?? []) as string[];
}

async function resumeAutomine(): Promise<void> {
  await rpc(PEN_CHAIN).send("evm_setIntervalMining", [0]);
  await rpc(PEN_CHAIN).send("evm_setAutomine", [true]);
}

async function submitSwap(page: Page, metamask: MetaMaskDriver, amount: string): Promise<void> {
  await page.goto(`#/swap?inputCurrency=PEN&outputCurrency=${BARK}`);
  await expect(page.locator("#web3-status-connected")).toBeVisible({ timeout: SLOW });
  await page.locator("#swap-currency-input-amount").fill(amount);
  await swapWithMetaMask(page, metamask);
}

test.afterEach(resumeAutomine);

test("a pending swap shows as pending, is still tracked after a reload, and, sped up in MetaMask, confirms under the new hash", async ({ app, metamask }) => {
  const barkBefore = await balanceOf(BARK, ACCOUNT0, PEN_CHAIN);
  const since = await latestBlock(PEN_CHAIN);
  await holdBlocks();
  await submitSwap(app, metamask, "1");

  const status = app.locator("#web3-status-connected");
  await expect(status).toHaveText("1 Pending", { timeout: SLOW });
  await status.click();
  const row = app.getByTestId("recent-transaction").filter({ hasText: /Swap 1 PEN for [\d.]+ BARK/ });
  await expect(row).toHaveAttribute("data-status", "pending");

  await app.reload();
  await expect(status).toHaveText("1 Pending", { timeout: SLOW });
  expect(await latestBlock(PEN_CHAIN)).toBe(since);
  const held = await pendingHashes();
  expect(held).toHaveLength(1);
  const original = held[0];

  // MetaMask's speed-up replaces it with the same swap at a higher fee; the app follows the new hash.
  await metamask.speedUpPendingTransaction();
  await expect.poll(pendingHashes, { timeout: SLOW }).not.toContain(original);
  await mineEverySecond();
  await expectConfirmedToast(app, /Swap 1 PEN for [\d.]+ BARK/);
  await expect(status).not.toContainText("Pending", { timeout: SLOW });
  await status.click();
  await expect(row).toHaveAttribute("data-status", "success");
  const receipt = await onlySuccessfulTxSince(ACCOUNT0, since, PEN_CHAIN);
  expect(receipt.hash).not.toBe(original);
  expect(await balanceOf(BARK, ACCOUNT0, PEN_CHAIN)).toBeGreaterThan(barkBefore);
});

test("MetaMask cancels a pending swap: the app shows it replaced, with the replacement's outcome, and nothing is swapped", async ({ app, metamask }) => {
  const barkBefore = await balanceOf(BARK, ACCOUNT0, PEN_CHAIN);
  const since = await latestBlock(PEN_CHAIN);
  await holdBlocks();
  await submitSwap(app, metamask, "2");
  const status = app.locator("#web3-status-connected");
  await expect(status).toHaveText("1 Pending", { timeout: SLOW });

  await metamask.cancelPendingTransaction();
  await mineEverySecond();
  await expect(status).not.toContainText("Pending", { timeout: SLOW });
  await status.click();
  const row = app.getByTestId("recent-transaction").filter({ hasText: /Swap 2 PEN for [\d.]+ BARK/ });
  await expect(row).toHaveAttribute("data-status", "replaced", { timeout: SLOW });
  await expect(row.getByTestId("transaction-lost")).toHaveText("Replaced · The replacing transaction succeeded");

  // On chain: one transaction, MetaMask's zero-value transfer to the account itself; no BARK bought.
  const receipt = await onlySuccessfulTxSince(ACCOUNT0, since, PEN_CHAIN);
  expect(receipt.to).toBe(ACCOUNT0);
  expect(await balanceOf(BARK, ACCOUNT0, PEN_CHAIN)).toBe(barkBefore);
});
