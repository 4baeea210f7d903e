import removeConfusables from "confusables";
import type { SearchableToken } from "./filtering";

// Zero-width, bidirectional-control and other invisible characters (Unicode's default-ignorable code points and
// format characters) render as nothing: "US\u200bDT" looks like "USDT".
const INVISIBLE = /[\p{Default_Ignorable_Code_Point}\p{Cf}]/gu;

/**
 * What a symbol or name looks like, for comparison: compatibility forms folded (full-width "ＵＳＤＴ", ligatures),
 * invisible characters dropped, look-alike letters mapped to the Latin letter they imitate (Cyrillic "Ѕ",
 * Greek "Τ", via the `confusables` package's table of Unicode confusables), case and outer spaces ignored.
 */
export function lookalikeSkeleton(text: string | undefined): string {
  if (!text) return "";
  return removeConfusables(text.normalize("NFKC").replace(INVISIBLE, "")).normalize("NFKC").trim().toLowerCase();
}

/** A symbol with anything outside printable ASCII: legitimate tickers are plain letters and digits. */
export function hasNonAsciiSymbol(token: Pick<SearchableToken, "symbol">): boolean {
  return /[^\x20-\x7e]/.test(token.symbol ?? "");
}

/**
 * An imported token is flagged when a known token (default or active list) shares its symbol or its name, or
 * merely looks like it (Unicode confusables) — the usual shape of a fake token. Returns those look-alikes.
 */
export function findLookalikes<T extends SearchableToken>(token: SearchableToken, knownTokens: readonly T[]): T[] {
  const symbol = lookalikeSkeleton(token.symbol);
  const name = lookalikeSkeleton(token.name);
  return knownTokens.filter((known) => {
    if (known.address.toLowerCase() === token.address.toLowerCase()) return false;
    return (!!symbol && lookalikeSkeleton(known.symbol) === symbol) || (!!name && lookalikeSkeleton(known.name) === name);
  });
}
