import { expect, test } from "../support/wallet";
import { openConnected } from "./helpers";

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
    await expect(card.getByTestId("pool-tokens")).not.toHaveText("-");
    await expect(card.getByTestId("pool-share")).toHaveText(/^(<0\.01|\d+\.\d{2})%$/);
    await expect(card.getByTestId("position-add")).toHaveAttribute("href", /#\/add\/0x[0-9a-fA-F]{40}\/PEN$/);
    await card.getByTestId("position-remove").click();
    await expect(page).toHaveURL(/#\/remove\/0x[0-9a-fA-F]{40}\/PEN$/);
  });
});
