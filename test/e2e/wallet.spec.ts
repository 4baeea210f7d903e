import { getAddress } from "ethers";
import { accountLabel, connectWallet, shortAddress } from "./support/app";
import { DEV_KEYS, E2E_EXPLORER_URL } from "./support/env";
import { expect, test, Web3RequestKind } from "./support/wallet";
import { ACCOUNT0, ACCOUNT1, devAddress } from "./support/chain";

const ACCOUNT3 = devAddress(3);

// The tests only connect, read and disconnect, each in its own browser context: they may run in any worker.
test.describe.configure({ mode: "parallel" });

test.describe("wallet connection", () => {
  test("connects the headless wallet (EIP-6963) and shows the account in the status button", async ({ page, wallet }) => {
    await page.goto("./#/swap");
    await expect(page.locator("#connect-wallet")).toHaveText("Connect Wallet");
    // Without an account the network selector shows the chain read (the local profile's default); no balance.
    await expect(page.getByTestId("network-selector")).toHaveValue("555555");
    await expect(page.getByTestId("native-balance")).toHaveCount(0);

    await page.locator("#connect-wallet").click();
    const modal = page.getByRole("dialog", { name: "Connect to a wallet" });
    await expect(modal).toBeVisible();
    await expect(modal.getByTestId("wallet-option-headless-web3-provider")).toContainText("Headless Web3 Provider");
    await modal.getByTestId("wallet-option-headless-web3-provider").click();
    await expect(page.getByTestId("wallet-pending")).toBeVisible();
    await wallet.authorize(Web3RequestKind.RequestAccounts);

    // The modal closes on a newly connected account; the wallet reported a lowercase address.
    await expect(page.locator("#web3-status-connected")).toHaveText(accountLabel(ACCOUNT0));
    await expect(page.getByTestId("wallet-modal")).toHaveCount(0);
    await expect(page.getByTestId("network-selector")).toHaveValue("555555");
    expect(await page.evaluate(() => localStorage.getItem("penswap.walletConnected"))).toBe("true");
  });

  test("account view: method, address, copy with 500 ms confirmation, explorer link, empty transactions", async ({ page, wallet, context }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.goto("./#/swap");
    await connectWallet(page, wallet);
    await page.locator("#web3-status-connected").click();
    const details = page.getByTestId("account-details");
    await expect(details.getByTestId("connection-name")).toHaveText("Connected with Headless Web3 Provider");
    await expect(details.getByTestId("account-address")).toHaveText(accountLabel(ACCOUNT0));
    await expect(details.getByTestId("explorer-link")).toHaveAttribute("href", `${E2E_EXPLORER_URL}/address/${ACCOUNT0}`);
    await expect(details).toContainText("Your transactions will appear here...");

    await details.getByTestId("copy-address").click();
    await expect(details.getByTestId("copy-address")).toHaveText("Copied");
    expect(getAddress(await page.evaluate(() => navigator.clipboard.readText()))).toBe(ACCOUNT0);
    await expect(details.getByTestId("copy-address")).toHaveText("Copy Address", { timeout: 2000 });
  });

  test("disconnect clears the stored flag and returns to 'Connect Wallet'", async ({ page, wallet }) => {
    await page.goto("./#/swap");
    await connectWallet(page, wallet);
    await page.locator("#web3-status-connected").click();
    await page.getByTestId("wallet-disconnect").click();
    await expect(page.locator("#connect-wallet")).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem("penswap.walletConnected"))).toBeNull();
    await page.reload();
    await expect(page.locator("#connect-wallet")).toBeVisible();
  });

  test("change goes to the options; Back returns to the account view", async ({ page, wallet }) => {
    await page.goto("./#/swap");
    await connectWallet(page, wallet);
    await page.locator("#web3-status-connected").click();
    await page.getByTestId("wallet-change").click();
    await expect(page.getByRole("dialog", { name: "Connect to a wallet" })).toBeVisible();
    await expect(page.getByTestId("wallet-options")).toBeVisible();
    await page.getByTestId("wallet-back").click();
    await expect(page.getByTestId("account-details")).toBeVisible();
  });

  test("the wallet switching account updates the status button", async ({ page, wallet }) => {
    await page.goto("./#/swap");
    await connectWallet(page, wallet);
    await wallet.changeAccounts([DEV_KEYS[1]]);
    await expect(page.locator("#web3-status-connected")).toHaveText(accountLabel(ACCOUNT1));
  });

  test("a rejected connection shows 'Error connecting.' and 'Try Again' works", async ({ page, wallet }) => {
    await page.goto("./#/swap");
    await page.locator("#connect-wallet").click();
    await page.getByTestId("wallet-option-headless-web3-provider").click();
    await wallet.reject(Web3RequestKind.RequestAccounts);
    const pending = page.getByTestId("wallet-pending");
    await expect(pending).toContainText("Error connecting.");
    await expect(page.locator("#connect-wallet")).toBeVisible();

    await pending.getByRole("button", { name: "Try Again" }).click();
    await wallet.authorize(Web3RequestKind.RequestAccounts);
    await expect(page.locator("#web3-status-connected")).toHaveText(accountLabel(ACCOUNT0));
  });

  test("auto-connects after a reload without asking the wallet again", async ({ page, wallet }) => {
    await page.goto("./#/swap");
    await connectWallet(page, wallet);
    await page.reload();
    await expect(page.locator("#web3-status-connected")).toHaveText(accountLabel(ACCOUNT0));
    expect(wallet.getPendingRequestCount()).toBe(0);
  });

  test("opening the modal while connected resets to the account view", async ({ page, wallet }) => {
    await page.goto("./#/swap");
    await connectWallet(page, wallet);
    await page.locator("#web3-status-connected").click();
    await page.getByTestId("wallet-change").click();
    await page.keyboard.press("Escape");
    await expect(page.getByTestId("wallet-modal")).toHaveCount(0);
    await page.locator("#web3-status-connected").click();
    await expect(page.getByTestId("account-details")).toBeVisible();
  });

  test.describe("an account without a name", () => {
    test.use({ walletKeys: [DEV_KEYS[3]] });
    test("shows 0x + first 4 ... last 4 of the checksummed address", async ({ page, wallet }) => {
      await page.goto("./#/swap");
      await connectWallet(page, wallet);
      await expect(page.locator("#web3-status-connected")).toHaveText(shortAddress(ACCOUNT3));
      expect(shortAddress(ACCOUNT3)).toBe("0x90F7...b906");
    });
  });

  test("an account with a reverse record on the PEN chain's ENS shows its name", async ({ page, wallet }) => {
    await page.goto("./#/swap");
    await connectWallet(page, wallet);
    await expect(page.locator("#web3-status-connected")).toHaveText("dev.eth");
    await page.locator("#web3-status-connected").click();
    await expect(page.getByTestId("account-address")).toHaveText("dev.eth");
  });
});
