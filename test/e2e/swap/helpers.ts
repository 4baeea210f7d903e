import fs from "fs";
import path from "path";
import { Contract, JsonRpcProvider, Wallet } from "ethers";
import type { Page as PwPage } from "@playwright/test";
import type { Web3ProviderBackend } from "headless-web3-provider";
import { connectWallet } from "../support/app";
import { DEV_KEYS, ROOT, chainRpcUrl } from "../support/env";
import { expect, Web3RequestKind } from "../support/wallet";


export { Web3RequestKind };

export const ACCOUNT0 = new Wallet(DEV_KEYS[0]).address;

interface DeploymentJson {
  contracts: Record<string, string>;
  tokens: { address: string; symbol: string; decimals: number }[];
  v1Exchanges: { token: string; exchange: string }[];
  pairs: { address: string; token0: string; token1: string }[];
  ensNames?: Record<string, string>;
}

export function deployment(chainId: number): DeploymentJson {
  return JSON.parse(fs.readFileSync(path.join(ROOT, "deployments", `${chainId}.json`), "utf8"));
}

export function token(chainId: number, symbol: string): string {
  const t = deployment(chainId).tokens.find((x) => x.symbol === symbol);
  if (!t) throw new Error(`no ${symbol} on ${chainId}`);
  return t.address;
}

const ERC20_ABI = ["function balanceOf(address) view returns (uint256)", "function allowance(address,address) view returns (uint256)", "function approve(address,uint256) returns (bool)"];

const providers = new Map<number, JsonRpcProvider>();
export function rpc(chainId: number): JsonRpcProvider {
  let p = providers.get(chainId);
  if (!p) providers.set(chainId, (p = new JsonRpcProvider(chainRpcUrl(chainId), chainId, { staticNetwork: true, cacheTimeout: -1 })));
  return p;
}

/** Raw on-chain balance of a token address, or of the native coin for 'native'. */
export async function balanceOf(chainId: number, tokenAddress: string | "native", owner: string): Promise<bigint> {
  if (tokenAddress === "native") return rpc(chainId).getBalance(owner);
  return new Contract(tokenAddress, ERC20_ABI, rpc(chainId)).balanceOf(owner);
}

export async function allowance(chainId: number, tokenAddress: string, owner: string, spender: string): Promise<bigint> {
  return new Contract(tokenAddress, ERC20_ABI, rpc(chainId)).allowance(owner, spender);
}

/** Sets an allowance directly from a dev key (test preparation, outside the app). */
export async function setAllowance(chainId: number, keyIndex: number, tokenAddress: string, spender: string, amount: bigint): Promise<void> {
  const signer = new Wallet(DEV_KEYS[keyIndex], rpc(chainId));
  const tx = await new Contract(tokenAddress, ERC20_ABI, signer).approve(spender, amount);
  await tx.wait();
}

/** Opens /swap with link parameters and connects the headless wallet. */
export async function openSwap(page: PwPage, wallet: Web3ProviderBackend, query: string): Promise<void> {
  await page.goto(`./#/swap?${query}`);
  await connectWallet(page, wallet);
}

export const sellInput = (page: PwPage) => page.locator("#swap-currency-input-amount");
export const buyInput = (page: PwPage) => page.locator("#swap-currency-output-amount");
export const swapButton = (page: PwPage) => page.locator("#swap-button");

/** Waits for a quote, presses Swap, then Confirm Swap in the dialog, and authorizes the wallet's send. */
export async function swapThroughDialog(page: PwPage, wallet: Web3ProviderBackend): Promise<void> {
  await expect(swapButton(page)).toBeEnabled();
  await swapButton(page).click();
  await page.locator("#confirm-swap-or-send").click();
  await expectWalletRequest(page, wallet);
  await wallet.authorize(Web3RequestKind.SendTransaction);
  await expect(page.getByTestId("confirm-swap-submitted")).toBeVisible();
}

/** Waits for the app to ask the wallet to send; fails with the app's error text if it showed one instead. */
export async function expectWalletRequest(page: PwPage, wallet: Web3ProviderBackend): Promise<void> {
  const error = page.getByTestId("swap-error-message");
  await expect
    .poll(async () =>
      wallet.getPendingRequestCount(Web3RequestKind.SendTransaction) > 0 ? "sent" : ((await error.count()) ? await error.textContent() : "waiting"),
    )
    .toBe("sent");
}

/** Waits until the wallet's transaction is mined and the app's confirmed toast shows the summary. */
export async function expectConfirmedToast(page: PwPage, summary: string | RegExp): Promise<void> {
  await expect(page.getByTestId("transaction-popup").filter({ hasText: summary }).first()).toBeVisible({ timeout: 20_000 });
}

/** Closes the 'Transaction Submitted' dialog with its Close button (which also clears the input). */
export async function closeSubmitted(page: PwPage): Promise<void> {
  await page.getByTestId("confirm-swap-submitted").getByRole("button", { name: "Close", exact: true }).last().click();
  await expect(page.getByTestId("confirm-swap-submitted")).toHaveCount(0);
}
