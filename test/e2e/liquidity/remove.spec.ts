import { expect, test, Web3RequestKind } from "../support/wallet";
import { IERC20__factory } from "../../../typechain-types";
import { approveNextTransaction, openConnected } from "./helpers";
import type { Page } from "@playwright/test";
import type { Web3ProviderBackend } from "headless-web3-provider";
import { ACCOUNT0, ROUTER_UNLIMITED, balanceOf, deployment, gasPaid, latestBlock, onlySuccessfulTxSince, pairAddress, rpc, tokenAddress } from "../support/chain";
import { burnedFor, lpBalance, lpSupply, reserves } from "./pools";

const ROUTER = deployment().contracts.router;

const WPEN = tokenAddress("WPEN");
const BARK = tokenAddress("BARK");
const FIVE = tokenAddress("FIVE");
const USDT = tokenAddress("USDT");

/**
 * Remove → 'You will receive' → Confirm ('In Progress') → sent; the dialog closes, the percent is back to 0 and
 * the success toast shows. Returns the removal's receipt, checked successful on chain.
 */
async function confirmRemoval(page: Page, wallet: Web3ProviderBackend, percent: string) {
  const since = await latestBlock(555555);
  await page.locator("#remove-liquidity").click();
  const dialog = page.getByRole("dialog", { name: "You will receive" });
  await expect(dialog).toBeVisible();
  await dialog.locator("#remove-confirm").click();
  await expect(dialog.locator("#remove-confirm")).toHaveText("In Progress");
  // A removal the chain refuses at estimation (e.g. a permit signed for another domain) never reaches the wallet:
  // fail on the reason the dialog shows instead of waiting for a wallet request until the test times out.
  const refusal = dialog.getByRole("alert");
  const outcome = await Promise.race([
    approveNextTransaction(wallet).then(
      () => "sent to the wallet",
      (error: unknown) => `wallet request failed: ${String(error)}`,
    ),
    refusal.waitFor().then(
      async () => `refused: ${await refusal.textContent()}`,
      () => new Promise<string>(() => {}), // no alert before the page closed: the wallet branch decides
    ),
  ]);
  expect(outcome).toBe("sent to the wallet");
  await expect(dialog).toHaveCount(0, { timeout: 20_000 });
  await expect(page.getByTestId("remove-percent")).toHaveText("0%");
  const toast = page.getByTestId("transaction-popup").filter({ hasText: `${percent}% Liquidity Removed` });
  await expect(toast).toBeVisible({ timeout: 20_000 });
  await expect(toast).toHaveAttribute("data-success", "true");
  return onlySuccessfulTxSince(ACCOUNT0, since, 555555);
}

