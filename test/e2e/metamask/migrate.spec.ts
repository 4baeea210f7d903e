import { expect, skipWithoutMetaMask, test } from "./fixtures";
import { ACCOUNT0, deployment, latestBlock, onlySuccessfulTxSince, tokenAddress, v1Exchange } from "../support/chain";
import { v1State, v2State } from "../migrate/pools";

skipWithoutMetaMask();
test.use({ startConnected: true });

const PEN_CHAIN = 555555;
const BARK = tokenAddress("BARK", PEN_CHAIN);
const BARK_EXCHANGE = v1Exchange("BARK", PEN_CHAIN);
const MIGRATOR = deployment(PEN_CHAIN).contracts.migrator;
const SLOW = 180_000;

test("migrates a V1 position to V2 after MetaMask's spending-cap page", async ({ app, metamask }) => {
  const v1Before = await v1State(BARK_EXCHANGE, ACCOUNT0, PEN_CHAIN);
  const v2Before = (await v2State(BARK, ACCOUNT0, PEN_CHAIN))!;
  expect(v1Before.liquidity).toBeGreaterThan(0n);
  await app.goto(`#/migrate/v1/${BARK_EXCHANGE}`);
  await expect(app.locator("#web3-status-connected")).toBeVisible({ timeout: SLOW });
  await expect(app.getByTestId("min-native")).toBeVisible({ timeout: SLOW });

  const approve = app.locator("#v1-approve-button");
  const approvalBlock = await latestBlock(PEN_CHAIN);
  await expect(approve).toBeEnabled({ timeout: SLOW });
  await approve.click();
  await metamask.confirm();
  await expect(approve).toHaveText("Approved", { timeout: SLOW });
  await onlySuccessfulTxSince(ACCOUNT0, approvalBlock, PEN_CHAIN);

  const migrateBlock = await latestBlock(PEN_CHAIN);
  await app.locator("#v1-migrate-button").click();
  const dialog = app.getByTestId("migrate-confirm");
  await expect(dialog.getByTestId("network-fee")).toContainText(/≈ \d[\d.,]* \S+/, { timeout: SLOW });
  await dialog.locator("#v1-migrate-confirm").click();
  await metamask.confirm();
  await expect(app.locator("#v1-migrate-button")).toHaveText("Success", { timeout: SLOW });
  const receipt = await onlySuccessfulTxSince(ACCOUNT0, migrateBlock, PEN_CHAIN);
  expect(receipt.to).toBe(MIGRATOR);

  // The whole V1 position left V1 and became V2 liquidity at the pool's price; the migrator kept nothing.
  expect((await v1State(BARK_EXCHANGE, ACCOUNT0, PEN_CHAIN)).liquidity).toBe(0n);
  const v2After = (await v2State(BARK, ACCOUNT0, PEN_CHAIN))!;
  const addedNative = v2After.native - v2Before.native;
  const addedToken = v2After.token - v2Before.token;
  expect(addedNative).toBeGreaterThan(0n);
  const byNative = (addedNative * v2Before.supply) / v2Before.native;
  const byToken = (addedToken * v2Before.supply) / v2Before.token;
  expect(v2After.lp - v2Before.lp).toBe(byNative < byToken ? byNative : byToken);
  expect(await v1State(BARK_EXCHANGE, MIGRATOR, PEN_CHAIN).then((s) => s.liquidity)).toBe(0n);
});
