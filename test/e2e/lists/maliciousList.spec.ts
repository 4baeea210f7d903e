import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { addListByUrl, listRow, openManageLists, openTokenSearch, outputTokenButton, searchModal, searchTokens, selectList } from "./helpers";
import { deployedToken } from "../support/chain";
import { tokenInfo, tokenList } from "./tokenLists";

const LIST_PATH = "/sneaky-list.json";
const LIST_NAME = "Sneaky List";

// Each payload would set window.__pwned (or open an alert) if the app ever turned list text into HTML or a URL.
const IMG_NAME = '<img src=x onerror="window.__pwned=1">';
const BOLD_SYMBOL = "<b>PWN</b>";
const SCRIPT_NAME = "<script>window.__pwned=2</script>";
const ITALIC_SYMBOL = "<i>X</i>";
const SVG_SYMBOL = "<svg/onload=alert()>";
// Symbols are shown capped at 12 characters; the full text is the hover title.
const SVG_SYMBOL_SHOWN = "<svg/onload…";
const BREAKOUT_NAME = '"><img src=x onerror=alert(1)>';

const BARK = deployedToken("BARK");
const FIVE = deployedToken("FIVE");
const BANANA = deployedToken("Banana");

const V1 = tokenList(LIST_NAME, { major: 1, minor: 0, patch: 0 }, [
  tokenInfo("BARK", { symbol: BOLD_SYMBOL, name: IMG_NAME, logoURI: "javascript:window.__pwned=3" }),
  tokenInfo("FIVE", { symbol: ITALIC_SYMBOL, name: SCRIPT_NAME, logoURI: "javascript:alert(document.cookie)" }),
]);
// A major update whose new token carries markup too: the update popup lists symbols.
const V2 = tokenList(LIST_NAME, { major: 2, minor: 0, patch: 0 }, [
  ...V1.tokens,
  tokenInfo("Banana", { symbol: SVG_SYMBOL, name: BREAKOUT_NAME, logoURI: "javascript:alert(1)" }),
]);

/** Nothing the list carried ran: no dialog, no flag, no element built from the markup, no javascript: image. */
async function expectNothingRan(page: Page, dialogs: string[]): Promise<void> {
  expect(dialogs).toEqual([]);
  expect(await page.evaluate(() => (window as unknown as { __pwned?: unknown }).__pwned)).toBeUndefined();
  await expect(page.locator('img[src="x"], b:text-is("PWN"), i:text-is("X"), svg[onload]')).toHaveCount(0);
  await expect(page.locator('img[src^="javascript:" i]')).toHaveCount(0);
}

test("markup and javascript: URLs in a list render as inert text", async ({ page, listServer }) => {
  const dialogs: string[] = [];
  page.on("dialog", (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  listServer.serve(LIST_PATH, V1);
  const url = listServer.url(LIST_PATH);

  const modal = await openTokenSearch(page);
  await openManageLists(page);
  await expect(await addListByUrl(page, url)).toContainText("v1.0.0 · 2 tokens");
  await selectList(page, url);

  const bark = modal.getByTestId(`token-item-${BARK.address}`);
  const five = modal.getByTestId(`token-item-${FIVE.address}`);
  await expect(bark).toContainText(BOLD_SYMBOL);
  await expect(bark).toContainText(IMG_NAME);
  await expect(five).toContainText(ITALIC_SYMBOL);
  await expect(five).toContainText(SCRIPT_NAME);
  // The javascript: logos were dropped for the generic icon.
  await expect(bark.getByTestId("generic-token-icon")).toBeVisible();
  await expect(five.getByTestId("generic-token-icon")).toBeVisible();
  // Searching matches the literal text.
  await searchTokens(page, SCRIPT_NAME);
  await expect(five).toBeVisible();
  await expect(bark).toHaveCount(0);
  await expectNothingRan(page, dialogs);

  // Chosen, the symbol shows literally on the swap form too.
  await searchTokens(page, "");
  await bark.click();
  await expect(searchModal(page)).toHaveCount(0);
  await expect(outputTokenButton(page)).toHaveText(BOLD_SYMBOL);
  await expectNothingRan(page, dialogs);

  // The update popup names the new token's symbol, as text.
  listServer.serve(LIST_PATH, V2);
  await page.reload();
  const popup = page.getByTestId("list-update-popup");
  await expect(popup).toContainText(`Added: ${SVG_SYMBOL_SHOWN}`);
  await popup.getByRole("button", { name: "Accept update" }).click();
  await openTokenSearch(page);
  const banana = modal.getByTestId(`token-item-${BANANA.address}`);
  await searchTokens(page, SVG_SYMBOL);
  await expect(banana).toContainText(SVG_SYMBOL_SHOWN);
  await expect(banana.getByTestId("token-symbol-text")).toHaveAttribute("title", SVG_SYMBOL);
  await expect(banana).toContainText(BREAKOUT_NAME);
  await openManageLists(page);
  await expect(listRow(page, url)).toContainText("v2.0.0 · 3 tokens");
  await expectNothingRan(page, dialogs);
});
