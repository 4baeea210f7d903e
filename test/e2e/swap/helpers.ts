import { Contract } from "ethers";
import type { Page as PwPage } from "@playwright/test";
import type { Web3ProviderBackend } from "headless-web3-provider";
import { connectWallet } from "../support/app";
import { deployment, rpc } from "../support/chain";
import { expect, Web3RequestKind } from "../support/wallet";

export { Web3RequestKind };

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
