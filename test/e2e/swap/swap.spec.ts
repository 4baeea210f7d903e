import { Contract, parseEther, Wallet } from "ethers";
import { DEV_KEYS } from "../support/env";
import { expect, test, Web3RequestKind } from "../support/wallet";
import { freezeAppReadsAt } from "../support/rpcRouting";
import { ACCOUNT0, allowance, approveFromDevKey, balanceOf, deployment, gasPaid, latestBlock, onlySuccessfulTxSince, receiptsSince, rpc, tokenAddress, withTransactionHeldPending } from "../support/chain";
import { amountsInAt, amountsOutAt, buyInput, closeSubmitted, expectConfirmedToast, openSwap, sellInput, swapButton, swapThroughDialog } from "./helpers";

const PEN_CHAIN = 555555;
const D = deployment(PEN_CHAIN);
const ROUTER = D.contracts.router;
const BARK = tokenAddress("BARK", PEN_CHAIN);
const FIVE = tokenAddress("FIVE", PEN_CHAIN);
const CPEN = tokenAddress("CPEN", PEN_CHAIN);
const FOT = tokenAddress("FOT", PEN_CHAIN);
const WPEN = D.contracts.wrappedNative;
const ALICE = D.ensNames!["alice.eth"];
/** The app's default slippage tolerance, 0.5 %, in basis points. */
const DEFAULT_SLIPPAGE_BIPS = 50n;

/** A trade made outside the app (account #3) that moves the BARK/FIVE price. */
async function moveBarkFivePrice(amount: string): Promise<void> {
  const signer = new Wallet(DEV_KEYS[3], rpc(PEN_CHAIN));
  const erc20 = new Contract(BARK, ["function approve(address,uint256) returns (bool)"], signer);
  await (await erc20.approve(ROUTER, parseEther(amount))).wait();
  const router = new Contract(
    ROUTER,
    ["function swapExactTokensForTokens(uint256,uint256,address[],address,uint256) returns (uint256[])"],
    signer,
  );
  await (await router.swapExactTokensForTokens(parseEther(amount), 0, [BARK, FIVE], signer.address, 2n ** 40n)).wait();
}

/**
 * Sends, without waiting for it to be mined, a trade from account #3 that moves the BARK/FIVE price, paying a
 * high priority fee so that it is mined ahead of transactions already waiting in the same block. The approval is
 * is mined at once; the trade is sent separately (sendFrontRun) while automining is paused.
 */
async function approveBarkForFrontRun(amount: string): Promise<Wallet> {
  const signer = new Wallet(DEV_KEYS[3], rpc(PEN_CHAIN));
  const erc20 = new Contract(BARK, ["function approve(address,uint256) returns (bool)"], signer);
  await (await erc20.approve(ROUTER, parseEther(amount))).wait();
  return signer;
}

async function sendFrontRun(signer: Wallet, amount: string): Promise<void> {
  const router = new Contract(
    ROUTER,
    ["function swapExactTokensForTokens(uint256,uint256,address[],address,uint256) returns (uint256[])"],
    signer,
  );
  await router.swapExactTokensForTokens(parseEther(amount), 0, [BARK, FIVE], signer.address, 2n ** 40n, {
    gasLimit: 300_000n,
    maxPriorityFeePerGas: parseEther("0.0000001"), // 100 gwei: ahead of the app's transaction in the block
    maxFeePerGas: parseEther("0.000001"),
  });
}

