import { describe, expect, it } from "vitest";
import { isNativeCurrencyId } from "./nativeCurrencyIds";

describe("isNativeCurrencyId", () => {
  it("accepts the four native words in any case and nothing else", () => {
    for (const id of ["ETH", "pen", "Pc", "oas"]) expect(isNativeCurrencyId(id)).toBe(true);
    for (const id of [undefined, "", "WPEN", "0x0000000000000000000000000000000000000001", "PENS"]) expect(isNativeCurrencyId(id)).toBe(false);
  });
});
