import { describe, expect, it } from "vitest";
import { findLookalikes, hasNonAsciiSymbol, lookalikeSkeleton } from "./tokenWarning";
import { isTrustedToken, linkTokenState } from "./linkTokenState";

const USDT = { address: "0x0000000000000000000000000000000000000001", symbol: "USDT", name: "Tether USD" };
const PEN = { address: "0x0000000000000000000000000000000000000002", symbol: "PEN", name: "Pentagon" };
const fake = (symbol: string, name = "Something else") => ({ address: "0x00000000000000000000000000000000000000ff", symbol, name });

describe("look-alike detection (Unicode confusables)", () => {
  it.each([
    ["Cyrillic Ѕ and Т", "UЅDТ"],
    ["full-width letters", "ＵＳＤＴ"],
    ["a zero-width space", "US\u200bDT"],
    ["a right-to-left mark", "USD\u200fT"],
    ["Armenian Տ", "UՏDT"],
    ["lower case", "usdt"],
  ])("flags a symbol made with %s as USDT", (_what, symbol) => {
    expect(findLookalikes(fake(symbol), [USDT, PEN])).toEqual([USDT]);
  });

  it("flags a confusable name and a Greek ΡΕΝ", () => {
    expect(findLookalikes(fake("TTH", "Tеther USD"), [USDT, PEN])).toEqual([USDT]);
    expect(findLookalikes(fake("ΡΕΝ"), [USDT, PEN])).toEqual([PEN]);
  });

  it("leaves different tokens and the known token itself alone", () => {
    expect(findLookalikes(fake("USDC", "USD Coin"), [USDT, PEN])).toEqual([]);
    expect(findLookalikes(USDT, [USDT, PEN])).toEqual([]);
    expect(lookalikeSkeleton(undefined)).toBe("");
  });

  it("flags non-ASCII symbols", () => {
    expect(hasNonAsciiSymbol({ symbol: "UЅDТ" })).toBe(true);
    expect(hasNonAsciiSymbol({ symbol: "US\u200bDT" })).toBe(true);
    expect(hasNonAsciiSymbol({ symbol: "USDT" })).toBe(false);
    expect(hasNonAsciiSymbol({ symbol: undefined })).toBe(false);
  });
});

describe("tokens from links", () => {
  const token = {};
  it("trusts native words, empty ids and listed or imported tokens", () => {
    expect(linkTokenState({ address: undefined, trusted: false, listSettled: false, tokenLoaded: undefined })).toBe("trusted");
    expect(linkTokenState({ address: USDT.address, trusted: true, listSettled: false, tokenLoaded: undefined })).toBe("trusted");
  });

  it("waits for the list to settle and the token to load before warning", () => {
    expect(linkTokenState({ address: USDT.address, trusted: false, listSettled: false, tokenLoaded: token })).toBe("waiting");
    expect(linkTokenState({ address: USDT.address, trusted: false, listSettled: true, tokenLoaded: undefined })).toBe("waiting");
    expect(linkTokenState({ address: USDT.address, trusted: false, listSettled: true, tokenLoaded: token })).toBe("needsWarning");
    expect(linkTokenState({ address: USDT.address, trusted: false, listSettled: true, tokenLoaded: null })).toBe("notAToken");
  });
});

describe("known tokens whose text needed cleaning", () => {
  it("trusts a listed token with clean text, and any token the user imported", () => {
    expect(isTrustedToken(USDT, false)).toBe(true);
    expect(isTrustedToken({ symbol: "US\u200BDT", name: "Tether" }, true)).toBe(true);
  });

  it("sends a listed token with hidden characters in its symbol or name through the warning", () => {
    expect(isTrustedToken({ symbol: "US\u200BDT", name: "Tether" }, false)).toBe(false);
    expect(isTrustedToken({ symbol: "USDT", name: "Tether\u202EDSU" }, false)).toBe(false);
  });

  it("does not trust an unknown token", () => {
    expect(isTrustedToken(undefined, true)).toBe(false);
    expect(isTrustedToken(undefined, false)).toBe(false);
  });
});
