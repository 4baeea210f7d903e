/**
 * V1 liquidity end to end on real chains: the list, the price-difference warning, a rejected then a real migration
 * through the migrator (V2 reserves and LP checked on chain), a V1 removal (native and token balances checked),
 * and a migration that creates the V2 pool. Dev account #2 holds seeded V1 positions and is used by no other spec.
 */
import { formatEther, MaxUint256, Wallet } from "ethers";
import type { Web3ProviderBackend } from "headless-web3-provider";
import { connectWallet } from "../support/app";
import { chooseExactApprovals } from "../support/approvalSetting";
import { DEV_KEYS } from "../support/env";
import { expect, test, Web3RequestKind } from "../support/wallet";
import { IV1Exchange__factory, PenMigrator__factory } from "../../../typechain-types";
import { balanceOf, deployment, devAddress, lastFeePaidBy, latestBlock, onlySuccessfulTxSince, rpc, scriptedAccount, tokenAddress, v1Exchange, withTransactionHeldPending } from "../support/chain";
import { v1State, v2State } from "./pools";

const PEN_CHAIN = 555555;
const ACCOUNT = devAddress(2);
const BARK = tokenAddress("BARK", PEN_CHAIN);
const CPEN = tokenAddress("CPEN", PEN_CHAIN);
const BARK_EXCHANGE = v1Exchange("BARK", PEN_CHAIN);
const CPEN_EXCHANGE = v1Exchange("CPEN", PEN_CHAIN);
const USDT_EXCHANGE = v1Exchange("USDT", PEN_CHAIN);
const MIGRATOR = deployment(PEN_CHAIN).contracts.migrator;

const approveButton = (page: import("@playwright/test").Page) => page.locator("#v1-approve-button");
const migrateButton = (page: import("@playwright/test").Page) => page.locator("#v1-migrate-button");

/**
 * Migrate opens the shared confirmation dialog: the V1 pool tokens, both minimums and the network fee in the native
 * coin, then Confirm sends. Returns the dialog.
 */
async function reviewAndConfirmMigration(page: import("@playwright/test").Page) {
  await migrateButton(page).click();
  const dialog = page.getByTestId("migrate-confirm");
  await expect(dialog).toBeVisible();
  await expect(dialog.getByTestId("migrate-confirm-liquidity")).not.toHaveText("");
  await expect(dialog.getByTestId("confirm-min-native")).toHaveText(await page.getByTestId("min-native").innerText());
  await expect(dialog.getByTestId("confirm-min-token")).toHaveText(await page.getByTestId("min-token").innerText());
  await expect(dialog.getByTestId("network-fee")).toContainText(/≈ \d[\d.,]* \S+/, { timeout: 30_000 });
  await dialog.locator("#v1-migrate-confirm").click();
}

/**
 * Approve, then Migrate, each authorized in the wallet and held pending long enough to see the in-progress label
 * ("Approving", "Migrating"), until the button reads Success. `beforeMigrate` runs between the two (to read
 * balances once the approval's gas is paid). Returns the migration's receipt, checked successful.
 */
async function approveAndMigrate(
  page: import("@playwright/test").Page,
  wallet: Web3ProviderBackend,
  chainId: number,
  beforeMigrate: () => Promise<void> = async () => undefined,
) {
  await withTransactionHeldPending(async () => {
    await approveButton(page).click();
    await wallet.authorize(Web3RequestKind.SendTransaction);
    await expect(approveButton(page)).toHaveText("Approving");
  }, chainId);
  await expect(approveButton(page)).toHaveText("Approved");
  await beforeMigrate();
  const since = await latestBlock(chainId);
  await withTransactionHeldPending(async () => {
    await reviewAndConfirmMigration(page);
    await wallet.authorize(Web3RequestKind.SendTransaction);
    await expect(migrateButton(page)).toHaveText("Migrating");
    await expect(page.getByTestId("migrate-confirm-submitted")).toBeVisible();
  }, chainId);
  await expect(migrateButton(page)).toHaveText("Success", { timeout: 20_000 });
  await page.getByTestId("migrate-confirm-submitted").getByTestId("confirmation-submitted").getByRole("button", { name: "Close" }).click();
  await expect(page.getByTestId("migrate-confirm-submitted")).toHaveCount(0);
  return onlySuccessfulTxSince(ACCOUNT, since, chainId);
}

test.use({ walletKeys: [DEV_KEYS[2]] });

