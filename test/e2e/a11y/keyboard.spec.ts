import type { Locator, Page } from "@playwright/test";
import { expect, test } from "../support/wallet";
import { connectWallet } from "../support/app";
import { ACCOUNT0, balanceOf, tokenAddress } from "../support/chain";
import { Web3RequestKind, buyInput, sellInput } from "../swap/helpers";

const PEN_CHAIN = 555555;
const CPEN = tokenAddress("CPEN", PEN_CHAIN);

async function isFocused(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => element === document.activeElement).catch(() => false);
}

/** Presses Tab until `target` has the focus, as a keyboard user would; fails if it is never reached. */
async function tabTo(page: Page, target: Locator, maxPresses = 60): Promise<void> {
  await expect(target).toBeVisible();
  for (let presses = 0; presses < maxPresses; presses++) {
    if (await isFocused(target)) return;
    await page.keyboard.press("Tab");
  }
  expect(await isFocused(target), `Tab never reached ${target}`).toBe(true);
}

/** The symbol of the row the token search box points at (aria-activedescendant). */
async function activeOptionSymbol(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const id = document.activeElement?.getAttribute("aria-activedescendant");
    return id ? (document.getElementById(id)?.querySelector("[title]")?.textContent ?? null) : null;
  });
}

/**
 * Arrows through the open token list to `symbol`: down to the end of the list, then back up. One direction is not
 * enough: the list sorts by balance, and balances arriving while the keys are pressed can move the token above
 * the row the search box points at (once it ended on the last row, USDT, with CPEN above it).
 */
async function arrowToOption(page: Page, symbol: string): Promise<void> {
  for (const key of ["ArrowDown", "ArrowUp"]) {
    let previous: string | null = null;
    for (let presses = 0; presses < 40; presses++) {
      const active = await activeOptionSymbol(page);
      if (active === symbol) return;
      if (presses > 0 && active === previous) break; // the end of the list
      previous = active;
      await page.keyboard.press(key);
    }
  }
  expect(await activeOptionSymbol(page)).toBe(symbol);
}

test("a swap done with the keyboard alone lands on chain", async ({ page, wallet }) => {
  test.setTimeout(120_000);
  await page.goto(`./#/swap?inputCurrency=PEN`);
  // Connecting is set-up (the wallet's own window); from here on only the keyboard is used.
  await connectWallet(page, wallet);
  await page.locator("body").focus();

  await tabTo(page, sellInput(page));
  await page.keyboard.type("0.5");

  const outputButton = page.locator("#swap-currency-output").getByRole("button");
  await tabTo(page, outputButton);
  await page.keyboard.press("Enter");
  const search = page.getByTestId("currency-search-modal").getByRole("combobox");
  await expect(search).toBeFocused();
  await arrowToOption(page, "CPEN");
  await page.keyboard.press("Enter");
  await expect(page.getByTestId("currency-search-modal")).toHaveCount(0);
  await expect(page.locator("#swap-currency-output")).toContainText("CPEN");
  await expect(buyInput(page)).not.toHaveValue("");

  const before = await balanceOf(CPEN, ACCOUNT0, PEN_CHAIN);
  await tabTo(page, page.locator("#swap-button"));
  await page.keyboard.press("Enter");
  const confirm = page.locator("#confirm-swap-or-send");
  await tabTo(page, confirm);
  await page.keyboard.press("Enter");
  await expect.poll(() => wallet.getPendingRequestCount(Web3RequestKind.SendTransaction)).toBeGreaterThan(0);
  await wallet.authorize(Web3RequestKind.SendTransaction);
  await expect(page.getByTestId("confirm-swap-submitted")).toBeVisible();
  await expect.poll(() => balanceOf(CPEN, ACCOUNT0, PEN_CHAIN), { timeout: 30_000 }).toBeGreaterThan(before);
});
