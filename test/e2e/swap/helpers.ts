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

/**
 * Presses Confirm Swap in the open dialog. If the live price moved since the dialog opened, the dialog shows
 * 'Price Updated' with Confirm disabled until the user accepts: accept, and look again (the price can move more
 * than once while a loaded machine polls), until Confirm is enabled.
 */
export async function confirmSwapAcceptingPriceUpdates(page: PwPage): Promise<void> {
  const dialog = page.getByTestId("confirm-swap");
  const accept = dialog.getByRole("button", { name: "Accept", exact: true });
  const enabledConfirm = page.locator("#confirm-swap-or-send:enabled");
  // What the dialog shows once Confirm has taken: the wallet is asked, the swap was sent, or it failed.
  const movedOn = page
    .getByTestId("confirm-swap-waiting")
    .or(page.getByTestId("confirm-swap-submitted"))
    .or(page.getByTestId("swap-error-message"));
  let lastError: unknown;
  for (let attempt = 0; attempt < 10; attempt++) {
    await expect(enabledConfirm.or(accept).first()).toBeVisible();
    if (await accept.isVisible()) {
      await expect(dialog).toContainText("Price Updated");
      await accept.click();
      continue;
    }
    try {
      // Bounded, not the test's whole budget: if the price moves between the check and the click, Confirm turns
      // disabled, and the loop must go back and accept instead of waiting on a button that stays disabled.
      await enabledConfirm.click({ timeout: 10_000 });
    } catch (error) {
      lastError = error;
      continue;
    }
    // A click that lands just as a new price (or stale data) disables Confirm, after Playwright found it enabled,
    // does nothing: the dialog then still reviews, and the loop accepts the new price if asked and confirms again.
    try {
      await expect(movedOn.or(accept).first()).toBeVisible({ timeout: 10_000 });
    } catch (error) {
      lastError = error;
      continue;
    }
    if ((await movedOn.count()) > 0) return;
    lastError = new Error("Confirm Swap was clicked as the price moved; the dialog asked to accept the new price");
  }
  throw new Error(`Confirm Swap did not take in 10 tries: ${String(lastError)}`);
}

/** Waits for a quote, presses Swap, then Confirm Swap in the dialog, and authorizes the wallet's send. */
export async function swapThroughDialog(page: PwPage, wallet: Web3ProviderBackend): Promise<void> {
  await expect(swapButton(page)).toBeEnabled();
  await swapButton(page).click();
  await confirmSwapAcceptingPriceUpdates(page);
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

/**
 * Waits for the toast of a mined transaction with this summary and checks it reports success: a reverted
 * transaction shows the same summary under "Transaction failed", which must not pass for a confirmation.
 */
export async function expectConfirmedToast(page: PwPage, summary: string | RegExp): Promise<void> {
  const toast = page.getByTestId("transaction-popup").filter({ hasText: summary }).first();
  await expect(toast).toBeVisible({ timeout: 30_000 });
  await expect(toast).toHaveAttribute("data-success", "true");
  await expect(toast).not.toContainText("Transaction failed");
}

const ROUTER_QUOTE_ABI = [
  "function getAmountsOut(uint256 amountIn, address[] path) view returns (uint256[] amounts)",
  "function getAmountsIn(uint256 amountOut, address[] path) view returns (uint256[] amounts)",
];

/** The router's exact-input amounts along `path` as the chain stood at `blockTag`. */
export async function amountsOutAt(chainId: number, amountIn: bigint, path: string[], blockTag: number): Promise<bigint[]> {
  const router = new Contract(deployment(chainId).contracts.router, ROUTER_QUOTE_ABI, rpc(chainId));
  return [...(await router.getAmountsOut(amountIn, path, { blockTag }))];
}

/** The router's exact-output amounts along `path` as the chain stood at `blockTag`. */
export async function amountsInAt(chainId: number, amountOut: bigint, path: string[], blockTag: number | "latest"): Promise<bigint[]> {
  const router = new Contract(deployment(chainId).contracts.router, ROUTER_QUOTE_ABI, rpc(chainId));
  return [...(await router.getAmountsIn(amountOut, path, { blockTag }))];
}

/** Closes the 'Transaction Submitted' dialog with its Close button (which also clears the input). */
export async function closeSubmitted(page: PwPage): Promise<void> {
  await page.getByTestId("confirm-swap-submitted").getByRole("button", { name: "Close", exact: true }).last().click();
  await expect(page.getByTestId("confirm-swap-submitted")).toHaveCount(0);
}
