/**
 * The one way the market pages turn a token's symbol or name into text. Both come from the token's contract or a
 * list, that is from whoever deployed it: control and direction-override characters are dropped (they can reorder
 * what is shown around them), the length is capped, and an empty one falls back to the short address. The result
 * is rendered as plain text, never as markup.
 */
const LIMITS = { symbol: 12, name: 32 } as const;
// C0/C1 controls, zero-width and bidirectional formatting characters.
// eslint-disable-next-line no-control-regex -- matching control characters is the point: they are removed
const INVISIBLE = /[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2060-\u2069\ufeff]/g;

export function marketTokenLabel(token: { symbol: string; name: string; address: string }, part: "symbol" | "name"): string {
  const text = token[part].replace(INVISIBLE, "").trim();
  if (text.length === 0) return `${token.address.slice(0, 6)}…${token.address.slice(-4)}`;
  const chars = [...text];
  return chars.length > LIMITS[part] ? `${chars.slice(0, LIMITS[part] - 1).join("")}…` : text;
}
