import { expect, SECOND_ACCOUNT, skipWithoutMetaMask, test } from "./fixtures";
import { addChain, networkSelector, swapWithMetaMask, switchKnownChain } from "./app";
import { accountLabel } from "../support/app";
import { formatBalance } from "../../../web/src/wallet/utils/formatBalance";
import { ACCOUNT0, ACCOUNT1, balanceOf, latestBlock, onlySuccessfulTxSince, tokenAddress } from "../support/chain";
import { expectConfirmedToast } from "../swap/helpers";

skipWithoutMetaMask();
test.use({ startConnected: true });

const PEN_CHAIN = 555555;
const BARK = tokenAddress("BARK", PEN_CHAIN);
const SLOW = 180_000;

const nativeBalanceText = async (owner: string) => `${formatBalance(await balanceOf("native", owner, PEN_CHAIN))} PEN`;

test("the app follows MetaMask's account switch with the new account and its balance; a locked MetaMask asks for its password before sending", async ({ app, metamask }) => {
  await app.goto("#/swap");
  const status = app.locator("#web3-status-connected");
  await expect(status).toHaveText(accountLabel(ACCOUNT0), { timeout: SLOW });
  await expect(app.getByTestId("native-balance")).toHaveText(await nativeBalanceText(ACCOUNT0), { timeout: SLOW });

  await metamask.switchAccount(SECOND_ACCOUNT);
  await expect(status).toHaveText(accountLabel(ACCOUNT1), { timeout: SLOW });
  await expect(app.getByTestId("native-balance")).toHaveText(await nativeBalanceText(ACCOUNT1), { timeout: SLOW });
  await status.click();
  await expect(app.getByTestId("account-address")).toHaveAttribute("title", ACCOUNT1);
  await app.keyboard.press("Escape");

  // MetaMask 13 no longer tells sites about a lock (it keeps their accounts), so the app stays on the account; a
  // transaction then opens MetaMask on its password page first (the driver unlocks it) and goes through from it.
  await metamask.lock();
  const since = await latestBlock(PEN_CHAIN);
  await app.goto(`#/swap?inputCurrency=PEN&outputCurrency=${BARK}`);
  await expect(status).toHaveText(accountLabel(ACCOUNT1), { timeout: SLOW });
  await app.locator("#swap-currency-input-amount").fill("1");
  await swapWithMetaMask(app, metamask);
  await expectConfirmedToast(app, /Swap 1 PEN for [\d.]+ BARK/);
  const receipt = await onlySuccessfulTxSince(ACCOUNT1, since, PEN_CHAIN);
  expect(receipt.from).toBe(ACCOUNT1);
});

test("a network switch made in MetaMask while the swap confirmation is open closes it, and nothing is sent", async ({ app, metamask }) => {
  await app.goto("#/swap");
  await expect(app.locator("#web3-status-connected")).toBeVisible({ timeout: SLOW });
  // MetaMask lists only chains it knows: the app has it add Pentagon Chain, then goes back to the PEN test chain.
  await addChain(app, metamask, 3344);
  await switchKnownChain(app, PEN_CHAIN);
  const blocksBefore = [await latestBlock(PEN_CHAIN), await latestBlock(3344)];

  await app.goto(`#/swap?inputCurrency=PEN&outputCurrency=${BARK}`);
  await app.locator("#swap-currency-input-amount").fill("1");
  await expect(app.locator("#swap-button")).toBeEnabled({ timeout: SLOW });
  await app.locator("#swap-button").click();
  await expect(app.locator("#confirm-swap-or-send")).toBeVisible();

  await metamask.switchSiteNetwork(app, 3344);
  await expect(networkSelector(app)).toHaveValue("3344", { timeout: SLOW });
  await expect(app.locator("#confirm-swap-or-send")).toHaveCount(0);
  await expect(app.getByTestId("native-balance")).toContainText("PC", { timeout: SLOW });
  // Every transaction mines a block on these nodes: none came on either chain.
  expect([await latestBlock(PEN_CHAIN), await latestBlock(3344)]).toEqual(blocksBefore);
});
