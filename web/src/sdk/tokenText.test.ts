import { describe, expect, it } from "vitest";
import {
  MAX_COMBINING_MARKS,
  TOKEN_NAME_MAX_LENGTH,
  TOKEN_SYMBOL_MAX_LENGTH,
  capTokenText,
  capTokenTextUnits,
  cleanTokenText,
  displayTokenName,
  displayTokenSymbol,
  escapeTokenText,
  isSuspiciousToken,
  isSuspiciousTokenText,
  tokenDisplayText,
  tokenSymbolForWallet,
} from "./tokenText";

const RLO = "\u202E";
const graphemeCount = (text: string) => Array.from(new Intl.Segmenter(undefined, { granularity: "grapheme" }).segment(text)).length;

describe("cleanTokenText", () => {
  it("drops the bidirectional overrides and embeddings (U+202A–U+202E) that make 'Tether‮DSU' read 'TetherUSD'", () => {
    for (const control of ["\u202A", "\u202B", "\u202C", "\u202D", RLO]) {
      expect(cleanTokenText(`Tether${control}DSU`)).toBe("TetherDSU");
    }
  });

  it("drops the bidirectional isolates (U+2066–U+2069) and marks (U+200E, U+200F, U+061C)", () => {
    expect(cleanTokenText("\u2066US\u2067D\u2068T\u2069")).toBe("USDT");
    expect(cleanTokenText("US\u200EDT\u200F\u061C")).toBe("USDT");
  });

  it("drops zero-width spaces, joiners between letters, the byte-order mark and the soft hyphen", () => {
    expect(cleanTokenText("U\u200BS\u200CD\u200DT\uFEFF")).toBe("USDT");
    expect(cleanTokenText("US\u00ADDT")).toBe("USDT");
    expect(cleanTokenText("\u2060WORD\u2061")).toBe("WORD");
  });

  it("drops control characters, tag characters and lone surrogates", () => {
    expect(cleanTokenText("US\u0000D\u0007T\u007F\u009B")).toBe("USDT");
    expect(cleanTokenText("USDT\u{E0055}\u{E0053}")).toBe("USDT");
    expect(cleanTokenText("US\uD800DT\uDC00")).toBe("USDT");
  });

  it("turns any run of whitespace (tabs, line breaks, no-break and ideographic spaces) into one space, trimmed", () => {
    expect(cleanTokenText("  Tether \t\n\r USD\u00A0\u2003Coin\u3000\u2028\u2029 ")).toBe("Tether USD Coin");
    expect(cleanTokenText("\u200B A")).toBe("A");
  });

  it("keeps emoji whole: joiners, skin tones, presentation selectors and keycaps", () => {
    for (const emoji of ["👩‍💻", "👨‍👩‍👧‍👦", "👍🏽", "❤️", "1️⃣", "🏳️‍🌈", "☺︎"]) {
      expect(cleanTokenText(`A${emoji}B`)).toBe(`A${emoji}B`);
    }
  });

  it("drops a joiner or selector that glues no emoji", () => {
    expect(cleanTokenText("A\u200D👍")).toBe("A👍");
    expect(cleanTokenText("👍\u200DB")).toBe("👍B");
    expect(cleanTokenText("A\uFE0FB")).toBe("AB");
    expect(cleanTokenText("\u200D👍")).toBe("👍");
    expect(cleanTokenText("👍\u200D")).toBe("👍");
    // Only joiners and selectors can be emoji glue: a zero-width space after an emoji still goes.
    expect(cleanTokenText("👍\u200BX")).toBe("👍X");
    expect(cleanTokenText("❤\u202EX")).toBe("❤X");
  });

  it(`keeps ${MAX_COMBINING_MARKS} stacked combining marks and thins a flood to that`, () => {
    expect(cleanTokenText("Vie\u0323\u0302t")).toBe("Việt");
    const three = "a\u0301\u0302\u0303";
    expect(cleanTokenText(three)).toBe(three.normalize("NFC"));
    const zalgo = "Z" + "\u0300\u0301\u0302\u0303\u0304\u0305\u0306\u0307".repeat(25) + "A" + "\u0308".repeat(50) + "L";
    const cleaned = cleanTokenText(zalgo);
    // NFC first: "A" and its first diaeresis compose to "Ä", which then keeps three more.
    expect(cleaned).toBe("Z\u0300\u0301\u0302" + "\u00C4\u0308\u0308\u0308" + "L");
    // A space ends one character's marks: the next character gets its own allowance.
    expect(cleanTokenText("a\u0301\u0301\u0301 b\u0301\u0301\u0301")).toBe("a\u0301\u0301\u0301 b\u0301\u0301\u0301".normalize("NFC"));
  });

  it("composes decomposed accents (NFC) and leaves other scripts and mixed scripts as they are", () => {
    expect(cleanTokenText("Cafe\u0301")).toBe("Café");
    for (const text of ["テザー", "比特币", "이더리움", "Ёлка", "Tеther", "USDΤ", "مرحبا"]) {
      expect(cleanTokenText(text)).toBe(text);
    }
  });

  it("cleans a 10,000-character input without losing its visible letters", () => {
    const huge = ("A" + RLO).repeat(5_000);
    expect(cleanTokenText(huge)).toBe("A".repeat(5_000));
  });
});

