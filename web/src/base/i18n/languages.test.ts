import { describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { LANGUAGE_NAMES, localeUrl, pickLanguage, SUPPORTED_LANGUAGES } from "./languages";

const localesDir = fileURLToPath(new URL("../../../public/locales/", import.meta.url));

function flatKeys(value: unknown, prefix = ""): string[] {
  if (typeof value !== "object" || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, inner]) => flatKeys(inner, prefix ? `${prefix}.${key}` : key));
}

function readLocale(lng: string): Record<string, unknown> {
  return JSON.parse(readFileSync(`${localesDir}${lng}.json`, "utf8"));
}

describe("pickLanguage", () => {
  it("matches the base language and falls back to en", () => {
    expect(pickLanguage(["es-AR", "en"])).toBe("es");
    expect(pickLanguage(["de-DE", "EN-us"])).toBe("en");
    expect(pickLanguage(["fr"])).toBe("en");
    expect(pickLanguage([])).toBe("en");
    expect(pickLanguage(["ja-JP"])).toBe("ja");
    expect(pickLanguage(["ko-KR", "en"])).toBe("ko");
    expect(pickLanguage(["zh-CN"])).toBe("zh");
  });
  it("names every language in its own name", () => {
    expect(LANGUAGE_NAMES).toEqual({ en: "English", es: "Español", ja: "日本語", ko: "한국어", zh: "简体中文" });
  });
  it("locale URLs are relative", () => {
    expect(localeUrl("es")).toBe("./locales/es.json");
  });
});

describe("locale files", () => {
  const english = flatKeys(readLocale("en")).sort();
  it("English has the product texts", () => {
    const en = readLocale("en") as { swap: { title: string }; pool: { connectToView: string } };
    expect(en.swap.title).toBe("Swap Anywhere Any Time");
    expect(en.pool.connectToView).toBe("Connect to a wallet to view your liquidity.");
  });
  for (const lng of SUPPORTED_LANGUAGES) {
    it(`${lng} is complete (same keys as en, no empty values)`, () => {
      const locale = readLocale(lng);
      expect(flatKeys(locale).sort()).toEqual(english);
      const valueOf = (key: string) => key.split(".").reduce<unknown>((obj, part) => (obj as Record<string, unknown>)[part], locale);
      const empty = flatKeys(locale).filter((key) => typeof valueOf(key) !== "string" || String(valueOf(key)).trim().length === 0);
      expect(empty).toEqual([]);
    });
    // Every text of the market pages is translated, not copied from English. Spanish shares a few words with
    // English ("Tokens", "Total"), so the test holds for the three languages in other scripts.
    if (lng === "ja" || lng === "ko" || lng === "zh") {
      it(`${lng} translates every text of the market pages`, () => {
        const en = readLocale("en");
        const locale = readLocale(lng);
        const valueOf = (file: Record<string, unknown>, key: string) => key.split(".").reduce<unknown>((obj, part) => (obj as Record<string, unknown>)[part], file);
        const market = english.filter((key) => /^(explore|tokenPage|portfolio|market|swapChart)\./.test(key));
        expect(market.length).toBeGreaterThan(50);
        expect(market.filter((key) => valueOf(locale, key) === valueOf(en, key))).toEqual([]);
      });
    }
    it(`${lng} keeps every {{placeholder}} of the English text`, () => {
      const placeholders = (locale: Record<string, unknown>, key: string) => {
        const value = key.split(".").reduce<unknown>((obj, part) => (obj as Record<string, unknown>)[part], locale);
        return [...String(value).matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();
      };
      const en = readLocale("en");
      const locale = readLocale(lng);
      const differing = english.filter((key) => placeholders(locale, key).join() !== placeholders(en, key).join());
      expect(differing).toEqual([]);
    });
  }
});
