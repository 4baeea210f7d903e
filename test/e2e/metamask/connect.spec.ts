import { expect, skipWithoutMetaMask, test } from "./fixtures";
import { networkSelector, pickMetaMask } from "./app";

skipWithoutMetaMask();

test("connect through the wallet modal: a rejected request shows the app's error, then connecting works", async ({ app, metamask }) => {
  await app.goto("#/swap");
  await pickMetaMask(app);
  await metamask.rejectConnect();
  const pending = app.getByTestId("wallet-pending");
  await expect(pending).toContainText("Error connecting.", { timeout: 120_000 });
  await expect(app.locator("#connect-wallet")).toBeVisible();

  await pending.getByRole("button", { name: "Try Again" }).click();
  await metamask.approveConnect();
  // A fresh MetaMask sits on Ethereum mainnet, which the app does not serve.
  await expect(app.locator("#web3-status-error")).toHaveText("Wrong Network", { timeout: 120_000 });
  await expect(networkSelector(app)).toHaveValue("");
});
