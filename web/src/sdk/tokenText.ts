/**
 * Token names and symbols are written by whoever deployed the token or published the list: untrusted text. This
 * module is the one place that turns such text into what the app shows.
 *
 * Cleaning removes what could make a token display as another: control and format characters (bidirectional
 * overrides and isolates, zero-width spaces and joiners, the byte-order mark, tag characters), lone surrogates and
 * floods of stacked combining marks; it collapses whitespace to single spaces. Emoji keep their joiners and
 * presentation selectors, as those cannot make letters look like other letters. Text that needed more than
 * trimming and collapsing of plain spaces is "suspicious": the app marks the token and always shows the import
 * warning for it. Capping then shortens long text to a number of user-perceived characters with an ellipsis; the
 * full cleaned text is shown on hover.
 */

/** Visible characters at most, ellipsis included. */
export const TOKEN_SYMBOL_MAX_LENGTH = 12;
export const TOKEN_NAME_MAX_LENGTH = 40;
/** Combining marks kept on one base character: enough for Vietnamese, Thai or Devanagari, not for a "Zalgo" tower. */
export const MAX_COMBINING_MARKS = 3;

const ELLIPSIS = "…";
const ZWJ = 0x200d;
const VARIATION_SELECTOR_TEXT = 0xfe0e;
const VARIATION_SELECTOR_EMOJI = 0xfe0f;

// Characters that draw nothing or steer the layout of their neighbours.
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Cs}\p{Default_Ignorable_Code_Point}]/u;
// Unicode White_Space: tabs, line breaks, no-break and ideographic spaces (not U+FEFF, which INVISIBLE drops).
const WHITESPACE = /\p{White_Space}/u;
const COMBINING_MARK = /\p{M}/u;
const PICTOGRAPH = /\p{Extended_Pictographic}/u;
const EMOJI_PART = /[\p{Extended_Pictographic}\p{Emoji_Modifier}\u{FE0F}]/u;
const EMOJI = /\p{Emoji}/u;

export type TokenTextKind = "symbol" | "name";

export interface TokenDisplayText {
  /** What to show in place: cleaned, then capped with an ellipsis. */
  short: string;
  /** The cleaned text, uncapped: the title shown on hover. */
  full: string;
  /** The text needed cleaning (not merely trimming or capping): a sign of a token made to look like another. */
  suspicious: boolean;
  /** `short` is shorter than `full`. */
  capped: boolean;
}

/** A joiner or variation selector inside an emoji sequence (👩‍💻, ❤️) is part of the picture, not a trick. */
function isEmojiGlue(chars: readonly string[], index: number): boolean {
  const code = chars[index].codePointAt(0);
  // Stryker disable next-line StringLiteral: equivalent, any fallback without emoji or digits tests the same (mutation/EQUIVALENT_MUTANTS.md)
  const before = chars[index - 1] ?? "";
  // Stryker disable next-line StringLiteral: equivalent, as above (mutation/EQUIVALENT_MUTANTS.md)
  const after = chars[index + 1] ?? "";
  if (code === ZWJ) return EMOJI_PART.test(before) && PICTOGRAPH.test(after);
  if (code === VARIATION_SELECTOR_EMOJI || code === VARIATION_SELECTOR_TEXT) return EMOJI.test(before);
  return false;
}

/** Invisible characters dropped (emoji glue kept), stacked combining marks thinned, whitespace runs as one space. */
export function cleanTokenText(raw: string): string {
  // Iterating a string by code point keeps a lone surrogate as its own element, which INVISIBLE (\p{Cs}) drops.
  const chars = Array.from(raw.normalize("NFC"));
  let out = "";
  let marks = 0;
  let pendingSpace = false;
  chars.forEach((char, index) => {
    if (WHITESPACE.test(char)) {
      pendingSpace = out.length > 0;
      marks = 0;
      return;
    }
    if (INVISIBLE.test(char) && !isEmojiGlue(chars, index)) return;
    if (COMBINING_MARK.test(char)) {
      marks += 1;
      if (marks > MAX_COMBINING_MARKS) return;
    } else {
      marks = 0;
    }
    if (pendingSpace) out += " ";
    pendingSpace = false;
    out += char;
  });
  return out;
}

/** The text without any change a legitimate name could need (outer spaces, runs of spaces, composed forms). */
function benignForm(raw: string): string {
  return raw.normalize("NFC").replace(/ +/g, " ").trim();
}

/** The text needed cleaning beyond trimming and collapsing plain spaces. */
export function isSuspiciousTokenText(raw: string | undefined): boolean {
  if (raw === undefined) return false;
  return cleanTokenText(raw) !== benignForm(raw);
}

