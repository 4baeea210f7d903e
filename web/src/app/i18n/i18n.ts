import i18next, { type BackendModule, type ReadCallback } from "i18next";
import { initReactI18next } from "react-i18next";
import { FALLBACK_LANGUAGE, localeUrl, pickLanguage, SUPPORTED_LANGUAGES } from "./languages";

/** Loads ./locales/{lng}.json with fetch; the only network request i18n makes. */
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

export function initI18n(languages: readonly string[] = typeof navigator === "undefined" ? [] : navigator.languages ?? [navigator.language]) {
  void i18next
    .use(relativeFetchBackend)
    .use(initReactI18next)
    .init({
      lng: pickLanguage(languages),
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

export { i18next };
