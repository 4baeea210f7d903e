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

/**
 * Approves, one transaction each, exactly the sides of the add form the test expects to need it. It first waits
 * until the form has settled (an Approve button, or Supply enabled): while allowances load neither shows, and a
 * check made then would silently skip a slow button. A side that is not expected must show no Approve button.
 */
export async function approveTokens(page: Page, wallet: Web3ProviderBackend, sides: ("a" | "b")[]): Promise<void> {
  const supply = page.locator("#add-liquidity-supply");
  await expect(page.locator("#approve-a, #approve-b").or(page.locator("#add-liquidity-supply:enabled")).first()).toBeVisible();
  for (const side of ["a", "b"] as const) {
    const button = page.locator(`#approve-${side}`);
    if (!sides.includes(side)) {
      await expect(button).toHaveCount(0);
      continue;
    }
    await expect(button).toBeEnabled();
    await button.click();
    await approveNextTransaction(wallet);
    await expect(button).toHaveCount(0, { timeout: 20_000 });
  }
  await expect(supply).toBeEnabled();
}

/** Picks a currency in the 'Select a token' modal by its id (token address or native symbol). */
export async function pickCurrency(page: Page, id: string): Promise<void> {
  const modal = page.getByTestId("currency-search-modal");
  await expect(modal).toBeVisible();
  await modal.getByTestId("token-search-input").fill(id === "PEN" ? "PEN" : id);
  await modal.getByTestId(`token-item-${id}`).click();
  await expect(modal).toHaveCount(0);
}
