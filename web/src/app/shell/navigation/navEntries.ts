import type { TFunction } from "i18next";

/** One entry of the main navigation: the same list draws the desktop header's tabs and the phones' bottom bar. */
export interface NavEntry {
  /** Names the link's element id (`<id>-nav-link`) and its test id. */
  id: string;
  to: string;
  /** A call of t() with a literal key, so the translation-key check sees it. */
  label: (t: TFunction) => string;
  /** Other paths that belong to this entry (the pages opened from it), so it stays marked as the current page. */
  alsoCurrentOn?: RegExp;
}

/** The main navigation, in display order. A new page is one line here. */
export const NAV_ENTRIES: readonly NavEntry[] = [
  { id: "swap", to: "/swap", label: (t) => t("header.swap") },
  { id: "pool", to: "/pool", label: (t) => t("header.pool"), alsoCurrentOn: /^\/(add|remove|find|create|migrate)(\/|$)/ },
  { id: "explore", to: "/explore", label: (t) => t("explore.nav") },
  { id: "portfolio", to: "/portfolio", label: (t) => t("portfolio.nav") },
  { id: "activity", to: "/activity", label: (t) => t("activity.nav") },
];

/** The entry's own path, a page below it (`/pool/<pair>`), or one of the pages opened from it. */
export function isNavEntryCurrent(entry: NavEntry, pathname: string): boolean {
  return pathname === entry.to || pathname.startsWith(`${entry.to}/`) || (entry.alsoCurrentOn?.test(pathname) ?? false);
}
