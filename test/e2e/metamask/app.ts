/** Steps in the app that involve MetaMask: the wallet modal's MetaMask option, the network selector. */
import { expect, type Page } from "@playwright/test";
import type { MetaMaskDriver } from "./driver";

/** MetaMask announces itself by EIP-6963 with this rdns; the wallet modal names its option after it. */
export const METAMASK_OPTION = "wallet-option-io.metamask";
/** Generous: under heavy load MetaMask took over 90 s to show an add-network request. */
const SLOW = 240_000;

export const networkSelector = (page: Page) => page.getByTestId("network-selector");

export async function pickMetaMask(page: Page): Promise<void> {
  await page.locator("#connect-wallet").click();
  const modal = page.getByRole("dialog", { name: "Connect to a wallet" });
  await expect(modal.getByTestId(METAMASK_OPTION)).toBeVisible();
  await modal.getByTestId(METAMASK_OPTION).click();
}

/**
 * Opens the app and connects MetaMask through the wallet modal. A fresh MetaMask is on Ethereum mainnet,
 * which the app does not serve: it shows "Wrong Network" until a chain is picked.
 */
export async function connectOnMainnet(page: Page, metamask: MetaMaskDriver, route = "#/swap", alsoAccounts: string[] = []): Promise<void> {
  await page.goto(route);
  await pickMetaMask(page);
  await metamask.approveConnect(SLOW, alsoAccounts);
  await expect(page.locator("#web3-status-error")).toHaveText("Wrong Network", { timeout: SLOW });
}

/**
 * Picks a chain in the app's network selector and answers MetaMask's add-network page (MetaMask switches
 * once it has added the chain). Returns the text MetaMask's page showed.
 */
export async function addChain(page: Page, metamask: MetaMaskDriver, chainId: number): Promise<string> {
  await networkSelector(page).selectOption(String(chainId));
  const shown = await metamask.confirm(SLOW);
  await expect(networkSelector(page)).toHaveValue(String(chainId), { timeout: SLOW });
  await expect(page.locator("#web3-status-connected")).toBeVisible({ timeout: SLOW });
  return shown;
}

/**
 * Switches to a chain MetaMask already knows. Whether MetaMask asks depends on the site's chain permissions,
 * so any request it shows is confirmed until the app is on the chain.
 */
export async function switchKnownChain(page: Page, metamask: MetaMaskDriver, chainId: number): Promise<void> {
  await networkSelector(page).selectOption(String(chainId));
  const deadline = Date.now() + SLOW;
  while ((await networkSelector(page).inputValue().catch(() => "")) !== String(chainId)) {
    if (Date.now() > deadline) throw new Error(`the app did not reach chain ${chainId}`);
    await metamask.confirm(20_000).catch(() => undefined);
  }
  await expect(page.locator("#web3-status-connected")).toBeVisible({ timeout: SLOW });
}
