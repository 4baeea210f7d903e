import { displayTokenName, displayTokenSymbol } from "@/sdk";

/** The short address, for a token whose symbol or name is empty or nothing but invisible characters. */
export function shortTokenAddress(address: string): string {
  return `${address.slice(0, 6)}…${address.slice(-4)}`;
}

/**
 * A market token's symbol or name inside a text string (a figure's unit): the app's one display function for
 * chain-supplied token text, falling back to the short address. Table cells render <TokenSymbol>/<TokenName> instead,
 * which add the full text on hover and the suspicious mark.
 */
export function marketTokenLabel(token: { symbol: string; name: string; address: string }, part: "symbol" | "name"): string {
  const fallback = shortTokenAddress(token.address);
  return part === "symbol" ? displayTokenSymbol(token, fallback) : displayTokenName(token, fallback);
}
