import { SUGGESTED_BASE_SYMBOLS } from "@/networks";
import { nativeOnChain, WRAPPED_NATIVE } from "@/sdk";
import type { Currency } from "@/sdk";
import type { Token } from "@/sdk";
import type { TokenAddressMap } from "../../lists";

/** The native coin first, then the chain's common tokens found among the known tokens. */
export function commonBases(chainId: number, tokens: TokenAddressMap): Currency[] {
  const bySymbol = new Map<string, Token>();
  for (const token of Object.values(tokens)) if (token.symbol && !bySymbol.has(token.symbol)) bySymbol.set(token.symbol, token);
  const wrapped = WRAPPED_NATIVE[chainId];
  if (wrapped?.symbol && !bySymbol.has(wrapped.symbol)) bySymbol.set(wrapped.symbol, wrapped);
  const bases: Currency[] = [nativeOnChain(chainId)];
  for (const symbol of SUGGESTED_BASE_SYMBOLS[chainId] ?? []) {
    const token = bySymbol.get(symbol);
    if (token) bases.push(token);
  }
  return bases;
}