/** Pool state the next removal starts from, in the order (a, b). */
async function poolBefore(a: string, b: string) {
  const [rA, rB] = await reserves(a, b);
  return { rA, rB, supply: await lpSupply(a, b), lp: await lpBalance(a, b, ACCOUNT0) };
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
    const pair = IERC20__factory.connect(await pairAddress(BARK, FIVE), rpc());
    expect(await pair.allowance(ACCOUNT0, ROUTER)).toBe(ROUTER_UNLIMITED);

    // Each removal burns exactly the chosen share and pays both tokens pro rata to the account.
    for (const [percent, burned] of [
      ["25", start / 4n],
      ["100", start - start / 4n],
    ] as const) {
      if (percent === "100") {
        await page.getByTestId("remove-preset-100").click();
        await expect(page.locator("#remove-approve")).toHaveText("Approved"); // unlimited approval still covers it
      }
      const pool = await poolBefore(BARK, FIVE);
      const [barkBefore, fiveBefore] = [await balanceOf(BARK, ACCOUNT0), await balanceOf(FIVE, ACCOUNT0)];
      await confirmRemoval(page, wallet, percent);
      const [outBark, outFive] = burnedFor(burned, pool.rA, pool.rB, pool.supply);
      expect(await lpBalance(BARK, FIVE, ACCOUNT0)).toBe(pool.lp - burned);
      expect(await lpSupply(BARK, FIVE)).toBe(pool.supply - burned);
      expect((await balanceOf(BARK, ACCOUNT0)) - barkBefore).toBe(outBark);
      expect((await balanceOf(FIVE, ACCOUNT0)) - fiveBefore).toBe(outFive);
      expect(outBark).toBeGreaterThan(0n);
      expect(outFive).toBeGreaterThan(0n);
    }
    expect(await lpBalance(BARK, FIVE, ACCOUNT0)).toBe(0n);
  });

  test("a rejected permit signature sends nothing; asked again, the app approves by transaction", async ({ page, wallet }) => {
    const pair = IERC20__factory.connect(await pairAddress(FIVE, USDT), rpc());
    expect(await pair.allowance(ACCOUNT0, ROUTER)).toBe(0n);
    await openConnected(page, wallet, `/remove/${FIVE}/${USDT}`);
    await page.getByTestId("remove-preset-50").click();
    const since = await latestBlock(555555);
    await page.locator("#remove-approve").click();
    await wallet.reject(Web3RequestKind.SignTypedDataV4);
    await expect(page.locator("#remove-approve")).toHaveText("Approve");
    await expect(page.locator("#remove-approve")).toBeEnabled();
    // The second attempt asks for an approve transaction, not a signature: the only transaction since the rejection.
    await page.locator("#remove-approve").click();
    await approveNextTransaction(wallet);
    await expect(page.locator("#remove-approve")).toHaveText("Approved", { timeout: 20_000 });
    const receipt = await onlySuccessfulTxSince(ACCOUNT0, since, 555555);
    expect(receipt.to).toBe(await pair.getAddress());
    expect(await pair.allowance(ACCOUNT0, ROUTER)).toBe(ROUTER_UNLIMITED);
  });

  test("permit path with the native side: 25 % then Max of PEN/BARK, PEN paid out", async ({ page, wallet }) => {
    const start = await lpBalance(WPEN, BARK, ACCOUNT0);
    expect(start).toBeGreaterThan(0n);
    const pair = IERC20__factory.connect(await pairAddress(WPEN, BARK), rpc());
    await openConnected(page, wallet, `/remove/PEN/${BARK}`);
    await page.getByTestId("remove-preset-25").click();
    await page.locator("#remove-approve").click();
    await wallet.authorize(Web3RequestKind.SignTypedDataV4);
    await expect(page.locator("#remove-approve")).toHaveText("Approved");
    // No approve transaction was sent: the router's allowance on the pair is still zero.
    expect(await pair.allowance(ACCOUNT0, ROUTER)).toBe(0n);
    const wpenBefore = await balanceOf(WPEN, ACCOUNT0);
    for (const [percent, burned] of [
      ["25", start / 4n],
      ["100", start - start / 4n],
    ] as const) {
      if (percent === "100") {
        await page.getByTestId("remove-preset-100").click();
        await page.locator("#remove-approve").click();
        await wallet.authorize(Web3RequestKind.SignTypedDataV4);
        await expect(page.locator("#remove-approve")).toHaveText("Approved");
      }
      const pool = await poolBefore(WPEN, BARK);
      const [penBefore, barkBefore] = [await rpc().getBalance(ACCOUNT0), await balanceOf(BARK, ACCOUNT0)];
      const receipt = await confirmRemoval(page, wallet, percent);
      const [outPen, outBark] = burnedFor(burned, pool.rA, pool.rB, pool.supply);
      expect(await lpBalance(WPEN, BARK, ACCOUNT0)).toBe(pool.lp - burned);
      // The PEN side arrives as native coin (the pool's WPEN unwrapped), the BARK side as BARK.
      expect((await rpc().getBalance(ACCOUNT0)) - penBefore).toBe(outPen - gasPaid(receipt));
      expect((await balanceOf(BARK, ACCOUNT0)) - barkBefore).toBe(outBark);
      expect(await balanceOf(WPEN, ACCOUNT0)).toBe(wpenBefore); // paid in PEN, not WPEN
      expect(await pair.allowance(ACCOUNT0, ROUTER)).toBe(0n); // the permit covered exactly the burn
    }
    expect(await lpBalance(WPEN, BARK, ACCOUNT0)).toBe(0n);
  });

  test("the slider sets the percent (debounced) and 0 % keeps Approve and Remove disabled", async ({ page, wallet }) => {
    await openConnected(page, wallet, `/remove/PEN/${tokenAddress("CPEN")}`);
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