test.describe("V1 liquidity on the PEN test chain", () => {
  test("lists the account's V1 positions with Migrate and Remove links; prompts without a wallet", async ({ page, wallet }) => {
    await page.goto("./#/migrate/v1");
    await expect(page.getByTestId("v1-status")).toHaveText("Connect to a wallet to view your V1 liquidity.");
    await page.goto(`./#/remove/v1/${BARK_EXCHANGE}`);
    await expect(page.getByTestId("v1-status")).toHaveText("You must connect an account.");
    await page.goto("./#/migrate/v1/0x1234");
    await expect(page).toHaveURL(/#\/migrate\/v1$/);

    await connectWallet(page, wallet);
    const rows = page.getByTestId("v1-position");
    await expect(rows).toHaveCount(3);
    for (const [exchange, title] of [
      [BARK_EXCHANGE, "BARK/PEN"],
      [CPEN_EXCHANGE, "CPEN/PEN"],
      [USDT_EXCHANGE, "USDT/PEN"],
    ]) {
      const row = page.locator(`[data-testid="v1-position"][data-exchange="${exchange}"]`);
      await expect(row).toContainText(title);
      await expect(row.getByTestId("v1-pool-tokens")).toHaveText("1");
      await expect(row.getByTestId("v1-migrate-link")).toHaveAttribute("href", `#/migrate/v1/${exchange}`);
      await expect(row.getByTestId("v1-remove-link")).toHaveAttribute("href", `#/remove/v1/${exchange}`);
    }
    await page.locator(`[data-exchange="${BARK_EXCHANGE}"]`).getByTestId("v1-migrate-link").click();
    await expect(page.getByTestId("migrate-v1")).toHaveAttribute("data-exchange", BARK_EXCHANGE);
  });

  test("warns about the skewed V1 price; a rejected migration re-enables Migrate with the reason", async ({ page, wallet }) => {
    await page.goto(`./#/migrate/v1/${CPEN_EXCHANGE}`);
    await connectWallet(page, wallet);
    await expect(page.getByTestId("v1-pooled-token")).toHaveText("110");
    await expect(page.getByTestId("price-difference-warning")).toContainText(/\b10(\.0+)?% price difference between V1 and V2/);

    await expect(approveButton(page)).toHaveText("Approve");
    await expect(migrateButton(page)).toBeDisabled();
    await approveButton(page).click();
    await wallet.authorize(Web3RequestKind.SendTransaction);
    await expect(approveButton(page)).toHaveText("Approved");
    expect(await IV1Exchange__factory.connect(CPEN_EXCHANGE, rpc(PEN_CHAIN)).allowance(ACCOUNT, MIGRATOR)).toBe(MaxUint256);

    await expect(migrateButton(page)).toBeEnabled();
    await reviewAndConfirmMigration(page);
    await wallet.reject(Web3RequestKind.SendTransaction);
    await expect(page.getByTestId("migrate-confirm-error")).toContainText("Transaction rejected.");
    await page.getByTestId("migrate-confirm-error").getByTestId("confirmation-error").getByRole("button", { name: "Dismiss" }).click();
    await expect(page.getByTestId("migrate-error")).toHaveText("Transaction rejected.");
    await expect(migrateButton(page)).toHaveText("Migrate");
    await expect(migrateButton(page)).toBeEnabled();
    expect((await v1State(CPEN_EXCHANGE, ACCOUNT, PEN_CHAIN)).liquidity).toBeGreaterThan(0n);
  });

  test("the review closes when the wallet switches account, and nothing is sent", async ({ page, wallet }) => {
    const exchange = IV1Exchange__factory.connect(USDT_EXCHANGE, new Wallet(DEV_KEYS[2], rpc(PEN_CHAIN)));
    await (await exchange.approve(MIGRATOR, MaxUint256)).wait();
    await page.goto(`./#/migrate/v1/${USDT_EXCHANGE}`);
    await connectWallet(page, wallet);
    await expect(migrateButton(page)).toBeEnabled({ timeout: 45_000 });
    await migrateButton(page).click();
    await expect(page.getByTestId("migrate-confirm")).toBeVisible();
    await wallet.changeAccounts([DEV_KEYS[1]]);
    await expect(page.getByTestId("migrate-confirm")).toHaveCount(0);
    expect(wallet.getPendingRequestCount(Web3RequestKind.SendTransaction)).toBe(0);
    expect((await v1State(USDT_EXCHANGE, ACCOUNT, PEN_CHAIN)).liquidity).toBeGreaterThan(0n);
  });

  test("with the exact approval setting, approves the migrator for exactly the V1 pool tokens held", async ({ page, wallet }) => {
    const exchange = IV1Exchange__factory.connect(USDT_EXCHANGE, new Wallet(DEV_KEYS[2], rpc(PEN_CHAIN)));
    await (await exchange.approve(MIGRATOR, 0n)).wait();
    const { liquidity } = await v1State(USDT_EXCHANGE, ACCOUNT, PEN_CHAIN);
    expect(liquidity).toBeGreaterThan(0n);
    await chooseExactApprovals(page);
    await page.goto(`./#/migrate/v1/${USDT_EXCHANGE}`);
    await connectWallet(page, wallet);
    await expect(approveButton(page)).toHaveText(`Approve ${formatEther(liquidity).replace(/\.0$/, "")} UNI-V1`);
    await approveButton(page).click();
    await wallet.authorize(Web3RequestKind.SendTransaction);
    await expect(approveButton(page)).toHaveText("Approved");
    expect(await exchange.allowance(ACCOUNT, MIGRATOR)).toBe(liquidity);
    await expect(migrateButton(page)).toBeEnabled();
  });

  test("migrates the BARK position into the V2 pool at the V2 price", async ({ page, wallet }) => {
    // V1 and V2 start at the same BARK price, where nothing would be refunded: a trade of 0.1 % of the V2 PEN
    // reserve moves V2 ~0.2 % (inside the 99.5 % minimums), so part of one side must come back to the account.
    await scriptedAccount(DEV_KEYS[3], PEN_CHAIN).buyWithNative(BARK, (await v2State(BARK, ACCOUNT, PEN_CHAIN))!.native / 1000n);
    const v1Before = await v1State(BARK_EXCHANGE, ACCOUNT, PEN_CHAIN);
    const v2Before = (await v2State(BARK, ACCOUNT, PEN_CHAIN))!;
    // A user deadline of 60 minutes, which a V1 migration must not take: its own deadline is now + 1200 s.
    await page.addInitScript(() => localStorage.setItem("penswap.user", JSON.stringify({ version: 1, state: { userDeadline: 3600 } })));
    await page.goto(`./#/migrate/v1/${BARK_EXCHANGE}`);
    await connectWallet(page, wallet);
    await expect(page.getByTestId("v1-pooled-native")).toHaveText("1");
    await expect(page.getByTestId("v1-pooled-token")).toHaveText("100");
    await expect(page.getByTestId("v2-reserve-native")).toBeVisible();
    await expect(page.getByTestId("min-native")).toBeVisible();
    await expect(page.getByTestId("price-difference-warning")).toHaveCount(0);

    let nativeBefore = 0n;
    let tokenBefore = 0n;
    const receipt = await approveAndMigrate(page, wallet, PEN_CHAIN, async () => {
      nativeBefore = await rpc(PEN_CHAIN).getBalance(ACCOUNT);
      tokenBefore = await balanceOf(BARK, ACCOUNT, PEN_CHAIN);
    });

    const removedNative = (v1Before.liquidity * v1Before.native) / v1Before.supply;
    const removedToken = (v1Before.liquidity * v1Before.token) / v1Before.supply;
    expect((await v1State(BARK_EXCHANGE, ACCOUNT, PEN_CHAIN)).liquidity).toBe(0n);
    const v2After = (await v2State(BARK, ACCOUNT, PEN_CHAIN))!;
    const addedNative = v2After.native - v2Before.native;
    const addedToken = v2After.token - v2Before.token;
    // The router takes one side whole and the other at the V2 price, at least the 99.5 % minimums.
    expect(addedNative === removedNative || addedToken === removedToken).toBe(true);
    expect(addedNative).toBeLessThanOrEqual(removedNative);
    expect(addedToken).toBeLessThanOrEqual(removedToken);
    expect(addedNative).toBeGreaterThanOrEqual((removedNative * 9950n) / 10000n);
    expect(addedToken).toBeGreaterThanOrEqual((removedToken * 9950n) / 10000n);
    const byNative = (addedNative * v2Before.supply) / v2Before.native;
    const byToken = (addedToken * v2Before.supply) / v2Before.token;
    expect(v2After.lp - v2Before.lp).toBe(byNative < byToken ? byNative : byToken);
    // Whatever V2 did not take comes back to the account, on the side it was left on.
    expect((await balanceOf(BARK, ACCOUNT, PEN_CHAIN)) - tokenBefore).toBe(removedToken - addedToken);
    expect((await rpc(PEN_CHAIN).getBalance(ACCOUNT)) - nativeBefore + receipt.fee).toBe(removedNative - addedNative);
    expect(removedToken - addedToken + (removedNative - addedNative)).toBeGreaterThan(0n); // the refund is not vacuous
    expect(await balanceOf(BARK, MIGRATOR, PEN_CHAIN)).toBe(0n);
    expect(await rpc(PEN_CHAIN).getBalance(MIGRATOR)).toBe(0n);

    // The deadline sent is 1200 s after the time the chain had when the wallet sent it; the block that mined it came
    // later (the test held it pending for a few seconds), never earlier.
    const sent = (await rpc(PEN_CHAIN).getTransaction(receipt.hash))!;
    const deadline = PenMigrator__factory.createInterface().decodeFunctionData("migrate", sent.data)[4] as bigint;
    const minedAt = BigInt((await rpc(PEN_CHAIN).getBlock(receipt.blockNumber))!.timestamp);
    expect(deadline - minedAt).toBeLessThanOrEqual(1200n);
    expect(deadline - minedAt).toBeGreaterThan(1200n - 300n);
  });

  test("removes the CPEN position through the V1 exchange", async ({ page, wallet }) => {
    const before = await v1State(CPEN_EXCHANGE, ACCOUNT, PEN_CHAIN);
    const nativeBefore = await rpc(PEN_CHAIN).getBalance(ACCOUNT);
    const tokenBefore = await balanceOf(CPEN, ACCOUNT, PEN_CHAIN);
    await page.goto(`./#/remove/v1/${CPEN_EXCHANGE}`);
    await connectWallet(page, wallet);
    await expect(page.getByTestId("v1-pooled-token")).toHaveText("110");
    const remove = page.locator("#v1-remove-button");
    await expect(remove).toHaveText("Remove");
    await withTransactionHeldPending(async () => {
      await remove.click();
      await wallet.authorize(Web3RequestKind.SendTransaction);
      await expect(remove).toHaveText("Removing");
    }, PEN_CHAIN);
    await expect(remove).toHaveText("Success", { timeout: 20_000 });

    expect((await v1State(CPEN_EXCHANGE, ACCOUNT, PEN_CHAIN)).liquidity).toBe(0n);
    const fee = await lastFeePaidBy(ACCOUNT, PEN_CHAIN);
    expect((await rpc(PEN_CHAIN).getBalance(ACCOUNT)) - nativeBefore + fee).toBe((before.liquidity * before.native) / before.supply);
    expect((await balanceOf(CPEN, ACCOUNT, PEN_CHAIN)) - tokenBefore).toBe((before.liquidity * before.token) / before.supply);
  });
});

test.describe("V1 liquidity of an account without V1 positions", () => {
  // Every dev account is given V1 positions by the deploy; this key belongs to an account that never held anything.
  test.use({ walletKeys: ["0x" + "5e".repeat(32)] });
  test("says 'No V1 Liquidity found.'", async ({ page, wallet }) => {
    await page.goto("./#/migrate/v1");
    await connectWallet(page, wallet);
    await expect(page.getByTestId("v1-status")).toHaveText("No V1 Liquidity found.");
    await expect(page.getByTestId("v1-position")).toHaveCount(0);
  });
});

test.describe("V1 migration without a V2 pool (Chain Verse)", () => {
  const VERSE = 5555;
  const ORE = tokenAddress("OASO", VERSE);
  const ORE_EXCHANGE = v1Exchange("OASO", VERSE);
  test.use({ walletChainId: VERSE });

  test("creates the V2 pool with the whole V1 position", async ({ page, wallet }) => {
    expect(await v2State(ORE, ACCOUNT, VERSE)).toBeUndefined();
    const v1Before = await v1State(ORE_EXCHANGE, ACCOUNT, VERSE);
    await page.goto(`./#/migrate/v1/${ORE_EXCHANGE}`);
    await connectWallet(page, wallet);
    await expect(page.getByTestId("v2-no-pool")).toBeVisible();
    await expect(page.getByTestId("v1-pooled-native")).toHaveText("1");
    await approveAndMigrate(page, wallet, VERSE);

    const v2 = (await v2State(ORE, ACCOUNT, VERSE))!;
    expect(v2.native).toBe((v1Before.liquidity * v1Before.native) / v1Before.supply);
    expect(v2.token).toBe((v1Before.liquidity * v1Before.token) / v1Before.supply);
    // First provider: sqrt(native * token) minus the 1000 locked minimum liquidity.
    expect(v2.lp).toBe(sqrt(v2.native * v2.token) - 1000n);
  });
});

function sqrt(value: bigint): bigint {
  if (value < 2n) return value;
  let x = value;
  let y = (x + 1n) / 2n;
  while (y < x) {
    x = y;
    y = (x + value / x) / 2n;
  }
  return x;
}
