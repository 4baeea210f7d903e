import { describe, expect, it } from "vitest";
import { lookalikeFlagger } from "./lookalikes";

const BARK = { address: "0x00000000000000000000000000000000000000B1", symbol: "BARK", name: "Bark" };
const USDT = { address: "0x00000000000000000000000000000000000000C2", symbol: "USDT", name: "Tether USD" };
const FAKE = "0x00000000000000000000000000000000000000F3";
// Built per call, inside each test: a flagger built once when the file loads would not see the code as each test runs
// it (mutation testing switches the code under test between tests).
const isLookalike = (token: Parameters<ReturnType<typeof lookalikeFlagger>>[0]) => lookalikeFlagger([BARK, USDT])(token);
const unlisted = (symbol: string, name: string) => ({ address: FAKE, symbol, name, verified: false });

describe("lookalikeFlagger", () => {
  it("flags an unlisted token whose symbol is a listed one's in Cyrillic or Greek letters", () => {
    // "ВАRK": Cyrillic Ve and A, Latin R and K.
    expect(isLookalike(unlisted("\u0412\u0410RK", "Woof"))).toBe(true);
    // "USDΤ": Greek Tau.
    expect(isLookalike(unlisted("USD\u03a4", "Dollar"))).toBe(true);
  });

  it("flags an unlisted token that takes a listed token's very symbol or name, whatever the case", () => {
    expect(isLookalike(unlisted("BARK", "Woof"))).toBe(true);
    expect(isLookalike(unlisted("bark", "Woof"))).toBe(true);
    expect(isLookalike(unlisted("WOOF", "Tether USD"))).toBe(true);
    // The name in full-width letters.
    expect(isLookalike(unlisted("WOOF", "\uff22\uff41\uff52\uff4b"))).toBe(true);
  });

  it("flags hidden characters in any token, listed or not", () => {
    expect(isLookalike(unlisted("WO\u200bOF", "Woof"))).toBe(true);
    expect(isLookalike({ ...unlisted("WOOF", "Wo\u202eof"), verified: true })).toBe(true);
  });

  it("leaves alone an unlisted token that resembles nothing listed", () => {
    expect(isLookalike(unlisted("WOOF", "Woof"))).toBe(false);
    expect(isLookalike(unlisted("BARKS", "Barking"))).toBe(false);
    expect(isLookalike(unlisted("", ""))).toBe(false);
  });

  it("never flags a listed token for its own text, nor for resembling another listed token", () => {
    expect(isLookalike({ ...BARK, verified: true })).toBe(false);
    expect(isLookalike({ ...BARK, address: BARK.address.toLowerCase(), verified: false })).toBe(false);
    expect(isLookalike({ address: FAKE, symbol: "BARK", name: "Bark", verified: true })).toBe(false);
  });

  it("flags an unlisted token that shares a text with one of two listed tokens of the same symbol", () => {
    const twice = lookalikeFlagger([BARK, { ...BARK, address: FAKE }]);
    expect(twice({ ...BARK, verified: false })).toBe(true);
  });

  it("never takes an empty text for a listed one's: a listed token without a name makes no nameless token a look-alike", () => {
    const nameless = lookalikeFlagger([{ ...BARK, name: "" }]);
    expect(nameless(unlisted("WOOF", ""))).toBe(false);
    // Nor does a listed name of hidden characters alone: nothing is left to compare once they are taken out.
    expect(lookalikeFlagger([{ ...BARK, name: "\u200b" }])(unlisted("WOOF", ""))).toBe(false);
  });

  it("flags nothing without a list", () => {
    expect(lookalikeFlagger([])(unlisted("BARK", "Bark"))).toBe(false);
  });
});
