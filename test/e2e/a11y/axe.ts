import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/** The WCAG 2.1 A/AA rules; best-practice rules are advice, not the bar. */
const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];

/**
 * The rules whose verdict depends on colours. The light and dark themes differ in colours alone (the theme object
 * holds colours; no component renders other elements per theme), so these are the only rules a theme switch can
 * change: the dark theme is checked with them, the light theme with every rule.
 */
const COLOUR_RULES = ["color-contrast", "link-in-text-block"];

/**
 * Runs axe on the page as it is and fails on any serious or critical violation, listing each rule with
 * the elements it found so the report says what to fix.
 */
async function expectNoSeriousViolations(page: Page, where: string, rules?: string[]): Promise<void> {
  // Legacy mode: one axe.run in the page. The default runs axe in each frame and then merges the results in a new
  // blank page, which injects and compiles axe a second time per check; the app renders no frames, so the merge
  // buys nothing here. Only violations are collected: building selectors for every passing node is most of the
  // rest of axe's time, and this check reads violations alone.
  const builder = new AxeBuilder({ page }).withTags(WCAG_TAGS).setLegacyMode().options({ resultTypes: ["violations"] });
  if (rules) builder.withRules(rules);
  const results = await builder.analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => `${violation.id} (${violation.impact}): ${violation.help} → ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`);
  // Soft: one run reports every screen's violations, not just the first; the test still fails.
  expect.soft(serious, `axe on ${where}`).toEqual([]);
}

/** The page's theme as the app applied it (the root's CSS color-scheme follows the app's theme). */
async function expectTheme(page: Page, colorScheme: "light" | "dark"): Promise<void> {
  await expect(page.locator("html")).toHaveCSS("color-scheme", colorScheme);
}

/**
 * Checks the screen in both themes: every rule in light, then the system switched to dark (the app follows it
 * live) and the colour rules, then back to light so the test goes on where it was. The page must start light.
 */
export async function expectAccessibleInBothThemes(page: Page, where: string): Promise<void> {
  await expectTheme(page, "light");
  await expectNoSeriousViolations(page, `${where} (light)`);
  await page.emulateMedia({ colorScheme: "dark" });
  await expectTheme(page, "dark");
  // The tests ask for reduced motion: the theme change must start no transition (nor anything else animate), or
  // axe would read colours half way.
  expect(await page.evaluate(() => document.getAnimations().length), "animations under reduced motion").toBe(0);
  await expectNoSeriousViolations(page, `${where} (dark)`, COLOUR_RULES);
  await page.emulateMedia({ colorScheme: "light" });
  await expectTheme(page, "light");
}

export const VIEWPORTS = {
  desktop: { width: 1280, height: 800 },
  phone: { width: 360, height: 740 },
} as const;
