import i18next, { type BackendModule, type ReadCallback } from "i18next";
import { initReactI18next } from "react-i18next";
import { FALLBACK_LANGUAGE, isLanguage, LANGUAGE_TAGS, localeUrl, pickLanguage, SUPPORTED_LANGUAGES } from "./languages";
import { readStoredLanguage } from "./storedLanguage";

/**
 * Loads ./locales/{lng}.json with fetch; the only network request i18n makes. Only the active language
 * (plus English as the fallback) is fetched, the others when the user picks or points at them.
 */
const relativeFetchBackend: BackendModule = {
  type: "backend",
  init() {},
  read(language: string, _namespace: string, callback: ReadCallback) {
    fetch(localeUrl(language))
      .then((response) => {
        if (!response.ok) throw new Error(`Failed to load ${localeUrl(language)}: HTTP ${response.status}`);
        return response.json();
      })
      .then((resources) => callback(null, resources))
      .catch((error: Error) => callback(error, false));
  },
};

/** Screen readers and fonts follow <html lang>; keep it on the language actually shown. */
function syncDocumentLanguage(lng: string) {
  if (typeof document !== "undefined" && isLanguage(lng)) document.documentElement.lang = LANGUAGE_TAGS[lng];
}

export function initI18n(languages: readonly string[] = typeof navigator === "undefined" ? [] : navigator.languages ?? [navigator.language]) {
  i18next.on("languageChanged", syncDocumentLanguage);
  void i18next
    .use(relativeFetchBackend)
    .use(initReactI18next)
    .init({
      lng: readStoredLanguage() ?? pickLanguage(languages),
      fallbackLng: FALLBACK_LANGUAGE,
      supportedLngs: [...SUPPORTED_LANGUAGES],
      load: "languageOnly",
      ns: ["translation"],
      defaultNS: "translation",
      interpolation: { escapeValue: false }, // React escapes already
      react: { useSuspense: true },
    });
  return i18next;
}