/** User-perceived characters (grapheme clusters): an emoji or a letter with its accents counts as one. */
const GRAPHEMES = new Intl.Segmenter(undefined, { granularity: "grapheme" });
function graphemes(text: string): string[] {
  return Array.from(GRAPHEMES.segment(text), (part) => part.segment);
}

/** At most `max` user-perceived characters, the last one an ellipsis when the text was longer. */
export function capTokenText(text: string, max: number): string {
  const parts = graphemes(text);
  if (parts.length <= max) return text;
  return parts.slice(0, max - 1).join("").trimEnd() + ELLIPSIS;
}

/** The longest run of whole user-perceived characters from the start of `text` within `maxUnits` UTF-16 code units. */
function wholeCharactersWithin(text: string, maxUnits: number): string {
  let out = "";
  for (const part of graphemes(text)) {
    if (out.length + part.length > maxUnits) break;
    out += part;
  }
  return out;
}

/**
 * At most `maxUnits` UTF-16 code units (a storage or transport limit, where one emoji sequence can be long), cut
 * between user-perceived characters, the last one an ellipsis when the text was longer: an emoji or a letter with
 * its accents is never split.
 */
export function capTokenTextUnits(text: string, maxUnits: number): string {
  if (text.length <= maxUnits) return text;
  return wholeCharactersWithin(text, maxUnits - ELLIPSIS.length).trimEnd() + ELLIPSIS;
}

/** Wallets that follow EIP-747 (wallet_watchAsset) reject symbols longer than 11 UTF-16 code units. */
const WATCH_ASSET_SYMBOL_MAX_LENGTH = 11;

/**
 * The symbol handed to a wallet (wallet_watchAsset): cleaned, and cut to whole user-perceived characters that fit
 * the wallet's limit (no ellipsis: the wallet shows it as the token's symbol).
 */
export function tokenSymbolForWallet(raw: string | undefined): string {
  return wholeCharactersWithin(cleanTokenText(raw ?? ""), WATCH_ASSET_SYMBOL_MAX_LENGTH).trimEnd();
}

/**
 * Display text for a token's symbol or name. `fallback` (e.g. the translated "Unknown") stands in for missing or
 * all-invisible text.
 */
export function tokenDisplayText(raw: string | undefined, kind: TokenTextKind, fallback = ""): TokenDisplayText {
  const cleaned = raw === undefined ? "" : cleanTokenText(raw);
  const full = cleaned || fallback;
  const short = capTokenText(full, kind === "symbol" ? TOKEN_SYMBOL_MAX_LENGTH : TOKEN_NAME_MAX_LENGTH);
  return { short, full, suspicious: isSuspiciousTokenText(raw), capped: short !== full };
}

/** Follows the symbol of a suspicious token wherever it is written into text. */
export const SUSPICIOUS_TOKEN_MARK = "⚠";

/**
 * The capped, cleaned symbol of a currency, for text built around it (titles, toasts, summaries, labels); a
 * suspicious token's symbol carries SUSPICIOUS_TOKEN_MARK.
 */
export function displayTokenSymbol(currency: { symbol?: string; name?: string } | null | undefined, fallback = ""): string {
  const symbol = tokenDisplayText(currency?.symbol, "symbol", fallback).short;
  return isSuspiciousToken(currency) ? `${symbol} ${SUSPICIOUS_TOKEN_MARK}` : symbol;
}

/** The capped, cleaned name of a currency. */
export function displayTokenName(currency: { name?: string } | null | undefined, fallback = ""): string {
  return tokenDisplayText(currency?.name, "name", fallback).short;
}

/** A token whose symbol or name needed cleaning: marked wherever it appears, and never used without the warning. */
export function isSuspiciousToken(currency: { symbol?: string; name?: string } | null | undefined): boolean {
  return isSuspiciousTokenText(currency?.symbol) || isSuspiciousTokenText(currency?.name);
}

/**
 * The raw text with every code point outside printable ASCII written as \u{…} (and "\" as "\\"), so a careful
 * user sees the trick ("Tether\u{202E}DSU"). Past `maxCodePoints` the rest is counted, not shown.
 */
export function escapeTokenText(raw: string, maxCodePoints = 200): string {
  const chars = Array.from(raw);
  const shown = chars.slice(0, maxCodePoints).map((char) => {
    const code = char.codePointAt(0) ?? 0;
    if (char === "\\") return "\\\\";
    if (code >= 0x20 && code <= 0x7e) return char;
    return `\\u{${code.toString(16).toUpperCase().padStart(4, "0")}}`;
  });
  const hidden = chars.length - shown.length;
  return hidden > 0 ? `${shown.join("")}${ELLIPSIS} (+${hidden})` : shown.join("");
}
