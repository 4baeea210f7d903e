import { connectWallet } from "../support/app";
import { DEV_KEYS } from "../support/env";
import { expect, test, Web3RequestKind } from "../support/wallet";
import { scriptedAccount, token } from "./chain";

test("the swap confirm dialog shows the network fee, and the submitted dialog offers to add the bought token", async ({ page, wallet }) => {
  const me = scriptedAccount(DEV_KEYS[0]);
  try {
    await me.approve("BARK");
    await page.goto(`./#/swap?inputCurrency=${token("BARK").address}&outputCurrency=${token("FIVE").address}`);
    await connectWallet(page, wallet);
    await page.locator("#swap-currency-input-amount").fill("1");
    await expect(page.locator("#swap-button")).toBeEnabled({ timeout: 30_000 });
    await page.locator("#swap-button").click();
    const fee = page.getByTestId("network-fee");
    // Estimated gas of the router call × the chain's current max fee per gas, in the native coin.
    await expect(fee).toContainText(/Network fee≈ 0\.0\d*[1-9]\d* PEN/, { timeout: 30_000 });

    await page.locator("#confirm-swap-or-send").click();
    await wallet.authorize(Web3RequestKind.SendTransaction);
    await expect(page.getByTestId("confirm-swap-submitted")).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId("add-token-to-wallet")).toHaveText("Add FIVE to wallet");
  } finally {
    me.close();
  }
});
