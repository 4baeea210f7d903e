import { parseEther } from "ethers";
import { accountLabel, connectWallet } from "./support/app";
import { ACCOUNT0, balanceOf, mineBlock, rpc, setAutomine, tokenAddress } from "./support/chain";
import { E2E_EXPLORER_URL } from "./support/env";
import { expect, test, Web3RequestKind } from "./support/wallet";

const WPEN = tokenAddress("WPEN");

/**
 * A real transaction sent through the app (the swap screen's PEN → WPEN wrap, i.e. WPEN.deposit via the
 * app's transaction helper), observed pending and then confirmed. Automine is paused on the node so the
 * pending state is real and visible, then one block is mined by hand.
 */
test("a WPEN deposit: '1 Pending' in the status button, then the confirmed toast and the recent list", async ({ page, wallet }) => {
  const before = await balanceOf(WPEN, ACCOUNT0);
  try {
    await page.goto(`./#/swap?inputCurrency=PEN&outputCurrency=${WPEN}`);
    await connectWallet(page, wallet);
    await page.locator("#swap-currency-input-amount").fill("0.25");
    await expect(page.locator("#swap-button")).toBeEnabled();

    await setAutomine(false);
    await page.locator("#swap-button").click();
    await wallet.authorize(Web3RequestKind.SendTransaction);

    const status = page.locator("#web3-status-connected");
    await expect(status).toHaveText("1 Pending");
    await status.click();
    const pendingRow = page.getByTestId("recent-transaction").first();
    await expect(pendingRow).toHaveAttribute("data-status", "pending");
    const [hash] = await expect
      .poll(async () => (await rpc().send("eth_getBlockByNumber", ["pending", false])).transactions as string[])
      .toHaveLength(1)
      .then(async () => (await rpc().send("eth_getBlockByNumber", ["pending", false])).transactions as string[]);
    await page.keyboard.press("Escape");

    await mineBlock();
    const toast = page.getByTestId("transaction-popup").filter({ hasText: "Testnet WPEN deposit confirmed" });
    await expect(toast).toBeVisible({ timeout: 20_000 });
    await expect(toast.getByRole("link")).toHaveAttribute("href", `${E2E_EXPLORER_URL}/tx/${hash}`);
    await expect(status).toHaveText(accountLabel(ACCOUNT0));
    expect((await balanceOf(WPEN, ACCOUNT0)) - before).toBe(parseEther("0.25"));

    // The account view lists it as confirmed; '(clear all)' empties the list for this chain.
    await status.click();
    await expect(page.getByTestId("recent-transaction").first()).toHaveAttribute("data-status", "success");
    await page.getByTestId("clear-all-transactions").click();
    await expect(page.getByTestId("account-details")).toContainText("Your transactions will appear here...");
  } finally {
    await setAutomine(true);
  }
});
