import { expect, type Page } from "@playwright/test";

/**
 * Turns the "Token approvals" setting to "Exact amount" through the settings panel of the swap page, the way a
 * user does. The setting is persisted, so it holds on every page opened afterwards in the same browser context.
 */
export async function chooseExactApprovals(page: Page): Promise<void> {
  await page.goto("./#/swap");
  await page.locator("#open-settings-dialog-button").click();
  await page.locator("#approval-mode-exact").click();
  await expect(page.locator("#approval-mode-exact")).toHaveAttribute("aria-pressed", "true");
}
