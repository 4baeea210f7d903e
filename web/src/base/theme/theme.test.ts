import { describe, expect, it } from "vitest";
import { colors } from "./theme";

/** WCAG 2.1 relative luminance of a #RRGGBB colour. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

describe("theme colours", () => {
  it.each([false, true])("white text on an error surface is readable (4.5:1, dark mode %s)", (darkMode) => {
    const c = colors(darkMode);
    expect(contrast(c.white, c.redSurface)).toBeGreaterThanOrEqual(4.5);
  });

  it("knows the contrast it checks: the dark theme's text red would fail as a surface", () => {
    expect(contrast("#FFFFFF", colors(true).red)).toBeLessThan(4.5);
    expect(contrast("#FFFFFF", "#000000")).toBeCloseTo(21, 5);
  });
});
