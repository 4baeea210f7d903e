// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import { readStoredLanguage, storeLanguage } from "./storedLanguage";

describe("stored language", () => {
  afterEach(() => localStorage.clear());
  it("round-trips a supported language", () => {
    expect(readStoredLanguage()).toBeUndefined();
    storeLanguage("ko");
    expect(readStoredLanguage()).toBe("ko");
  });
  it("ignores a value that is not a supported language", () => {
    localStorage.setItem("penswap.language", "xx");
    expect(readStoredLanguage()).toBeUndefined();
  });
});
