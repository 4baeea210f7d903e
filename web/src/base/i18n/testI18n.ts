import i18next, { type i18n as I18n } from "i18next";
import { initReactI18next } from "react-i18next";
import en from "../../../public/locales/en.json";
import es from "../../../public/locales/es.json";
import ja from "../../../public/locales/ja.json";
import ko from "../../../public/locales/ko.json";
import zh from "../../../public/locales/zh.json";

const RESOURCES = { en, es, ja, ko, zh };
export type TestLanguage = keyof typeof RESOURCES;

/** A synchronous i18n instance for component tests (no fetch), English unless another language is asked for. */
export function createTestI18n(language: TestLanguage = "en"): I18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: language,
    fallbackLng: "en",
    resources: Object.fromEntries(Object.entries(RESOURCES).map(([lng, translation]) => [lng, { translation }])),
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
    initAsync: false,
  });
  return instance;
}
