/**
 * Token names and symbols are attacker-written: tokens deployed with bidi overrides, zero-width characters,
 * combining-mark floods, markup and walls of text, reached by a link, by search and through a hostile list, show
 * cleaned and capped text with the suspicious mark on the import warning, the swap page, the confirmation dialog
 * and the transaction toast; the warning shows the raw text escaped; nothing runs and nothing is injected; the
 * warning's checkbox and Continue stay in view on a phone and a desktop screen.
 */
import type { Locator, Page } from "@playwright/test";
import { parseEther } from "ethers";
import { addListByUrl, openManageLists, outputTokenButton, searchModal, searchTokens, selectList } from "../lists/helpers";
import { expect, test } from "../lists/fixtures";
import { tokenList } from "../lists/tokenLists";
import { connectWallet } from "../support/app";
import { deployTestToken, seedNativePool } from "../support/deployToken";
import { ACCOUNT0, balanceOf, PEN_CHAIN as CHAIN_ID } from "../support/chain";
import { confirmSwapAcceptingPriceUpdates, expectWalletRequest, sellInput, swapButton, Web3RequestKind } from "../swap/helpers";

const RLO = "\u202E";
// What the display function removes: control and format characters (bidi embeddings, overrides and isolates,
// zero-width spaces and joiners, the byte-order mark).
const HIDDEN = /[\p{Cc}\p{Cf}]/u;

// The token: markup, a right-to-left override that makes "DSU" read "USD", and 2,000 characters.
const LINK_NAME = `<img src=x onerror="window.__pwned=1">Tether${RLO}DSU${"A".repeat(2_000)}`;
const LINK_SYMBOL = '<b id="pwn">USDT</b>';
// Cleaned, then capped at 40 and 12 characters.
const LINK_NAME_SHOWN = '<img src=x onerror="window.__pwned=1">T…';
const LINK_SYMBOL_SHOWN = '<b id="pwn"…';

const PHONE = { width: 360, height: 640 };
const DESKTOP = { width: 1280, height: 720 };

