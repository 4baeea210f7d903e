import { useCallback } from "react";
import { useTranslation } from "react-i18next";
import { isLanguage, LANGUAGE_TAGS } from "./languages";

const PLAIN_DECIMAL = /^(-?)(\d+)(?:\.(\d+))?$/;

/**
 * Shows a plain decimal string (as the sdk's toSignificant/toExact give it) in the locale's digits
 * grouping and decimal separator, keeping every digit: the integer part goes through Intl as a bigint
 * (exact at any size) and the fraction is appended as is, never through a float. Anything that is not a
 * plain decimal is returned unchanged. Display only: amount inputs parse both separators on their own.
 */
export function formatDecimal(value: string, localeTag: string): string {
  const match = PLAIN_DECIMAL.exec(value);
  if (!match) return value;
  const [, sign, integer, fraction] = match;
  let format: Intl.NumberFormat;
  try {
    format = new Intl.NumberFormat(localeTag);
  } catch {
    return value; // an unknown tag: the plain text is still correct
  }
  const decimalSeparator = format.formatToParts(1.5).find((part) => part.type === "decimal")?.value ?? ".";
  const grouped = format.format(BigInt(integer));
  return `${sign}${grouped}${fraction === undefined ? "" : decimalSeparator + fraction}`;
}

/** formatDecimal bound to the language on screen; undefined stays undefined. */
export function useFormatDecimal(): (value: string | undefined) => string | undefined {
  const { i18n } = useTranslation();
  const lng = i18n.resolvedLanguage ?? i18n.language;
  const tag = isLanguage(lng) ? LANGUAGE_TAGS[lng] : "en";
  return useCallback((value: string | undefined) => (value === undefined ? undefined : formatDecimal(value, tag)), [tag]);
}
