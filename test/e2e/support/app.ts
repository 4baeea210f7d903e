import { expect, type Page } from "@playwright/test";
import type { Web3ProviderBackend } from "headless-web3-provider";
import deployment555555 from "../../../deployments/555555.json";
import { Web3RequestKind } from "./wallet";

/** Opens the wallet modal, picks the headless wallet and approves the connection. */
export async function connectWallet(page: Page, wallet: Web3ProviderBackend): Promise<void> {
  await page.locator("#connect-wallet").click();
  await expect(page.getByRole("dialog", { name: "Connect to a wallet" })).toBeVisible();
  await page.getByTestId("wallet-option-headless-web3-provider").click();
  await wallet.authorize(Web3RequestKind.RequestAccounts);
  await expect(page.locator("#web3-status-connected")).toBeVisible();
}

export function shortAddress(address: string): string {
  return `${address.slice(0, 6)}...${address.slice(-4)}`;
}

/** The status button's label: the reverse ENS name the deploy script set on 555555, else the short address. */
export function accountLabel(address: string, chainId = 555555): string {
  if (chainId === 555555) {
    const names = (deployment555555 as { ensNames?: Record<string, string> }).ensNames ?? {};
    const name = Object.entries(names).find(([, owner]) => owner.toLowerCase() === address.toLowerCase())?.[0];
    if (name) return name;
  }
  return shortAddress(address);
}
