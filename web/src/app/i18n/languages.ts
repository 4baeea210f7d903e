/** Languages with a complete web/public/locales/{lng}.json. The first is the fallback (spec §2: 'en'). */
export const SUPPORTED_LANGUAGES = ["en", "es"] as const;
export type Language = (typeof SUPPORTED_LANGUAGES)[number];
export const FALLBACK_LANGUAGE: Language = "en";

/** Picks the first supported language from the browser's preference list (e.g. 'es-AR' → 'es'). */
export function pickLanguage(preferred: readonly string[]): Language {
  for (const tag of preferred) {
    const base = tag.toLowerCase().split("-")[0];
    const match = SUPPORTED_LANGUAGES.find((lng) => lng === base);
    if (match) return match;
  }
  return FALLBACK_LANGUAGE;
}

/** Relative to the page, so the static build works under any sub-path. */
export function localeUrl(lng: string): string {
  return `./locales/${lng}.json`;
}
