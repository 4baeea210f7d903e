import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/** The WCAG 2.1 A/AA rules; best-practice rules are advice, not the bar. */
const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];

/**
 * Runs axe on the page as it is and fails on any serious or critical violation, listing each rule with
 * the elements it found so the report says what to fix.
 */
export async function expectNoSeriousViolations(page: Page, where: string): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => `${violation.id} (${violation.impact}): ${violation.help} → ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`);
  // Soft: one run reports every screen's violations, not just the first; the test still fails.
  expect.soft(serious, `axe on ${where}`).toEqual([]);
}

export const VIEWPORTS = {
  desktop: { width: 1280, height: 800 },
  phone: { width: 360, height: 740 },
} as const;
