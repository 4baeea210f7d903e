import { describe, expect, it } from "vitest";
import { formatDecimal } from "./formatDecimal";
import { LANGUAGE_TAGS } from "./languages";
import { acceptAmountInput } from "@/ui/amountInput";

describe("formatDecimal", () => {
  it("follows each locale's separators", () => {
    expect(formatDecimal("1234567.891", LANGUAGE_TAGS.en)).toBe("1,234,567.891");
    expect(formatDecimal("1234567.891", LANGUAGE_TAGS.es)).toBe("1.234.567,891");
    expect(formatDecimal("1234567.891", LANGUAGE_TAGS.ja)).toBe("1,234,567.891");
    expect(formatDecimal("1234567.891", LANGUAGE_TAGS.ko)).toBe("1,234,567.891");
    expect(formatDecimal("1234567.891", LANGUAGE_TAGS.zh)).toBe("1,234,567.891");
  });
  it("keeps every digit of amounts beyond float precision", () => {
    expect(formatDecimal("123456789012345678901.000000000000000001", "en")).toBe("123,456,789,012,345,678,901.000000000000000001");
    expect(formatDecimal("-0.0001", "es")).toBe("-0,0001");
  });
  it("returns anything that is not a plain decimal unchanged", () => {
    for (const odd of ["", "-", "1e-7", "abc", "1.2.3", "<0.0001"]) expect(formatDecimal(odd, "en")).toBe(odd);
    expect(formatDecimal("12.5", "not a tag!")).toBe("12.5");
  });
});

describe("amount inputs in any language", () => {
  // Display follows the locale, typing does not depend on it: a Spanish "0,5" and an English "0.5" are both accepted.
  it("accept both decimal separators", () => {
    expect(acceptAmountInput("0,5")).toBe("0.5");
    expect(acceptAmountInput("0.5")).toBe("0.5");
  });
});
