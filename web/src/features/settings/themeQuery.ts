/** `theme` accepts exactly 'light' or 'dark'; anything else is ignored (null). */
export function parseThemeParam(value: unknown): "light" | "dark" | null {
  return value === "light" || value === "dark" ? value : null;
}
