import { describe, expect, it } from "vitest";
import { nativeOnChain } from "@/sdk";
import { currencyId, unwrappedCurrency } from "./currencyId";
import { BARK, PEN, WPEN } from "./testTokens";

describe("currencyId", () => {
  it("is the native word for a native coin and the address for a token", () => {
    expect(currencyId(PEN)).toBe("PEN");
    expect(currencyId(nativeOnChain(5555))).toBe("OAS");
    expect(currencyId(BARK)).toBe(BARK.address);
  });
});

describe("unwrappedCurrency", () => {
  it("shows the wrapped native token as the native coin, any other token as itself", () => {
    expect(unwrappedCurrency(WPEN, PEN)).toBe(PEN);
    expect(unwrappedCurrency(BARK, PEN)).toBe(BARK);
  });

  it("keeps the wrapped token when the chain's native coin is not known", () => {
    expect(unwrappedCurrency(WPEN, undefined)).toBe(WPEN);
  });
});
