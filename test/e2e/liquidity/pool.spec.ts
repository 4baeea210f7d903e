import { formatUnits } from "ethers";
import { expect, test } from "../support/wallet";
import { DEV_KEYS } from "../support/env";
import { openConnected } from "./helpers";
import { ACCOUNT0, tokenAddress } from "../support/chain";
import { lpBalance, lpSupply, reserves } from "./pools";

const WPEN = tokenAddress("WPEN");

/** A displayed decimal (toSignificant) agrees with the exact on-chain amount to `digits` significant digits. */
function expectSignificant(displayed: string, exact: bigint, digits: number): void {
  const shown = Number(displayed.replace(/,/g, ""));
  const actual = Number(formatUnits(exact, 18));
  expect(Math.abs(shown - actual)).toBeLessThanOrEqual(actual * 10 ** (1 - digits));
}

/** The pool share as the card prints it: two decimals, half up, or '<0.01%'. */
function shareText(lp: bigint, supply: bigint): string {
  const hundredths = (lp * 20_000n + supply) / (2n * supply); // percent x 100, rounded half up
  if (lp * 10_000n < supply) return "<0.01%";
  return `${hundredths / 100n}.${(hundredths % 100n).toString().padStart(2, "0")}%`;
}

test.describe("/pool", () => {
  test("without a wallet: connect prompt, Add Liquidity to /add/PEN", async ({ page }) => {
    await page.goto("./#/pool");
    await expect(page.getByText("Connect to a wallet to view your liquidity.")).toBeVisible();
    await expect(page.locator("#join-pool-button")).toHaveAttribute("href", "#/add/PEN");
  });

  test("connected: seeded positions with pooled amounts, pool tokens and share; Add and Remove links", async ({ page, wallet }) => {
    await openConnected(page, wallet, "/pool");
    const card = page.locator('[data-pair="CPEN/PEN"]');
    await expect(card).toBeVisible({ timeout: 20_000 });
    await expect(card).toContainText("Your position");
    // The card's figures are the chain's: LP balance, share of the supply, and the pro-rata pooled amounts.
    const CPEN = tokenAddress("CPEN");
    const [lp, supply, [rCpen, rWpen]] = [await lpBalance(CPEN, WPEN, ACCOUNT0), await lpSupply(CPEN, WPEN), await reserves(CPEN, WPEN)];
    expect(lp).toBeGreaterThan(0n);
    await expect(card.getByTestId("pool-share")).toHaveText(shareText(lp, supply));
    await expect(card.getByTestId("pool-tokens")).not.toHaveText("-");
    expectSignificant((await card.getByTestId("pool-tokens").textContent())!, lp, 4);
    await expect(card.getByTestId("pooled-0").locator("..")).toContainText("Pooled CPEN:");
    expectSignificant((await card.getByTestId("pooled-0").textContent())!, (lp * rCpen) / supply, 6);
    await expect(card.getByTestId("pooled-1").locator("..")).toContainText("Pooled PEN:");
    expectSignificant((await card.getByTestId("pooled-1").textContent())!, (lp * rWpen) / supply, 6);
    await expect(card.getByTestId("position-add")).toHaveAttribute("href", /#\/add\/0x[0-9a-fA-F]{40}\/PEN$/);
    await card.getByTestId("position-remove").click();
    await expect(page).toHaveURL(/#\/remove\/0x[0-9a-fA-F]{40}\/PEN$/);
  });
});

test.describe("/pool for an account without liquidity", () => {
  // Dev account #4 holds native coin only: no LP tokens in any pool.
  test.use({ walletKeys: [DEV_KEYS[4]] });
  test("says 'No liquidity found.'", async ({ page, wallet }) => {
    await openConnected(page, wallet, "/pool");
    await expect(page.getByTestId("no-liquidity")).toHaveText("No liquidity found.");
    await expect(page.getByTestId("position-card")).toHaveCount(0);
  });
});
