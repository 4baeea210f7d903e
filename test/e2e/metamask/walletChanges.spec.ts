import { expect, SECOND_ACCOUNT, skipWithoutMetaMask, test } from "./fixtures";
import { ACCOUNT0, ACCOUNT1, balanceOf } from "./chain";
import { accountLabel } from "../support/app";
import { formatSignificant } from "../../../web/src/wallet/utils/formatBalance";

skipWithoutMetaMask();
test.use({ startConnected: true });

const PEN_CHAIN = 555555;
const SLOW = 180_000;

const nativeBalanceText = async (owner: string) => `${formatSignificant(await balanceOf(PEN_CHAIN, "native", owner))} PEN`;

test("the app follows MetaMask: an account switch shows the new account and its balance; locking disconnects", async ({ app, metamask }) => {
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

  await metamask.lock();
  await expect(app.locator("#connect-wallet")).toBeVisible({ timeout: SLOW });
  await expect(app.getByTestId("native-balance")).toHaveCount(0);
});
