import { isLanguage, type Language } from "./languages";

/** The user's explicit choice; without one the browser's languages decide. */
const LANGUAGE_KEY = "penswap.language";

/** The saved language, or undefined when none is saved, it is not supported any more, or storage is blocked. */
export function readStoredLanguage(): Language | undefined {
  try {
    const value = globalThis.localStorage?.getItem(LANGUAGE_KEY);
    return isLanguage(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

export function storeLanguage(lng: Language): void {
  try {
    globalThis.localStorage?.setItem(LANGUAGE_KEY, lng);
  } catch {
    // Private mode or a full quota: the choice still applies for this visit.
  }
}
