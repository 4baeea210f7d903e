import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./support/wallet";
import { connectWallet } from "./support/app";
import { expectAccessibleInBothThemes } from "./a11y/axe";

/**
 * The header and the main navigation at the narrowest phone, a common phone and a desktop, in both themes and all
 * five languages: everything reachable inside the screen, each entry navigates, the phones' menu works by touch
 * and by keyboard.
 */
const VIEWPORTS = [
  { name: "320 px phone", width: 320, height: 640, compact: true },
  { name: "360 px phone", width: 360, height: 740, compact: true },
  { name: "1280 px desktop", width: 1280, height: 800, compact: false },
] as const;

/** Both sides of the switch between the phone and the desktop layout. */
const LAYOUT_EDGES = [
  { name: "960 px, the widest with the bottom bar", width: 960, height: 700, compact: true },
  { name: "961 px, the narrowest desktop header", width: 961, height: 700, compact: false },
] as const;

const THEMES = ["light", "dark"] as const;

/** Spanish first: its labels are the longest. */
const LANGUAGES = [
  { code: "es", swap: "Intercambiar" },
  { code: "ja", swap: "スワップ" },
  { code: "ko", swap: "스왑" },
  { code: "zh", swap: "兑换" },
  { code: "en", swap: "Swap" },
] as const;

/** The entries every build has; the check walks whatever the navigation holds, so a new entry is checked too. */
const KNOWN_ENTRIES = ["/swap", "/pool", "/explore", "/portfolio", "/activity"];

const nav = (page: Page) => page.getByRole("navigation", { name: /./ }).and(page.getByTestId("main-nav"));
const menuButton = (page: Page) => page.getByTestId("shell-menu-button");
const menu = (page: Page) => page.getByTestId("shell-menu");

function hashPath(url: string): string {
  return new URL(url).hash.slice(1).split("?")[0];
}

interface Box {
  what: string;
  left: number;
  right: number;
  top: number;
  bottom: number;
  /** The text is wider than its box (cut off), or a navigation label is broken inside a word. */
  clipped: boolean;
}

/** Every visible link, button and select of the header (navigation included), where it is drawn. */
async function headerControls(page: Page): Promise<Box[]> {
  return page.locator("header").evaluate((header) =>
    Array.from(header.querySelectorAll<HTMLElement>("a, button, select"))
      .filter((element) => element.checkVisibility({ visibilityProperty: true }))
      .map((element) => {
        const rect = element.getBoundingClientRect();
        const what = element.id || element.getAttribute("data-testid") || element.getAttribute("aria-label") || element.textContent || element.tagName;
        const range = document.createRange();
        range.selectNodeContents(element);
        const lines = new Set(Array.from(range.getClientRects(), (line) => Math.round(line.top))).size;
        const words = (element.textContent ?? "").trim().split(/\s+/).length;
        const brokenWord = element.closest("[data-testid=main-nav]") !== null && lines > words;
        const clipped = (element.tagName === "A" && element.scrollWidth > element.clientWidth) || brokenWord;
        return { what, left: rect.left, right: rect.right, top: rect.top, bottom: rect.bottom, clipped };
      }),
  );
}

/** Nothing of the header or navigation outside the screen or cut off, the brand shown, no horizontal scroll. */
async function expectHeaderFits(page: Page, width: number, height: number, where: string): Promise<void> {
  const controls = await headerControls(page);
  // The brand, the account and every navigation entry are among them.
  const names = controls.map((control) => control.what);
  expect(names, `${where}: the account button`).toContain("web3-status-connected");
  expect(names, `${where}: the network control`).toContain("network-selector");
  for (const path of KNOWN_ENTRIES) expect(names, `${where}: the ${path} entry`).toContain(`${path.slice(1)}-nav-link`);
  await expect(page.locator("header").getByRole("link", { name: "PenSwap" }).locator("svg")).toBeInViewport({ ratio: 1 });

  const outside = controls.filter((c) => c.left < 0 || c.right > width || c.top < 0 || c.bottom > height);
  expect(outside, `${where}: controls outside the ${width} × ${height} screen`).toEqual([]);
  expect(
    controls.filter((c) => c.clipped),
    `${where}: labels cut off`,
  ).toEqual([]);
  const scrollWidth = await page.evaluate(() => Math.max(document.documentElement.scrollWidth, document.body.scrollWidth));
  expect(scrollWidth, `${where}: horizontal scroll`).toBeLessThanOrEqual(width);
}

