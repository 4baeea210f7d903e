import { Wallet } from "ethers";
import { allowance, deployment, openSwap, sellInput, setAllowance, swapButton, token } from "../swap/helpers";
import { DEV_KEYS } from "../support/env";
import { expect, test, Web3RequestKind } from "../support/wallet";

const PEN_CHAIN = 555555;
const ROUTER = deployment(PEN_CHAIN).contracts.router;
const RUSD = token(PEN_CHAIN, "RUSD");
// Account #1: funded with RUSD by the deploy, with no allowance of its own (the deployer #0 approved the router).
const ACCOUNT1 = new Wallet(DEV_KEYS[1]).address;

test.describe("a token that refuses non-zero → non-zero approvals (USDT-like)", () => {
  test.use({ walletKeys: [DEV_KEYS[1]] });

  test("raising a small allowance sends approve(0), then the approval, as two visible steps; then Swap", async ({ page, wallet }) => {
    // An old, too small allowance (1 unit) is what makes the token refuse a plain approve.
    await setAllowance(PEN_CHAIN, 1, RUSD, ROUTER, 1n);
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
    await expect.poll(() => allowance(PEN_CHAIN, RUSD, ACCOUNT1, ROUTER)).toBe(0n);

    // Step 2: the approval itself.
    await expect.poll(() => wallet.getPendingRequestCount(Web3RequestKind.SendTransaction), { timeout: 45_000 }).toBe(1);
    await wallet.authorize(Web3RequestKind.SendTransaction);
    await expect(page.getByTestId("transaction-popup").filter({ hasText: "Approve RUSD" }).first()).toBeVisible({ timeout: 45_000 });
    await expect.poll(() => allowance(PEN_CHAIN, RUSD, ACCOUNT1, ROUTER)).toBeGreaterThan(5_000_000n);

    await expect(swapButton(page)).toHaveText("Swap", { timeout: 45_000 });
    await expect(swapButton(page)).toBeEnabled();
  });
});
