// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import es from "../../../public/locales/es.json";
import { readStoredLanguage } from "@/base/i18n/storedLanguage";
import { renderWithProviders } from "../testing/renderWithProviders";
import { LanguageSelect } from "./LanguageSelect";

beforeEach(() => localStorage.clear());
afterEach(cleanup);

function show() {
  const { i18n } = renderWithProviders(<LanguageSelect />);
  return { i18n, select: screen.getByTestId("language-select") as HTMLSelectElement };
}

describe("LanguageSelect", () => {
  it("lists every language in its own name and tongue, with the current one chosen", () => {
    const { select } = show();
    expect(select.value).toBe("en");
    const options = [...select.options].map((option) => [option.value, option.lang]);
    expect(options.map(([value]) => value).sort()).toEqual(["en", "es", "ja", "ko", "zh"]);
    expect(options.every(([, lang]) => lang !== "")).toBe(true);
    expect(select.getAttribute("aria-label")).toBe("Language");
  });

  it("switching applies the language at once and remembers the choice", async () => {
    const { i18n, select } = show();
    await act(async () => {
      fireEvent.change(select, { target: { value: "es" } });
    });
    expect(i18n.language).toBe("es");
    expect(select.value).toBe("es");
    expect(select.getAttribute("aria-label")).toBe(es.language.label);
    expect(readStoredLanguage()).toBe("es");
  });

  it("ignores a value that is not a supported language", async () => {
    const { i18n, select } = show();
    const bogus = document.createElement("option");
    bogus.value = "xx";
    select.append(bogus);
    await act(async () => {
      fireEvent.change(select, { target: { value: "xx" } });
    });
    expect(i18n.language).toBe("en");
    expect(readStoredLanguage()).toBeUndefined();
  });
});
