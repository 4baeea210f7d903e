import { describe, expect, it } from "vitest";
import { addLiquidityRedirect, removeTokensRedirect, swapOutputCurrencyRedirect } from "./redirects";

const A = "0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed";
const B = "0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359";

describe("swapOutputCurrencyRedirect", () => {
  it("adds outputCurrency as the only parameter", () => {
    expect(swapOutputCurrencyRedirect(A, "")).toEqual({ pathname: "/swap", search: `?outputCurrency=${A}` });
  });
  it("appends with & when a query exists", () => {
    expect(swapOutputCurrencyRedirect("PEN", "?theme=dark")).toEqual({
      pathname: "/swap",
      search: "?theme=dark&outputCurrency=PEN",
    });
  });
  it("takes a query with or without its '?', ignores an empty one and encodes the currency", () => {
    expect(swapOutputCurrencyRedirect("PEN", "theme=dark").search).toBe("?theme=dark&outputCurrency=PEN");
    expect(swapOutputCurrencyRedirect("PEN", "?").search).toBe("?outputCurrency=PEN");
    expect(swapOutputCurrencyRedirect("a&b=c", "").search).toBe("?outputCurrency=a%26b%3Dc");
  });
});

describe("addLiquidityRedirect", () => {
  it("splits {a}-{b} into two segments", () => {
    expect(addLiquidityRedirect(`${A}-${B}`, undefined)).toBe(`/add/${A}/${B}`);
  });
  it("collapses equal ids, case-insensitively", () => {
    expect(addLiquidityRedirect(A, A.toLowerCase())).toBe(`/add/${A}`);
    expect(addLiquidityRedirect("PEN", "pen")).toBe("/add/PEN");
  });
  it("leaves canonical URLs alone", () => {
    expect(addLiquidityRedirect(undefined, undefined)).toBeNull();
    expect(addLiquidityRedirect(undefined, "PEN")).toBeNull();
    expect(addLiquidityRedirect("PEN", undefined)).toBeNull();
    expect(addLiquidityRedirect("PEN", A)).toBeNull();
    expect(addLiquidityRedirect(`${A}-0x12`, undefined)).toBeNull();
    // A hyphen-joined first segment with a second segment is not the old one-segment shape.
    expect(addLiquidityRedirect(`${A}-${B}`, "PEN")).toBeNull();
  });
});

describe("removeTokensRedirect", () => {
  it("splits two hyphen-joined 40-hex addresses", () => {
    expect(removeTokensRedirect(`${A}-${B}`)).toBe(`/remove/${A}/${B}`);
    expect(removeTokensRedirect(`${A.toLowerCase()}-${B}`)).toBe(`/remove/${A.toLowerCase()}/${B}`);
  });
  it("anything else goes to /pool", () => {
    for (const bad of ["PEN-PC", `${A}`, `${A}-`, `${A}-${B}-${A}`, `${A}_${B}`, `${A}-${B.slice(0, 41)}`, ""]) {
      expect(removeTokensRedirect(bad)).toBe("/pool");
    }
  });
});
