import { DEV_KEYS } from "../support/env";
import { expect, test, Web3RequestKind } from "../support/wallet";
import { ACCOUNT1, allowance, approveFromDevKey, deployment, tokenAddress } from "../support/chain";
import { openSwap, sellInput, swapButton } from "../swap/helpers";

const PEN_CHAIN = 555555;
const ROUTER = deployment(PEN_CHAIN).contracts.router;
const RUSD = tokenAddress("RUSD", PEN_CHAIN);
// Account #1: funded with RUSD by the deploy, with no allowance of its own (the deployer #0 approved the router).

test.describe("a token that refuses non-zero → non-zero approvals (USDT-like)", () => {
  test.use({ walletKeys: [DEV_KEYS[1]] });

  test("raising a small allowance sends approve(0), then the approval, as two visible steps; then Swap", async ({ page, wallet }) => {
    // An old, too small allowance (1 unit) is what makes the token refuse a plain approve.
    await approveFromDevKey(1, RUSD, ROUTER, 1n, PEN_CHAIN);
    await openSwap(page, wallet, `inputCurrency=${RUSD}&outputCurrency=PEN`);
    await expect(page.locator("#swap-currency-input")).toContainText("RUSD");
    await sellInput(page).fill("5");
    const approve = page.locator("#approve-button");
    await expect(approve).toBeEnabled({ timeout: 45_000 });
    await approve.click();

    // Step 1: approve(0), mined before anything else is asked.
    await expect.poll(() => wallet.getPendingRequestCount(Web3RequestKind.SendTransaction), { timeout: 45_000 }).toBe(1);
    await wallet.authorize(Web3RequestKind.SendTransaction);
    await expect(page.getByTestId("transaction-popup").filter({ hasText: "Reset RUSD approval" }).first()).toBeVisible({ timeout: 45_000 });
    await expect.poll(() => allowance(RUSD, ACCOUNT1, ROUTER, PEN_CHAIN)).toBe(0n);

    // Step 2: the approval itself.
    await expect.poll(() => wallet.getPendingRequestCount(Web3RequestKind.SendTransaction), { timeout: 45_000 }).toBe(1);
    await wallet.authorize(Web3RequestKind.SendTransaction);
    await expect(page.getByTestId("transaction-popup").filter({ hasText: "Approve RUSD" }).first()).toBeVisible({ timeout: 45_000 });
    await expect.poll(() => allowance(RUSD, ACCOUNT1, ROUTER, PEN_CHAIN)).toBeGreaterThan(5_000_000n);

    await expect(swapButton(page)).toHaveText("Swap", { timeout: 45_000 });
    await expect(swapButton(page)).toBeEnabled();
  });
});
