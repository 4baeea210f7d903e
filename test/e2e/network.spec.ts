import { formatBalance } from "../../web/src/wallet/utils/formatBalance";
import { accountLabel, connectWallet, shortAddress } from "./support/app";
import { ACCOUNT0, balanceOf, scriptedAccount } from "./support/chain";
import { DEV_KEYS, chainRpcUrl } from "./support/env";
import { expect, test, Web3RequestKind } from "./support/wallet";


test.describe("network selector", () => {
  test.describe("a chain the wallet already knows", () => {
    test.use({ walletKnownChains: [3344] });

    test("switches with wallet_switchEthereumChain, spinner while asking, page follows the chain", async ({ page, wallet }) => {
      await page.goto("./#/swap");
      await connectWallet(page, wallet);
      await expect(page.getByTestId("network-selector")).toHaveValue("555555");

      // Choosing the current chain asks the wallet nothing. Checking for "no request" right away would pass even
      // if a request came late, so the next choice serves as a marker: once its switch request has arrived, any
      // request the first choice caused would have arrived before it, and exactly one may be pending.
      await page.getByTestId("network-selector").selectOption("555555");
      await page.getByTestId("network-selector").selectOption("3344");
      await expect(page.getByTestId("network-switch-spinner")).toBeVisible();
      await expect.poll(() => wallet.getPendingRequestCount(Web3RequestKind.SwitchEthereumChain)).toBe(1);
      expect(wallet.getPendingRequests().map((r) => r.method)).toEqual(["wallet_switchEthereumChain"]);
      await wallet.authorize(Web3RequestKind.SwitchEthereumChain);
      // chainChanged (a number, from this wallet) reloads the page, which auto-connects on the new chain.
      await expect(page.getByTestId("network-selector")).toHaveValue("3344");
      await expect(page.locator("#web3-status-connected")).toHaveText(shortAddress(ACCOUNT0));
      await expect(page.getByTestId("native-balance")).toContainText("PC");
      expect(wallet.getNetwork().chainId).toBe(3344);
    });
  });

  test("adds an unknown chain (4902) with the chain table's parameters, then switches", async ({ page, wallet }) => {
    await page.goto("./#/swap");
    await connectWallet(page, wallet);
    await page.getByTestId("network-selector").selectOption("5555");
    await wallet.authorize(Web3RequestKind.SwitchEthereumChain); // → 4902 from the wallet
    const addRequest = await expect
      .poll(() => wallet.getPendingRequests().find((r) => r.method === "wallet_addEthereumChain"))
      .toBeTruthy()
      .then(() => wallet.getPendingRequests().find((r) => r.method === "wallet_addEthereumChain")!);
    expect((addRequest.params as any)[0]).toMatchObject({
      chainId: "0x15b3",
      chainName: "Chain Verse",
      nativeCurrency: { name: "OAS", symbol: "OAS", decimals: 18 },
      rpcUrls: [chainRpcUrl(5555)],
    });
    await wallet.authorize(Web3RequestKind.AddEthereumChain);
    await wallet.authorize(Web3RequestKind.SwitchEthereumChain);
    await expect(page.getByTestId("network-selector")).toHaveValue("5555");
    expect(wallet.getNetwork().chainId).toBe(5555);
    await expect(page.getByTestId("native-balance")).toContainText("OAS");
  });

  test("a refused switch is only logged: the app stays on its chain", async ({ page, wallet }) => {
    await page.goto("./#/swap");
    await connectWallet(page, wallet);
    await page.getByTestId("network-selector").selectOption("3344");
    await wallet.reject(Web3RequestKind.SwitchEthereumChain);
    await expect(page.getByTestId("network-switch-spinner")).toHaveCount(0);
    await expect(page.getByTestId("network-selector")).toHaveValue("555555");
    expect(wallet.getNetwork().chainId).toBe(555555);
  });
});

test.describe("wrong network", () => {
  // A wallet on a chain the app does not support (31337, served by the 555555 node's RPC).
  test.use({ walletChainId: 31337, walletRpcUrl: chainRpcUrl(555555) });

  test("shows the red 'Wrong Network' button and modal text; the app asks to switch to 555555", async ({ page, wallet }) => {
    await page.goto("./#/swap");
    await page.locator("#connect-wallet").click();
    await page.getByTestId("wallet-option-headless-web3-provider").click();
    await wallet.authorize(Web3RequestKind.RequestAccounts);

    const status = page.locator("#web3-status-error");
    await expect(status).toHaveText("Wrong Network");
    const bg = await status.evaluate((el) => getComputedStyle(el).backgroundColor);
    // Red in either theme: a strong red channel, weak green and blue (the light theme's red is darkened for contrast).
    const [r, g, b] = (bg.match(/\d+/g) ?? []).map(Number);
    expect(r, bg).toBeGreaterThan(150);
    expect(Math.max(g, b), bg).toBeLessThan(80);

    // The app tries to move the wallet to the PEN test chain by itself.
    await expect.poll(() => wallet.getPendingRequestCount(Web3RequestKind.SwitchEthereumChain)).toBe(1);
    await wallet.reject(Web3RequestKind.SwitchEthereumChain);

    await status.click();
    const modal = page.getByRole("dialog", { name: "Wrong Network" });
    await expect(modal).toContainText("Please connect to the appropriate pentagon network.");

    // Accepting from the modal: 555555 is unknown to this wallet → add, then switch.
    await modal.getByRole("button", { name: "Switch to PEN test chain" }).click();
    await wallet.authorize(Web3RequestKind.SwitchEthereumChain);
    await wallet.authorize(Web3RequestKind.AddEthereumChain);
    await wallet.authorize(Web3RequestKind.SwitchEthereumChain);
    await expect(page.locator("#web3-status-connected")).toHaveText(accountLabel(ACCOUNT0));
    await expect(page.getByTestId("network-selector")).toHaveValue("555555");
  });
});

test("header balance equals the account's balance read from the chain", async ({ page, wallet }) => {
  await page.goto("./#/swap");
  await connectWallet(page, wallet);
  const before = await balanceOf("native", ACCOUNT0);
  await expect(page.getByTestId("native-balance")).toHaveText(`${formatBalance(before)} PEN`);

  // Move a tenth of the balance in on the chain: the header follows the new block.
  const sender = scriptedAccount(DEV_KEYS[4]);
  await sender.send(ACCOUNT0, (await balanceOf("native", sender.address)) / 10n);
  const after = await balanceOf("native", ACCOUNT0);
  expect(formatBalance(after)).not.toBe(formatBalance(before));
  await expect(page.getByTestId("native-balance")).toHaveText(`${formatBalance(after)} PEN`);
});