/** Records page dialogs (alert, confirm) so a test can say none was opened. */
function watchDialogs(page: Page): string[] {
  const dialogs: string[] = [];
  page.on("dialog", (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  return dialogs;
}

/** Nothing the token text carried ran or became markup. */
async function expectNothingInjected(page: Page, dialogs: string[]): Promise<void> {
  expect(dialogs).toEqual([]);
  expect(await page.evaluate(() => (window as unknown as { __pwned?: unknown }).__pwned)).toBeUndefined();
  await expect(page.locator('#pwn, img[src="x"], svg[onload]')).toHaveCount(0);
}

/** The element's visible text carries none of the hidden characters (innerText's own line breaks aside). */
async function expectCleanText(locator: Locator): Promise<string> {
  const text = (await locator.innerText()).replace(/\n/g, " ");
  expect(text).not.toMatch(HIDDEN);
  return text;
}

/** The warning's checkbox and Continue are fully on screen at both widths, and nothing overflows sideways. */
async function expectActionsInView(page: Page, warning: Locator): Promise<void> {
  for (const size of [PHONE, DESKTOP]) {
    await page.setViewportSize(size);
    await expect(warning.getByTestId("token-warning-understand")).toBeInViewport({ ratio: 1 });
    await expect(warning.getByTestId("token-warning-continue")).toBeInViewport({ ratio: 1 });
    await expect(warning.getByRole("heading")).toBeVisible();
    const overflow = await warning.evaluate((element) => element.scrollWidth - element.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  }
}

/** The import warning of a suspicious token: cleaned, capped text, the mark, the reason and the escaped raw text. */
async function expectSuspiciousWarning(warning: Locator, shown: { symbol: string; name: string }, raw: { symbol: string | RegExp; name: string | RegExp }): Promise<void> {
  await expect(warning).toBeVisible();
  const identity = warning.getByTestId("token-warning-identity");
  await expect(identity.getByTestId("token-symbol-text")).toHaveText(shown.symbol);
  await expect(identity.getByTestId("token-name-text")).toHaveText(shown.name);
  await expect(identity.getByTestId("token-suspicious-mark")).toBeVisible();
  await expectCleanText(identity);
  await expect(warning.getByTestId("token-warning-suspicious")).toBeVisible();
  await expect(warning.getByTestId("token-warning-raw-symbol")).toHaveText(raw.symbol);
  await expect(warning.getByTestId("token-warning-raw-name")).toHaveText(raw.name);
}

async function acceptWarning(warning: Locator): Promise<void> {
  await warning.getByTestId("token-warning-understand").check();
  await warning.getByTestId("token-warning-continue").click();
  await expect(warning).toHaveCount(0);
}

/** The swap page's output side shows the cleaned, capped symbol and the mark. */
async function expectOutputSymbol(page: Page, symbol: string): Promise<void> {
  const button = outputTokenButton(page);
  await expect(button.getByTestId("token-symbol-text")).toHaveText(symbol);
  await expect(button.getByTestId("token-suspicious-mark")).toBeVisible();
  await expectCleanText(button);
}

test.describe("hostile token text", () => {
  test("a token from a swap link: cleaned and capped on the warning, the swap page, the confirmation and the toast", async ({ page, wallet }) => {
    const dialogs = watchDialogs(page);
    const hostile = await deployTestToken({ chainId: CHAIN_ID, name: LINK_NAME, symbol: LINK_SYMBOL });
    await seedNativePool(CHAIN_ID, hostile, parseEther("1000"), parseEther("10"));

    await page.goto(`./#/swap?inputCurrency=PEN&outputCurrency=${hostile}`);
    await connectWallet(page, wallet);
    const gate = page.getByTestId("link-token-warning");
    await expectSuspiciousWarning(
      gate,
      { symbol: LINK_SYMBOL_SHOWN, name: LINK_NAME_SHOWN },
      { symbol: LINK_SYMBOL, name: /^<img src=x onerror="window.__pwned=1">Tether\\u\{202E\}DSUA+… \(\+1848\)$/ },
    );
    // The full cleaned name is the hover text.
    await expect(gate.getByTestId("token-name-text")).toHaveAttribute("title", `<img src=x onerror="window.__pwned=1">TetherDSU${"A".repeat(2_000)}`);
    await expectActionsInView(page, gate);
    await expectNothingInjected(page, dialogs);
    await acceptWarning(gate);

    await expectOutputSymbol(page, LINK_SYMBOL_SHOWN);
    await sellInput(page).fill("0.01");
    const before = await balanceOf(hostile, ACCOUNT0, CHAIN_ID);
    await expect(swapButton(page)).toBeEnabled();
    await swapButton(page).click();
    const confirm = page.getByTestId("confirm-swap");
    const output = confirm.getByTestId("confirm-output-symbol");
    await expect(output.getByTestId("token-symbol-text")).toHaveText(LINK_SYMBOL_SHOWN);
    await expect(output.getByTestId("token-suspicious-mark")).toBeVisible();
    await expectCleanText(confirm);
    await confirmSwapAcceptingPriceUpdates(page);
    await expectWalletRequest(page, wallet);
    await wallet.authorize(Web3RequestKind.SendTransaction);
    await expect(page.getByTestId("confirm-swap-submitted")).toBeVisible();

    const toast = page.getByTestId("transaction-popup").filter({ hasText: /Swap 0\.01 PEN for/ }).first();
    await expect(toast).toBeVisible({ timeout: 30_000 });
    await expect(toast).toHaveAttribute("data-success", "true");
    await expect(toast).toContainText(`${LINK_SYMBOL_SHOWN} ⚠`);
    await expectCleanText(toast);
    await expect.poll(() => balanceOf(hostile, ACCOUNT0, CHAIN_ID)).toBeGreaterThan(before);
    await expectNothingInjected(page, dialogs);
  });

  test("a token found by pasting its address into the search: cleaned row, escaped raw text, the warning before use", async ({ page, wallet }) => {
    const dialogs = watchDialogs(page);
    // Zero-width space and joiner, a combining-mark flood, a bidi isolate.
    const name = `Te\u200Dther \u2066USD\u2069 Z${"\u0301".repeat(40)}`;
    const symbol = "US\u200BDT";
    const hostile = await deployTestToken({ chainId: CHAIN_ID, name, symbol });

    await page.goto("./#/swap");
    await connectWallet(page, wallet);
    await outputTokenButton(page).click();
    const modal = await searchTokens(page, hostile);
    const row = modal.getByTestId(`token-item-${hostile}`);
    await expect(row.getByTestId("token-symbol-text")).toHaveText("USDT");
    await expect(row.getByTestId("token-suspicious-mark")).toBeVisible();
    await expectCleanText(row);
    await row.click();

    const warning = modal.getByTestId("token-warning");
    await expectSuspiciousWarning(
      warning,
      { symbol: "USDT", name: "Tether USD \u0179\u0301\u0301\u0301" },
      { symbol: "US\\u{200B}DT", name: `Te\\u{200D}ther \\u{2066}USD\\u{2069} Z${"\\u{0301}".repeat(40)}` },
    );
    await expectActionsInView(page, warning);
    await acceptWarning(warning);
    await expect(searchModal(page)).toHaveCount(0);
    await expectOutputSymbol(page, "USDT");
    await expectNothingInjected(page, dialogs);
  });

  test("a hostile list: its token is marked in the search and still goes through the warning", async ({ page, wallet, listServer }) => {
    const dialogs = watchDialogs(page);
    const name = `Tether${RLO}DSU`;
    const symbol = `U\u200BSDT${RLO}`;
    const hostile = await deployTestToken({ chainId: CHAIN_ID, name: "Plain name", symbol: "PLAIN" });
    listServer.serve("/hostile.json", tokenList("Hostile List", { major: 1, minor: 0, patch: 0 }, [{ chainId: CHAIN_ID, address: hostile, decimals: 18, symbol, name }]));
    const url = listServer.url("/hostile.json");

    await page.goto("./#/swap");
    await connectWallet(page, wallet);
    await outputTokenButton(page).click();
    await openManageLists(page);
    await addListByUrl(page, url);
    await selectList(page, url);

    const modal = await searchTokens(page, "usdt");
    const row = modal.getByTestId(`token-item-${hostile}`);
    await expect(row.getByTestId("token-symbol-text")).toHaveText("USDT");
    await expect(row.getByTestId("token-name-text")).toHaveText("TetherDSU");
    await expect(row.getByTestId("token-suspicious-mark")).toBeVisible();
    await expectCleanText(row);
    // Listed, yet suspicious: choosing it opens the warning instead of selecting it.
    await row.click();
    const warning = modal.getByTestId("token-warning");
    await expectSuspiciousWarning(warning, { symbol: "USDT", name: "TetherDSU" }, { symbol: "U\\u{200B}SDT\\u{202E}", name: "Tether\\u{202E}DSU" });
    await expectActionsInView(page, warning);
    await acceptWarning(warning);
    await expectOutputSymbol(page, "USDT");

    // Once imported it is the user's: choosing it again (for the other side) needs no second warning.
    const inputTokenButton = page.locator("#swap-currency-input button:not(#swap-max)");
    await inputTokenButton.click();
    await searchTokens(page, "usdt");
    await modal.getByTestId(`token-item-${hostile}`).click();
    await expect(searchModal(page)).toHaveCount(0);
    await expect(inputTokenButton.getByTestId("token-symbol-text")).toHaveText("USDT");
    await expectNothingInjected(page, dialogs);
  });
});
