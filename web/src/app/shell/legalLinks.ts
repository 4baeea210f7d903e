import type { TFunction } from "i18next";

/** The legal pages, linked from the footer and from the phones' menu. */
export const LEGAL_LINKS: ReadonlyArray<{ to: string; label: (t: TFunction) => string }> = [
  { to: "/privacy-policy", label: (t) => t("footer.privacyPolicy") },
  { to: "/terms-of-services", label: (t) => t("footer.termsOfService") },
  { to: "/disclaimer", label: (t) => t("footer.disclaimer") },
];
