/**
 * Where a price comes from is not only for a mouse: at phone size a tap on a token's price shows its source pool,
 * and from the keyboard Enter shows it and Escape hides it.
 */
import { expect, test } from "../support/wallet";
import { deployedPair, tokenAddress } from "../support/chain";

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

test("a token's price source opens with a tap at phone size and from the keyboard", async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto("./#/explore");
  await page.getByTestId("explore-search").fill("BARK");
  const bark = page.getByTestId("explore-tokens").locator(`tr[data-key="${tokenAddress("BARK")}"]`);
  const price = bark.getByTestId("explore-price");
  await expect(price).toBeVisible({ timeout: 60_000 });
  const source = bark.getByTestId("explore-price-source");
  const pool = deployedPair("WPEN", "BARK");
  await expect(source).toHaveCount(0);

  await price.tap();
  await expect(source).toBeVisible();
  await expect(source).toHaveText(`Price from pool ${pool.slice(0, 6)}...${pool.slice(-4)}`);
  await expect(price).toHaveAttribute("aria-expanded", "true");
  await price.tap();
  await expect(source).toHaveCount(0);

  await price.focus();
  await page.keyboard.press("Enter");
  await expect(source).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(source).toHaveCount(0);
  await expect(price).toBeFocused();
  await expect(price).toHaveAttribute("aria-expanded", "false");
});
