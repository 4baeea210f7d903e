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
  await metamask.approveConnect(alsoAccounts);
  await expect(page.locator("#web3-status-error")).toHaveText("Wrong Network", { timeout: SLOW });
}

/**
 * Picks a chain in the app's network selector and confirms MetaMask's add-network page once it shows `showing`
 * (MetaMask switches once it has added the chain).
 */
export async function addChain(page: Page, metamask: MetaMaskDriver, chainId: number, showing: string[] = []): Promise<void> {
  await networkSelector(page).selectOption(String(chainId));
  await metamask.confirm(showing);
  await expect(networkSelector(page)).toHaveValue(String(chainId), { timeout: SLOW });
  await expect(page.locator("#web3-status-connected")).toBeVisible({ timeout: SLOW });
}

/**
 * Switches to a chain MetaMask already added for this site. MetaMask 13 keeps the chains a site added among its
 * permitted networks and switches to them without a page of its own, so no MetaMask step is expected here (a
 * request MetaMask did show would leave the app on the old chain and fail the wait below).
 */
export async function switchKnownChain(page: Page, chainId: number): Promise<void> {
  await networkSelector(page).selectOption(String(chainId));
  await expect(networkSelector(page)).toHaveValue(String(chainId), { timeout: SLOW });
  await expect(page.locator("#web3-status-connected")).toBeVisible({ timeout: SLOW });
}

/** Swap → Confirm Swap in the app, MetaMask's transaction page, then the app's "Transaction Submitted". */
export async function swapWithMetaMask(page: Page, metamask: MetaMaskDriver): Promise<void> {
  await expect(page.locator("#swap-button")).toBeEnabled({ timeout: SLOW });
  await page.locator("#swap-button").click();
  await page.locator("#confirm-swap-or-send").click();
  await metamask.confirm();
  await expect(page.getByTestId("confirm-swap-submitted")).toBeVisible({ timeout: SLOW });
}