test.describe("swap on the PEN test chain", () => {
  test("exact input token → token after an unlimited approval", async ({ page, wallet }) => {
    await approveFromDevKey(0, BARK, ROUTER, 0n, PEN_CHAIN);
    await openSwap(page, wallet, `inputCurrency=${BARK}&outputCurrency=${FIVE}`);
    await sellInput(page).fill("2");
    await expect(buyInput(page)).not.toHaveValue("");
    await expect(page.getByTestId("trade-route")).toHaveText("BARK > FIVE");
    await expect(page.locator("#approve-button")).toHaveText("Approve BARK");
    await page.locator("#approve-button").click();
    await wallet.authorize(Web3RequestKind.SendTransaction);
    await expect.poll(() => allowance(BARK, ACCOUNT0, ROUTER, PEN_CHAIN), { timeout: 15_000 }).toBeGreaterThan(10n ** 30n);
    await expect(page.locator("#approve-button")).toHaveCount(0);

    const barkBefore = await balanceOf(BARK, ACCOUNT0, PEN_CHAIN);
    const fiveBefore = await balanceOf(FIVE, ACCOUNT0, PEN_CHAIN);
    const quoted = parseEther(await buyInput(page).inputValue());
    const since = await latestBlock(PEN_CHAIN);
    await swapThroughDialog(page, wallet);
    await expectConfirmedToast(page, /Swap 2 BARK for [\d.]+ FIVE/);
    // The confirmed-toast title for swaps.
    await expect(page.getByTestId("transaction-popup").filter({ hasText: /Swap 2 BARK for/ }).first()).toContainText("Swap transaction confirmed");
    const receipt = await onlySuccessfulTxSince(ACCOUNT0, since, PEN_CHAIN);
    const [, expectedFive] = await amountsOutAt(PEN_CHAIN, parseEther("2"), [BARK, FIVE], receipt.blockNumber - 1);
    expect(barkBefore - (await balanceOf(BARK, ACCOUNT0, PEN_CHAIN))).toBe(parseEther("2"));
    expect((await balanceOf(FIVE, ACCOUNT0, PEN_CHAIN)) - fiveBefore).toBe(expectedFive);
    expect(expectedFive).toBeGreaterThanOrEqual((quoted * 995n) / 1000n);
    // Close clears the input.
    await closeSubmitted(page);
    await expect(sellInput(page)).toHaveValue("");
  });

  test("exact output after an exact-amount approval (the approval setting on 'Exact amount')", async ({ page, wallet }) => {
    await approveFromDevKey(0, FIVE, ROUTER, 0n, PEN_CHAIN);
    await openSwap(page, wallet, `inputCurrency=${FIVE}&outputCurrency=${BARK}&exactField=output&exactAmount=1`);
    await expect(sellInput(page)).not.toHaveValue("");
    await expect(page.getByTestId("trade-details")).toContainText("Maximum sold");
    await expect(page.locator("#approve-button")).toHaveText("Approve FIVE");
    await page.locator("#open-settings-dialog-button").click();
    await page.locator("#approval-mode-exact").click();
    // The one Approve button now names the amount it will allow.
    await expect(page.locator("#approve-button")).toHaveText(/^Approve \d+(\.\d+)? FIVE$/);
    await page.locator("#approve-button").click();
    await wallet.authorize(Web3RequestKind.SendTransaction);
    await expect.poll(() => allowance(FIVE, ACCOUNT0, ROUTER, PEN_CHAIN), { timeout: 15_000 }).toBeGreaterThan(0n);
    const approved = await allowance(FIVE, ACCOUNT0, ROUTER, PEN_CHAIN);
    // Exactly the slippage-adjusted maximum input (floor(in x 1.005)), not unlimited and not a wei less.
    const [neededFive] = await amountsInAt(PEN_CHAIN, parseEther("1"), [FIVE, BARK], "latest");
    expect(approved).toBe((neededFive * (10_000n + DEFAULT_SLIPPAGE_BIPS)) / 10_000n);

    const barkBefore = await balanceOf(BARK, ACCOUNT0, PEN_CHAIN);
    const fiveBefore = await balanceOf(FIVE, ACCOUNT0, PEN_CHAIN);
    const since = await latestBlock(PEN_CHAIN);
    await swapThroughDialog(page, wallet);
    await expectConfirmedToast(page, /Swap [\d.]+ FIVE for 1 BARK/);
    const receipt = await onlySuccessfulTxSince(ACCOUNT0, since, PEN_CHAIN);
    const [spent] = await amountsInAt(PEN_CHAIN, parseEther("1"), [FIVE, BARK], receipt.blockNumber - 1);
    expect((await balanceOf(BARK, ACCOUNT0, PEN_CHAIN)) - barkBefore).toBe(parseEther("1"));
    expect(fiveBefore - (await balanceOf(FIVE, ACCOUNT0, PEN_CHAIN))).toBe(spent);
    expect(await allowance(FIVE, ACCOUNT0, ROUTER, PEN_CHAIN)).toBe(approved - spent);
  });

  test("PEN → token on the chain's default pair (PEN → CPEN), then token → PEN", async ({ page, wallet }) => {
    await page.goto("./#/swap");
    await expect(page.locator("#swap-currency-input")).toContainText("PEN");
    await expect(page.locator("#swap-currency-output")).toContainText("CPEN");
    await openSwap(page, wallet, "");
    await sellInput(page).fill("1");
    const cpenBefore = await balanceOf(CPEN, ACCOUNT0, PEN_CHAIN);
    const penBeforeBuy = await balanceOf("native", ACCOUNT0, PEN_CHAIN);
    const sinceBuy = await latestBlock(PEN_CHAIN);
    await swapThroughDialog(page, wallet);
    await expectConfirmedToast(page, /Swap 1 PEN for [\d.]+ CPEN/);
    const buy = await onlySuccessfulTxSince(ACCOUNT0, sinceBuy, PEN_CHAIN);
    const [, cpenOut] = await amountsOutAt(PEN_CHAIN, parseEther("1"), [WPEN, CPEN], buy.blockNumber - 1);
    expect((await balanceOf(CPEN, ACCOUNT0, PEN_CHAIN)) - cpenBefore).toBe(cpenOut);
    expect(penBeforeBuy - (await balanceOf("native", ACCOUNT0, PEN_CHAIN))).toBe(parseEther("1") + gasPaid(buy));

    await closeSubmitted(page);
    await approveFromDevKey(0, CPEN, ROUTER, 2n ** 255n, PEN_CHAIN);
    await page.goto(`./#/swap?inputCurrency=${CPEN}&outputCurrency=PEN`);
    await sellInput(page).fill("1");
    const penBefore = await balanceOf("native", ACCOUNT0, PEN_CHAIN);
    const cpenBeforeSell = await balanceOf(CPEN, ACCOUNT0, PEN_CHAIN);
    const sinceSell = await latestBlock(PEN_CHAIN);
    await swapThroughDialog(page, wallet);
    await expectConfirmedToast(page, /Swap 1 CPEN for [\d.]+ PEN/);
    const sell = await onlySuccessfulTxSince(ACCOUNT0, sinceSell, PEN_CHAIN);
    const [, penOut] = await amountsOutAt(PEN_CHAIN, parseEther("1"), [CPEN, WPEN], sell.blockNumber - 1);
    expect((await balanceOf("native", ACCOUNT0, PEN_CHAIN)) - penBefore).toBe(penOut - gasPaid(sell));
    expect(cpenBeforeSell - (await balanceOf(CPEN, ACCOUNT0, PEN_CHAIN))).toBe(parseEther("1"));
    expect(await balanceOf(WPEN, ROUTER, PEN_CHAIN)).toBe(0n);
  });

  test("multi-hop route CPEN → WPEN → BARK → FIVE", async ({ page, wallet }) => {
    await approveFromDevKey(0, CPEN, ROUTER, 2n ** 255n, PEN_CHAIN);
    await openSwap(page, wallet, `inputCurrency=${CPEN}&outputCurrency=${FIVE}`);
    await sellInput(page).fill("1");
    await expect(page.getByTestId("trade-route")).toHaveText("CPEN > WPEN > BARK > FIVE");
    const fiveBefore = await balanceOf(FIVE, ACCOUNT0, PEN_CHAIN);
    const cpenBefore = await balanceOf(CPEN, ACCOUNT0, PEN_CHAIN);
    const since = await latestBlock(PEN_CHAIN);
    await swapThroughDialog(page, wallet);
    await expectConfirmedToast(page, /Swap 1 CPEN for [\d.]+ FIVE/);
    const receipt = await onlySuccessfulTxSince(ACCOUNT0, since, PEN_CHAIN);
    const amounts = await amountsOutAt(PEN_CHAIN, parseEther("1"), [CPEN, WPEN, BARK, FIVE], receipt.blockNumber - 1);
    expect((await balanceOf(FIVE, ACCOUNT0, PEN_CHAIN)) - fiveBefore).toBe(amounts[3]);
    expect(cpenBefore - (await balanceOf(CPEN, ACCOUNT0, PEN_CHAIN))).toBe(parseEther("1"));
  });

  test("fee-on-transfer token is sold through the supporting variant", async ({ page, wallet }) => {
    await approveFromDevKey(0, FOT, ROUTER, 2n ** 255n, PEN_CHAIN);
    await openSwap(page, wallet, `inputCurrency=${FOT}&outputCurrency=PEN`);
    await page.locator("#open-settings-dialog-button").click();
    // 3 % slippage: the token burns 1 % on each transfer.
    await page.locator("#slippage-input").fill("3");
    const fotBefore = await balanceOf(FOT, ACCOUNT0, PEN_CHAIN);
    await sellInput(page).fill("10");
    const penBefore = await balanceOf("native", ACCOUNT0, PEN_CHAIN);
    const since = await latestBlock(PEN_CHAIN);
    await swapThroughDialog(page, wallet);
    await expectConfirmedToast(page, /Swap 10 FOT for [\d.]+ PEN/);
    const receipt = await onlySuccessfulTxSince(ACCOUNT0, since, PEN_CHAIN);
    expect(fotBefore - (await balanceOf(FOT, ACCOUNT0, PEN_CHAIN))).toBe(parseEther("10"));
    // The token burns 1 % of the transfer into the pool, so the pool prices 9.9 FOT, not 10.
    const [, penOut] = await amountsOutAt(PEN_CHAIN, parseEther("9.9"), [FOT, WPEN], receipt.blockNumber - 1);
    expect((await balanceOf("native", ACCOUNT0, PEN_CHAIN)) - penBefore).toBe(penOut - gasPaid(receipt));
  });

  test("user rejection shows 'Transaction rejected.'", async ({ page, wallet }) => {
    await openSwap(page, wallet, `inputCurrency=PEN&outputCurrency=${CPEN}`);
    await sellInput(page).fill("0.5");
    await expect(swapButton(page)).toBeEnabled();
    await swapButton(page).click();
    await page.locator("#confirm-swap-or-send").click();
    await wallet.reject(Web3RequestKind.SendTransaction);
    await expect(page.getByTestId("swap-error-message")).toHaveText("Transaction rejected.");
    await page.getByRole("button", { name: "Dismiss" }).click();
    await expect(page.getByTestId("confirm-swap-error")).toHaveCount(0);
  });

  test("a price move beyond the slippage tolerance fails with the slippage message and the error toast", async ({ page, wallet }) => {
    await approveFromDevKey(0, BARK, ROUTER, 2n ** 255n, PEN_CHAIN);
    await openSwap(page, wallet, `inputCurrency=${BARK}&outputCurrency=${FIVE}`);
    await page.locator("#open-settings-dialog-button").click();
    await page.getByRole("button", { name: "0.1%" }).click();
    await sellInput(page).fill("1");
    await expect(swapButton(page)).toBeEnabled();
    // Hold the app's reads (not the wallet's) at the current block so it keeps quoting the old price.
    const unfreeze = await freezeAppReadsAt(page, PEN_CHAIN, await latestBlock(PEN_CHAIN));
    await moveBarkFivePrice("50");
    await swapButton(page).click();
    await page.locator("#confirm-swap-or-send").click();
    await expect(page.getByTestId("swap-error-message")).toHaveText(
      "Swap failed: This transaction will not succeed either due to price movement or fee on transfer. Try increasing your slippage tolerance.",
    );
    await expect(page.getByText("Execution reverted!")).toBeVisible();
    await unfreeze();
  });

  test("price updated while confirming: Accept, then swap", async ({ page, wallet }) => {
    await approveFromDevKey(0, BARK, ROUTER, 2n ** 255n, PEN_CHAIN);
    await openSwap(page, wallet, `inputCurrency=${BARK}&outputCurrency=${FIVE}`);
    await sellInput(page).fill("1");
    await expect(swapButton(page)).toBeEnabled();
    await swapButton(page).click();
    const before = await page.getByTestId("confirm-output-amount").textContent();
    await moveBarkFivePrice("20");
    await expect(page.getByText("Price Updated")).toBeVisible();
    await expect(page.locator("#confirm-swap-or-send")).toBeDisabled();
    await page.getByTestId("confirm-swap").getByRole("button", { name: "Accept", exact: true }).click();
    await expect(page.getByTestId("confirm-output-amount")).not.toHaveText(before!);
    const barkBefore = await balanceOf(BARK, ACCOUNT0, PEN_CHAIN);
    const fiveBefore = await balanceOf(FIVE, ACCOUNT0, PEN_CHAIN);
    const since = await latestBlock(PEN_CHAIN);
    await page.locator("#confirm-swap-or-send").click();
    await wallet.authorize(Web3RequestKind.SendTransaction);
    await expect(page.getByTestId("confirm-swap-submitted")).toBeVisible();
    await expectConfirmedToast(page, /Swap 1 BARK for [\d.]+ FIVE/);
    // Mined at the updated price: exactly what the moved pool pays for 1 BARK.
    const receipt = await onlySuccessfulTxSince(ACCOUNT0, since, PEN_CHAIN);
    const [, fiveOut] = await amountsOutAt(PEN_CHAIN, parseEther("1"), [BARK, FIVE], receipt.blockNumber - 1);
    expect(barkBefore - (await balanceOf(BARK, ACCOUNT0, PEN_CHAIN))).toBe(parseEther("1"));
    expect((await balanceOf(FIVE, ACCOUNT0, PEN_CHAIN)) - fiveBefore).toBe(fiveOut);
  });

  test("a swap that reverts on chain shows the failure toast and moves no tokens", async ({ page, wallet }) => {
    await approveFromDevKey(0, BARK, ROUTER, 2n ** 255n, PEN_CHAIN);
    const frontRunner = await approveBarkForFrontRun("50");
    await openSwap(page, wallet, `inputCurrency=${BARK}&outputCurrency=${FIVE}`);
    await sellInput(page).fill("1");
    const barkBefore = await balanceOf(BARK, ACCOUNT0, PEN_CHAIN);
    const fiveBefore = await balanceOf(FIVE, ACCOUNT0, PEN_CHAIN);
    const since = await latestBlock(PEN_CHAIN);
    // The swap passes the app's estimate and waits in the mempool; a large trade is mined ahead of it in the same
    // block, so the swap's minimum output (0.5 % under the quote) can no longer be met and it reverts on chain.
    await withTransactionHeldPending(async () => {
      await swapThroughDialog(page, wallet);
      await sendFrontRun(frontRunner, "50");
    }, PEN_CHAIN);
    const toast = page.getByTestId("transaction-popup").filter({ hasText: /Swap 1 BARK for [\d.]+ FIVE/ }).first();
    await expect(toast).toBeVisible({ timeout: 30_000 });
    await expect(toast).toHaveAttribute("data-success", "false");
    await expect(toast).toContainText("Transaction failed");
    await expect(toast).not.toContainText("Swap transaction confirmed");
    await expect.poll(async () => (await receiptsSince(ACCOUNT0, since, PEN_CHAIN)).map((r) => r.status)).toEqual([0]);
    expect(await balanceOf(BARK, ACCOUNT0, PEN_CHAIN)).toBe(barkBefore);
    expect(await balanceOf(FIVE, ACCOUNT0, PEN_CHAIN)).toBe(fiveBefore);
  });

  test("high price impact: 'Swap Anyway', window confirm at 5 %, typed confirm at 10 %, blocked at 15 % unless expert", async ({ page, wallet }) => {
    await approveFromDevKey(0, BARK, ROUTER, 2n ** 255n, PEN_CHAIN);
    const pair = D.pairs.find((p) => [p.token0, p.token1].includes(BARK) && [p.token0, p.token1].includes(FIVE))!;
    const reserve = await balanceOf(BARK, pair.address, PEN_CHAIN);
    // ~7 % of the pool: impact without fee between 5 % and 10 %.
    const amount = (reserve * 7n) / 100n;
    await openSwap(page, wallet, `inputCurrency=${BARK}&outputCurrency=${FIVE}`);
    await sellInput(page).fill((Number(amount / 10n ** 15n) / 1000).toString());
    await expect(swapButton(page)).toHaveText("Swap Anyway");
    const messages: string[] = [];
    page.once("dialog", (dialog) => {
      messages.push(dialog.message());
      void dialog.dismiss();
    });
    await swapButton(page).click();
    await page.locator("#confirm-swap-or-send").click();
    await expect.poll(() => messages).toEqual([
      "This swap has a price impact of at least 5%. Please confirm that you would like to continue with this swap.",
    ]);
    expect(wallet.getPendingRequestCount(Web3RequestKind.SendTransaction)).toBe(0);
    await page.getByTestId("confirm-swap").getByRole("button", { name: "Close" }).first().click();

    // ~12 %: the user must type 'confirm'; a wrong word sends nothing.
    await sellInput(page).fill((Number(((reserve * 13n) / 100n) / 10n ** 15n) / 1000).toString());
    page.once("dialog", (dialog) => {
      messages.push(dialog.message());
      void dialog.accept("yes");
    });
    await swapButton(page).click();
    await page.locator("#confirm-swap-or-send").click();
    await expect.poll(() => messages.length).toBe(2);
    expect(messages[1]).toContain('Please type the word "confirm"');
    expect(wallet.getPendingRequestCount(Web3RequestKind.SendTransaction)).toBe(0);
    await page.getByTestId("confirm-swap").getByRole("button", { name: "Close" }).first().click();

    // ≥ 15 %: blocked unless expert mode, which needs its own typed confirmation.
    await sellInput(page).fill((Number(((reserve * 30n) / 100n) / 10n ** 15n) / 1000).toString());
    await expect(swapButton(page)).toHaveText("Price Impact Too High");
    await expect(swapButton(page)).toBeDisabled();
    page.once("dialog", (dialog) => void dialog.accept("confirm"));
    await page.locator("#open-settings-dialog-button").click();
    await page.locator("#toggle-expert-mode").click();
    await expect(swapButton(page)).toHaveText("Swap Anyway");
    await expect(swapButton(page)).toBeEnabled();
  });

  test("recipient by ENS name (alice.eth) and by address; blocked router address", async ({ page, wallet }) => {
    await openSwap(page, wallet, `inputCurrency=PEN&outputCurrency=${CPEN}`);
    await sellInput(page).fill("0.2");
    await page.locator("#add-recipient-button").click();
    await page.locator("#recipient-input").fill(ROUTER);
    await expect(swapButton(page)).toHaveText("Invalid recipient");
    await page.locator("#recipient-input").fill("nobody-here.eth");
    await expect(swapButton(page)).toHaveText("Enter a recipient");
    await page.locator("#recipient-input").fill("alice.eth");
    await expect(page.getByTestId("recipient-resolved")).toHaveText(ALICE);
    const aliceBefore = await balanceOf(CPEN, ALICE, PEN_CHAIN);
    const ownBefore = await balanceOf(CPEN, ACCOUNT0, PEN_CHAIN);
    const since = await latestBlock(PEN_CHAIN);
    await swapThroughDialog(page, wallet);
    await expectConfirmedToast(page, /Swap 0.2 PEN for [\d.]+ CPEN to alice.eth/);
    const receipt = await onlySuccessfulTxSince(ACCOUNT0, since, PEN_CHAIN);
    const [, toAlice] = await amountsOutAt(PEN_CHAIN, parseEther("0.2"), [WPEN, CPEN], receipt.blockNumber - 1);
    expect((await balanceOf(CPEN, ALICE, PEN_CHAIN)) - aliceBefore).toBe(toAlice);
    expect(await balanceOf(CPEN, ACCOUNT0, PEN_CHAIN)).toBe(ownBefore);
    expect(await balanceOf(CPEN, ROUTER, PEN_CHAIN)).toBe(0n);

    const bob = D.ensNames!["bob.eth"];
    await closeSubmitted(page);
    await sellInput(page).fill("0.1");
    await page.locator("#recipient-input").fill(bob);
    const bobBefore = await balanceOf(CPEN, bob, PEN_CHAIN);
    const sinceBob = await latestBlock(PEN_CHAIN);
    await swapThroughDialog(page, wallet);
    await expectConfirmedToast(page, /to 0x3C44\.\.\.93BC/);
    const toBobReceipt = await onlySuccessfulTxSince(ACCOUNT0, sinceBob, PEN_CHAIN);
    const [, toBob] = await amountsOutAt(PEN_CHAIN, parseEther("0.1"), [WPEN, CPEN], toBobReceipt.blockNumber - 1);
    expect((await balanceOf(CPEN, bob, PEN_CHAIN)) - bobBefore).toBe(toBob);
  });

  test("wrap and unwrap PEN ↔ WPEN", async ({ page, wallet }) => {
    await openSwap(page, wallet, `inputCurrency=PEN&outputCurrency=${WPEN}`);
    await sellInput(page).fill("1.5");
    await expect(buyInput(page)).toHaveValue("1.5");
    const wBefore = await balanceOf(WPEN, ACCOUNT0, PEN_CHAIN);
    await swapButton(page).click();
    await wallet.authorize(Web3RequestKind.SendTransaction);
    await expectConfirmedToast(page, "Testnet WPEN deposit confirmed");
    expect((await balanceOf(WPEN, ACCOUNT0, PEN_CHAIN)) - wBefore).toBe(parseEther("1.5"));

    await page.goto(`./#/swap?inputCurrency=${WPEN}&outputCurrency=PEN`);
    await sellInput(page).fill("1000000000");
    await expect(swapButton(page)).toHaveText("Insufficient WPEN balance");
    await sellInput(page).fill("1.5");
    const penBefore = await balanceOf("native", ACCOUNT0, PEN_CHAIN);
    const since = await latestBlock(PEN_CHAIN);
    await swapButton(page).click();
    await wallet.authorize(Web3RequestKind.SendTransaction);
    await expectConfirmedToast(page, "Testnet WPEN withdraw confirmed");
    const receipt = await onlySuccessfulTxSince(ACCOUNT0, since, PEN_CHAIN);
    expect(await balanceOf(WPEN, ACCOUNT0, PEN_CHAIN)).toBe(wBefore);
    expect((await balanceOf("native", ACCOUNT0, PEN_CHAIN)) - penBefore).toBe(parseEther("1.5") - gasPaid(receipt));
  });

  test("V1 mode (use=v1) swaps PEN → BARK through the V1 exchange", async ({ page, wallet }) => {
    const exchange = D.v1Exchanges.find((e) => e.token === BARK)!.exchange;
    const exchangeBefore = await balanceOf("native", exchange, PEN_CHAIN);
    await openSwap(page, wallet, `use=v1&inputCurrency=PEN&outputCurrency=${BARK}`);
    await expect(page.getByTestId("v1-mode")).toBeVisible();
    await sellInput(page).fill("0.05");
    const barkBefore = await balanceOf(BARK, ACCOUNT0, PEN_CHAIN);
    const exchangeBarkBefore = await balanceOf(BARK, exchange, PEN_CHAIN);
    const penBefore = await balanceOf("native", ACCOUNT0, PEN_CHAIN);
    const since = await latestBlock(PEN_CHAIN);
    await swapThroughDialog(page, wallet);
    await expectConfirmedToast(page, /Swap 0.05 PEN for [\d.]+ BARK on V1/);
    const receipt = await onlySuccessfulTxSince(ACCOUNT0, since, PEN_CHAIN);
    expect((await balanceOf("native", exchange, PEN_CHAIN)) - exchangeBefore).toBe(parseEther("0.05"));
    expect(penBefore - (await balanceOf("native", ACCOUNT0, PEN_CHAIN))).toBe(parseEther("0.05") + gasPaid(receipt));
    // Every BARK the V1 exchange paid out reached the trader.
    const received = (await balanceOf(BARK, ACCOUNT0, PEN_CHAIN)) - barkBefore;
    expect(received).toBeGreaterThan(0n);
    expect(exchangeBarkBefore - (await balanceOf(BARK, exchange, PEN_CHAIN))).toBe(received);
  });
});

