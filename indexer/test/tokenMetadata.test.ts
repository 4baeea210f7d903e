// The token text the indexer stores (src/tokenMetadata.ts): storable in PostgreSQL, accepted by the app, and shown by
// the app exactly as the chain's own text would be.
import { describe, expect, it } from "vitest";
import { MAX_TEXT_LENGTH } from "../../web/src/features/market/indexerSource/indexerAnswer";
import { tokenDisplayText } from "../../web/src/sdk/tokenText";
import { STORED_TOKEN_TEXT_MAX_CHARACTERS, storedTokenText } from "../src/tokenMetadata";

const graphemes = (text: string) => Array.from(new Intl.Segmenter(undefined, { granularity: "grapheme" }).segment(text)).length;

describe("storedTokenText", () => {
  it("keeps ordinary symbols and names as they are", () => {
    for (const text of ["USDC", "Wrapped Ether", "Ünïcödé Tökén", "日本円トークン", "🦄 Unicorn", "👩‍💻 Dev", ""]) expect(storedTokenText(text)).toBe(text);
  });

  it("never stores a NUL character, which PostgreSQL refuses in text", () => {
    for (const raw of ["\0", "US\0DT", "\0\0\0Tether", "Tether\0"]) expect(storedTokenText(raw)).not.toContain("\0");
    expect(storedTokenText("US\0DT").startsWith("USDT")).toBe(true);
  });

  it("is shown by the app exactly as the chain's text: same cleaned text, same suspicious mark", () => {
    const hostile = ["US\0DT", "Tether\u202EDSU", "U\u200bSDC", "  spaced   out  ", "\u0007bell", "Z\u0301\u0302\u0303\u0304\u0305algo", "\u200b\u200b", "<b>bold</b>\n"];
    for (const raw of hostile) {
      for (const kind of ["symbol", "name"] as const) {
        const fromChain = tokenDisplayText(raw, kind, "Unknown");
        const fromIndexer = tokenDisplayText(storedTokenText(raw), kind, "Unknown");
        expect({ raw, kind, ...fromIndexer }).toEqual({ raw, kind, ...fromChain });
      }
    }
  });

  it("caps long text to what the app accepts, with an ellipsis", () => {
    const stored = storedTokenText("A".repeat(5000));
    expect(graphemes(stored)).toBe(STORED_TOKEN_TEXT_MAX_CHARACTERS);
    expect(stored.endsWith("…")).toBe(true);
    expect(stored.length).toBeLessThanOrEqual(MAX_TEXT_LENGTH);
    expect(tokenDisplayText(stored, "name").suspicious).toBe(false);
  });

  it("caps text that is one endless user-perceived character (a joined emoji sequence)", () => {
    const stored = storedTokenText(`👩${"\u200d👩".repeat(2000)}`);
    expect(stored.length).toBeLessThanOrEqual(4 * STORED_TOKEN_TEXT_MAX_CHARACTERS);
    expect(stored.endsWith("…")).toBe(true);
  });

  it("cuts long text of long characters between user-perceived characters, and the app shows it as the chain's", () => {
    // 199 families of eleven code units are past the stored limit of code units: the cut must fall between two.
    const family = "👨‍👩‍👧‍👦";
    for (const raw of [family.repeat(500), `${"x\u0301\u0302\u0303".repeat(100)}${family.repeat(300)}`]) {
      const stored = storedTokenText(raw);
      expect(stored.length).toBeLessThanOrEqual(4 * STORED_TOKEN_TEXT_MAX_CHARACTERS);
      expect(stored.endsWith("…")).toBe(true);
      expect(raw.startsWith(stored.slice(0, -1))).toBe(true);
      const parts = Array.from(new Intl.Segmenter(undefined, { granularity: "grapheme" }).segment(stored.slice(0, -1)), (p) => p.segment);
      expect(parts.at(-1)).toBe(family);
      for (const kind of ["symbol", "name"] as const) expect(tokenDisplayText(stored, kind)).toMatchObject({ short: tokenDisplayText(raw, kind).short });
    }
  });

  it("caps long hostile text and still marks it", () => {
    const stored = storedTokenText(`\0${"B".repeat(3000)}`);
    expect(stored).not.toContain("\0");
    expect(stored.length).toBeLessThanOrEqual(MAX_TEXT_LENGTH);
    expect(tokenDisplayText(stored, "name").suspicious).toBe(true);
  });
});
