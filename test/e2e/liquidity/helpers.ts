import { expect, type Page } from "@playwright/test";
import type { Web3ProviderBackend } from "headless-web3-provider";
import { connectWallet } from "../support/app";
import { Web3RequestKind } from "../support/wallet";

/** Opens a hash route and connects the headless wallet there. */
export async function openConnected(page: Page, wallet: Web3ProviderBackend, route: string): Promise<void> {
  await page.goto(`./#${route}`);
  await connectWallet(page, wallet);
}

/** Signs and sends the next transaction the app asks for. */
export async function approveNextTransaction(wallet: Web3ProviderBackend): Promise<void> {
  await wallet.authorize(Web3RequestKind.SendTransaction);
}

/** Approves every token approval button shown (one transaction each) until none is left. */
export async function approveTokens(page: Page, wallet: Web3ProviderBackend): Promise<void> {
  for (const id of ["#approve-a", "#approve-b"]) {
    const button = page.locator(id);
    if (await button.isVisible()) {
      await button.click();
      await approveNextTransaction(wallet);
      await expect(button).toHaveCount(0, { timeout: 20_000 });
    }
  }
}

/** Picks a currency in the 'Select a token' modal by its id (token address or native symbol). */
export async function pickCurrency(page: Page, id: string): Promise<void> {
  const modal = page.getByTestId("currency-search-modal");
  await expect(modal).toBeVisible();
  await modal.getByTestId("token-search-input").fill(id === "PEN" ? "PEN" : id);
  await modal.getByTestId(`token-item-${id}`).click();
  await expect(modal).toHaveCount(0);
}