async function press(locator: Locator, touch: boolean): Promise<void> {
  if (touch) await locator.tap();
  else await locator.click();
}

/** Switches the language as a user would: in the menu on phones, in the header on desktops. */
async function chooseLanguage(page: Page, code: string, compact: boolean): Promise<void> {
  if (!compact) {
    await page.getByTestId("language-select").selectOption(code);
    return;
  }
  await menuButton(page).tap();
  await menu(page).getByTestId("language-select").selectOption(code);
  await page.keyboard.press("Escape");
  await expect(menu(page)).toHaveCount(0);
}

for (const viewport of VIEWPORTS) {
  test.describe(viewport.name, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height }, hasTouch: viewport.compact });

    for (const theme of THEMES) {
      test.describe(`${theme} theme`, () => {
        test.use({ colorScheme: theme });

        test("with a wallet connected, the header and navigation fit the screen in every language", async ({ page, wallet }) => {
          await page.goto("./#/swap");
          await expect(page.locator("html")).toHaveCSS("color-scheme", theme);
          await connectWallet(page, wallet);
          await expect(page.getByTestId("network-selector")).toBeVisible();
          for (const language of LANGUAGES) {
            await chooseLanguage(page, language.code, viewport.compact);
            await expect(page.locator("#swap-nav-link")).toHaveText(language.swap);
            await expectHeaderFits(page, viewport.width, viewport.height, `${language.code}, ${theme}`);
          }
        });

        test("each entry navigates and is marked as the current page", async ({ page }) => {
          await page.goto("./#/swap");
          await expect(nav(page).locator('[aria-current="page"]')).toHaveAttribute("href", "#/swap");
          const links = nav(page).getByRole("link");
          const hrefs = await links.evaluateAll((elements) => elements.map((element) => element.getAttribute("href") ?? ""));
          const paths = hrefs.map((href) => href.replace(/^#/, ""));
          expect(paths).toEqual(expect.arrayContaining(KNOWN_ENTRIES));
          // Start elsewhere, so the first entry's navigation is a real one too.
          await page.goto("./#/disclaimer");
          await expect(nav(page).locator('[aria-current="page"]')).toHaveCount(0);
          for (const path of paths) {
            const link = nav(page).locator(`a[href="#${path}"]`);
            await expect(link).toBeInViewport({ ratio: 1 });
            await press(link, viewport.compact);
            await expect.poll(() => hashPath(page.url())).toBe(path);
            await expect(link).toHaveAttribute("aria-current", "page");
            await expect(nav(page).locator('[aria-current="page"]')).toHaveCount(1);
          }
          // A page opened from an entry keeps it marked.
          await page.goto("./#/add");
          await expect(nav(page).locator('[aria-current="page"]')).toHaveAttribute("href", "#/pool");
        });
      });
    }

    if (viewport.compact) {
      test("the menu opens and closes by touch; language, dark mode and the legal pages are in it", async ({ page }) => {
        await page.goto("./#/swap");
        await expect(page.getByTestId("language-select")).toBeHidden();
        await expect(menuButton(page)).toHaveAttribute("aria-expanded", "false");
        await menuButton(page).tap();
        await expect(page.getByRole("dialog", { name: "Menu" })).toBeVisible();
        await expect(menuButton(page)).toHaveAttribute("aria-expanded", "true");
        await expect(menu(page)).toBeInViewport({ ratio: 1 });
        // The bar steps aside while a dialog covers the page.
        await expect(nav(page)).toBeHidden();

        // The theme switch.
        const darkMode = menu(page).getByRole("switch", { name: "Dark mode" });
        await expect(darkMode).toHaveAttribute("aria-checked", "false");
        await darkMode.tap();
        await expect(page.locator("html")).toHaveCSS("color-scheme", "dark");
        await expect(darkMode).toHaveAttribute("aria-checked", "true");

        // The close button, by touch.
        await menu(page).getByRole("button", { name: "Close" }).tap();
        await expect(menu(page)).toHaveCount(0);
        await expect(nav(page)).toBeVisible();
        await expect(menuButton(page)).toHaveAttribute("aria-expanded", "false");

        // The language, then a legal page: following the link closes the menu.
        await menuButton(page).tap();
        await menu(page).getByTestId("language-select").selectOption("es");
        await expect(page.getByRole("dialog", { name: "Menú" })).toBeVisible();
        await menu(page).getByRole("link", { name: "Aviso legal" }).tap();
        await expect.poll(() => hashPath(page.url())).toBe("/disclaimer");
        await expect(menu(page)).toHaveCount(0);
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      });

      test("the menu by keyboard: Enter opens it, Tab stays inside, Escape closes it and the focus goes back", async ({ page }) => {
        await page.goto("./#/swap");
        await menuButton(page).focus();
        await page.keyboard.press("Enter");
        const dialog = page.getByRole("dialog", { name: "Menu" });
        await expect(dialog).toBeVisible();
        await expect.poll(() => dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
        // More presses than the menu has controls: the focus never leaves it.
        for (let presses = 0; presses < 8; presses++) {
          await page.keyboard.press("Tab");
          expect(await dialog.evaluate((element) => element.contains(document.activeElement)), `after ${presses + 1} Tab`).toBe(true);
        }
        await page.keyboard.press("Escape");
        await expect(dialog).toHaveCount(0);
        await expect(menuButton(page)).toBeFocused();

        // The switch answers Space like any button.
        await page.keyboard.press("Enter");
        await expect(dialog).toBeVisible();
        await dialog.getByRole("switch", { name: "Dark mode" }).focus();
        await page.keyboard.press("Space");
        await expect(page.locator("html")).toHaveCSS("color-scheme", "dark");
      });
    } else {
      test("the desktop header keeps the language in the row and needs no menu", async ({ page }) => {
        await page.goto("./#/swap");
        await expect(page.getByTestId("language-select")).toBeInViewport({ ratio: 1 });
        await expect(menuButton(page)).toBeHidden();
        // One row: the navigation between the brand and the account, on the same line.
        const brand = (await page.locator("header").getByRole("link", { name: "PenSwap" }).boundingBox())!;
        const entries = (await nav(page).boundingBox())!;
        const account = (await page.locator("#connect-wallet").boundingBox())!;
        expect(entries.x).toBeGreaterThan(brand.x + brand.width);
        expect(account.x).toBeGreaterThan(entries.x + entries.width);
        expect(Math.abs(entries.y + entries.height / 2 - (brand.y + brand.height / 2))).toBeLessThan(8);
      });
    }

    test.describe("axe", () => {
      // axe.ts checks light, then dark: the page starts light, with no transition for axe to read half way.
      test.use({ colorScheme: "light", contextOptions: { reducedMotion: "reduce" } });

      test("no serious violation on the navigation and its menu", async ({ page }) => {
        test.setTimeout(120_000);
        await page.goto("./#/swap");
        await expect(nav(page)).toBeVisible();
        await expectAccessibleInBothThemes(page, `navigation (${viewport.name})`);
        if (!viewport.compact) return;
        await menuButton(page).tap();
        await expect(menu(page)).toBeVisible();
        await expectAccessibleInBothThemes(page, `menu (${viewport.name})`);
      });
    });
  });
}

for (const edge of LAYOUT_EDGES) {
  test.describe(edge.name, () => {
    test.use({ viewport: { width: edge.width, height: edge.height }, hasTouch: edge.compact, colorScheme: "light" });

    test("with a wallet connected, the header and navigation fit in every language", async ({ page, wallet }) => {
      await page.goto("./#/swap");
      await connectWallet(page, wallet);
      await expect(page.getByTestId("network-selector")).toBeVisible();
      await expect(menuButton(page)).toBeVisible({ visible: edge.compact });
      for (const language of LANGUAGES) {
        await chooseLanguage(page, language.code, edge.compact);
        await expect(page.locator("#swap-nav-link")).toHaveText(language.swap);
        await expectHeaderFits(page, edge.width, edge.height, language.code);
      }
    });
  });
}
