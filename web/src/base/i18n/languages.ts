/** Languages with a complete web/public/locales/{lng}.json. The first is the fallback ('en'). */
export const SUPPORTED_LANGUAGES = ["en", "es", "ja", "ko", "zh"] as const;
export type Language = (typeof SUPPORTED_LANGUAGES)[number];
export const FALLBACK_LANGUAGE: Language = "en";

/**
 * Each language in its own name, so a reader finds theirs whatever the current language is; these are
 * the same in every locale, hence data here rather than locale keys. zh is Simplified Chinese.
 */
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: "English",
  es: "Español",
  ja: "日本語",
  ko: "한국어",
  zh: "简体中文",
};

/** BCP 47 tags for <html lang> and Intl formatting (zh-Hans: the script matters to fonts and screen readers). */
export const LANGUAGE_TAGS: Record<Language, string> = { en: "en", es: "es", ja: "ja", ko: "ko", zh: "zh-Hans" };

export function isLanguage(value: unknown): value is Language {
  return typeof value === "string" && (SUPPORTED_LANGUAGES as readonly string[]).includes(value);
}

/** Picks the first supported language from the browser's preference list (e.g. 'es-AR' → 'es', 'zh-CN' → 'zh'). */
export function pickLanguage(preferred: readonly string[]): Language {
  for (const tag of preferred) {
    const base = tag.toLowerCase().split("-")[0];
    if (isLanguage(base)) return base;
  }
  return FALLBACK_LANGUAGE;
}

/** Relative to the page, so the static build works under any sub-path. */
export function localeUrl(lng: string): string {
  return `./locales/${lng}.json`;
}