describe("isSuspiciousTokenText", () => {
  it("flags text that needed cleaning", () => {
    expect(isSuspiciousTokenText(`Tether${RLO}DSU`)).toBe(true);
    expect(isSuspiciousTokenText("US\u200BDT")).toBe(true);
    expect(isSuspiciousTokenText("USD\tT")).toBe(true);
    expect(isSuspiciousTokenText("USD\u00A0T")).toBe(true);
    expect(isSuspiciousTokenText("Z" + "\u0300".repeat(MAX_COMBINING_MARKS + 1))).toBe(true);
    expect(isSuspiciousTokenText("\uD800")).toBe(true);
  });

  it("does not flag plain text, outer or doubled spaces, decomposed accents, emoji, other scripts or long text", () => {
    for (const text of ["USDT", "Tether USD", "  Tether  USD ", "Cafe\u0301", "👩‍💻 Coder", "テザー", "Tеther", "A".repeat(2_000), ""]) {
      expect(isSuspiciousTokenText(text)).toBe(false);
    }
    expect(isSuspiciousTokenText(undefined)).toBe(false);
  });

  it("flags a token when either its symbol or its name needed cleaning", () => {
    expect(isSuspiciousToken({ symbol: "USDT", name: "Tether" })).toBe(false);
    expect(isSuspiciousToken({ symbol: "US\u200BDT", name: "Tether" })).toBe(true);
    expect(isSuspiciousToken({ symbol: "USDT", name: `Tether${RLO}DSU` })).toBe(true);
    expect(isSuspiciousToken({})).toBe(false);
    expect(isSuspiciousToken(undefined)).toBe(false);
    expect(isSuspiciousToken(null)).toBe(false);
  });
});

describe("capTokenText", () => {
  it("leaves text of at most the limit alone", () => {
    expect(capTokenText("ABCDEFGHIJKL", 12)).toBe("ABCDEFGHIJKL");
    expect(capTokenText("", 12)).toBe("");
  });

  it("cuts longer text to the limit, the last character an ellipsis", () => {
    expect(capTokenText("ABCDEFGHIJKLM", 12)).toBe("ABCDEFGHIJK…");
    expect(capTokenText("A".repeat(10_000), 40)).toBe("A".repeat(39) + "…");
  });

  it("counts and cuts user-perceived characters, never splitting an emoji or an accented letter", () => {
    const family = "👨‍👩‍👧‍👦";
    expect(capTokenText(family.repeat(12), 12)).toBe(family.repeat(12));
    expect(capTokenText(family.repeat(13), 12)).toBe(family.repeat(11) + "…");
    const accented = "e\u0301\u0302";
    expect(capTokenText(accented.repeat(5), 3)).toBe(accented.repeat(2) + "…");
  });

  it("does not leave a space before the ellipsis", () => {
    expect(capTokenText("ABCDEFGHIJ KLMN", 12)).toBe("ABCDEFGHIJ…");
  });
});

describe("capTokenTextUnits", () => {
  it("leaves text of at most the limit of code units alone", () => {
    expect(capTokenTextUnits("ABCD", 4)).toBe("ABCD");
    expect(capTokenTextUnits("👨‍👩‍👧‍👦", 11)).toBe("👨‍👩‍👧‍👦");
  });

  it("cuts between user-perceived characters within the limit, the last one an ellipsis", () => {
    expect(capTokenTextUnits("ABCDE", 4)).toBe("ABC…");
    // Eleven code units each: a code-point cut would leave a piece of the third family (a man and a woman) behind.
    const family = "👨‍👩‍👧‍👦";
    expect(capTokenTextUnits(family.repeat(3), 26)).toBe(family.repeat(2) + "…");
    expect(capTokenTextUnits(family.repeat(3), 33)).toBe(family.repeat(3));
    const accented = "x́̂̃";
    expect(capTokenTextUnits(accented.repeat(3), 10)).toBe(accented.repeat(2) + "…");
    expect(capTokenTextUnits(`AB ${family}`, 8)).toBe("AB…");
  });

  it("gives only the ellipsis when the first character alone is over the limit", () => {
    expect(capTokenTextUnits(`👩${"\u200d👩".repeat(50)}`, 20)).toBe("…");
  });
});