test.describe("swap after switching network", () => {
  test.use({ walletKnownChains: [3344] });
  test("the same swap on 3344 (PC → PCG)", async ({ page, wallet }) => {
    const PCG = tokenAddress("PCG", 3344);
    await openSwap(page, wallet, "");
    await page.getByTestId("network-selector").selectOption("3344");
    // The app reloads on chainChanged; navigating before that reload lands would be interrupted by it.
    const reloaded = page.waitForEvent("load");
    await wallet.authorize(Web3RequestKind.SwitchEthereumChain);
    await reloaded;
    await expect(page.getByTestId("network-selector")).toHaveValue("3344");
    await page.goto(`./#/swap?inputCurrency=PC&outputCurrency=${PCG}`);
    await sellInput(page).fill("1");
    const before = await balanceOf(PCG, ACCOUNT0, 3344);
    const since = await latestBlock(3344);
    await swapThroughDialog(page, wallet);
    await expectConfirmedToast(page, /Swap 1 PC for [\d.]+ PCG/);
    const receipt = await onlySuccessfulTxSince(ACCOUNT0, since, 3344);
    const [, pcgOut] = await amountsOutAt(3344, parseEther("1"), [deployment(3344).contracts.wrappedNative, PCG], receipt.blockNumber - 1);
    expect((await balanceOf(PCG, ACCOUNT0, 3344)) - before).toBe(pcgOut);
  });
});

