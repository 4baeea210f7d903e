import type { Currency, Token } from "@/sdk";

/** The URL id of a currency: its native word (PEN, PC, OAS, ETH) or its token address. */
export function currencyId(currency: Currency): string {
  // Stryker disable next-line StringLiteral: equivalent, every native coin is built with a symbol, so the fallback is never used (mutation/EQUIVALENT_MUTANTS.md)
  if (currency.isNative) return currency.symbol ?? "ETH";
  return currency.address;
}

/** The currency a pair token stands for in the UI: the native coin for the wrapped native token. */
export function unwrappedCurrency(token: Token, native: Currency | undefined): Currency {
  return native && native.wrapped.equals(token) ? native : token;
}
