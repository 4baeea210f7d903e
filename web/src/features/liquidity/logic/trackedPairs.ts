import type { Token } from "@/sdk";

export type TokenPair = [Token, Token];

function key(a: Token, b: Token): string {
  // Stryker disable next-line EqualityOperator: equivalent, any fixed order of the two sort keys gives one key per pair, and equal keys never get here (mutation/EQUIVALENT_MUTANTS.md)
  return a.sortKey < b.sortKey ? `${a.chainId}:${a.sortKey}:${b.sortKey}` : `${a.chainId}:${b.sortKey}:${a.sortKey}`;
}

/**
 * Pairs whose LP balance /pool reads: every common base with every other base and every known token
 * (which includes the user's saved tokens), plus the pairs the user imported. Same-token and cross-chain
 * combinations are dropped; each pair appears once whatever the order.
 */
export function trackedTokenPairs(chainId: number, bases: Token[], tokens: Token[], savedPairs: TokenPair[]): TokenPair[] {
  const seen = new Map<string, TokenPair>();
  const add = (a: Token, b: Token) => {
    if (a.chainId !== chainId || b.chainId !== chainId || a.sortKey === b.sortKey) return;
    const k = key(a, b);
    if (!seen.has(k)) seen.set(k, [a, b]);
  };
  for (const base of bases) {
    for (const other of bases) add(base, other);
    for (const token of tokens) add(base, token);
  }
  for (const [a, b] of savedPairs) add(a, b);
  return [...seen.values()];
}