describe("tokenDisplayText", () => {
  it("caps symbols and names at their own lengths and keeps the full cleaned text", () => {
    const name = `<img src=x onerror=alert(1)>Tether${RLO}DSU${"A".repeat(2_000)}`;
    const display = tokenDisplayText(name, "name");
    expect(graphemeCount(display.short)).toBe(TOKEN_NAME_MAX_LENGTH);
    expect(display.short).toBe(`<img src=x onerror=alert(1)>TetherDSUAA…`);
    expect(display.full).toBe(`<img src=x onerror=alert(1)>TetherDSU${"A".repeat(2_000)}`);
    expect(display).toMatchObject({ suspicious: true, capped: true });

    const symbol = tokenDisplayText('<b id="pwn">USDT</b>', "symbol");
    expect(graphemeCount(symbol.short)).toBe(TOKEN_SYMBOL_MAX_LENGTH);
    expect(symbol).toEqual({ short: '<b id="pwn"…', full: '<b id="pwn">USDT</b>', suspicious: false, capped: true });
  });

  it("leaves ordinary text uncapped and unflagged", () => {
    expect(tokenDisplayText("USDT", "symbol")).toEqual({ short: "USDT", full: "USDT", suspicious: false, capped: false });
    expect(tokenDisplayText("A".repeat(TOKEN_NAME_MAX_LENGTH), "name").capped).toBe(false);
    expect(tokenDisplayText("A".repeat(TOKEN_SYMBOL_MAX_LENGTH + 1), "symbol").capped).toBe(true);
  });

  it("falls back for missing or all-invisible text, flagging only the latter", () => {
    expect(tokenDisplayText(undefined, "symbol", "UNKNOWN")).toEqual({ short: "UNKNOWN", full: "UNKNOWN", suspicious: false, capped: false });
    expect(tokenDisplayText("\u200B\u202E", "name", "Unknown")).toEqual({ short: "Unknown", full: "Unknown", suspicious: true, capped: false });
    expect(tokenDisplayText(undefined, "name")).toEqual({ short: "", full: "", suspicious: false, capped: false });
  });

  it("serves currencies through displayTokenSymbol and displayTokenName", () => {
    const token = { symbol: `US${RLO}DT${"X".repeat(20)}`, name: `Tether${"\u200B"}` };
    expect(displayTokenSymbol(token)).toBe("USDTXXXXXXX… ⚠");
    expect(displayTokenSymbol({ symbol: "USDT", name: "Tether\u200B" })).toBe("USDT ⚠");
    expect(displayTokenSymbol({ symbol: "USDT", name: "Tether" })).toBe("USDT");
    expect(displayTokenName(token)).toBe("Tether");
    expect(displayTokenSymbol(undefined, "?")).toBe("?");
    expect(displayTokenName(null, "?")).toBe("?");
    expect(displayTokenSymbol({})).toBe("");
    expect(displayTokenName({})).toBe("");
  });
});

describe("tokenSymbolForWallet", () => {
  it("hands the wallet the cleaned symbol, cut to 11 UTF-16 units of whole characters, without an ellipsis", () => {
    expect(tokenSymbolForWallet(`US${RLO}DT`)).toBe("USDT");
    expect(tokenSymbolForWallet("ABCDEFGHIJKLMNOP")).toBe("ABCDEFGHIJK");
    expect(tokenSymbolForWallet("ABCDEFGHIJK")).toBe("ABCDEFGHIJK");
    expect(tokenSymbolForWallet("ABCDEFGHIJ👍")).toBe("ABCDEFGHIJ");
    expect(tokenSymbolForWallet("ABCDEFGHI👍")).toBe("ABCDEFGHI👍");
    expect(tokenSymbolForWallet("ABCDEFGHIJ KL")).toBe("ABCDEFGHIJ");
    expect(tokenSymbolForWallet(undefined)).toBe("");
    expect(tokenSymbolForWallet("\u200B")).toBe("");
  });
});

describe("escapeTokenText", () => {
  it("writes every code point outside printable ASCII as \\u{…}", () => {
    expect(escapeTokenText(`Tether${RLO}DSU`)).toBe("Tether\\u{202E}DSU");
    expect(escapeTokenText("US\u200BDT\u0000")).toBe("US\\u{200B}DT\\u{0000}");
    expect(escapeTokenText("👍")).toBe("\\u{1F44D}");
    expect(escapeTokenText("\u007F~ ")).toBe("\\u{007F}~ ");
    expect(escapeTokenText("Tеther")).toBe("T\\u{0435}ther");
  });

  it("escapes the backslash so an escape in the raw text cannot pass for one", () => {
    expect(escapeTokenText("\\u{202E}")).toBe("\\\\u{202E}");
  });

  it("shows at most the given number of code points and counts the rest", () => {
    expect(escapeTokenText("A".repeat(10_000))).toBe("A".repeat(200) + "… (+9800)");
    expect(escapeTokenText("ABC", 3)).toBe("ABC");
    expect(escapeTokenText("ABCD", 3)).toBe("ABC… (+1)");
  });
});
