import { ROUTING_BASE_SYMBOLS } from "@/networks";
import { ChainId, Token, WRAPPED_NATIVE } from "@/sdk";

/** The fields of a deployments/<chainId>.json token this module needs. */
export interface DeployedTokenLike {
  address: string;
  symbol: string;
  name: string;
  decimals: number;
}

/** Mainnet bases of the ancestor interface (addresses are public mainnet constants). */
const MAINNET_BASES: Token[] = [
  new Token(ChainId.MAINNET, "0x6B175474E89094C44Da98b954EedeAC495271d0F", 18, "DAI", "Dai Stablecoin"),
  new Token(ChainId.MAINNET, "0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48", 6, "USDC", "USD//C"),
  new Token(ChainId.MAINNET, "0xdAC17F958D2ee523a2206206994597C13D831ec7", 6, "USDT", "Tether USD"),
  new Token(ChainId.MAINNET, "0xc00e94Cb662C3520282E6f5717214004A7f26888", 18, "COMP", "Compound"),
  new Token(ChainId.MAINNET, "0x9f8F72aA9304c8B593d555F12eF6589cC3A579A2", 18, "MKR", "Maker"),
];

/**
 * The tokens every quote may route through on a chain: the wrapped native first, then the chain's common
 * bases found among its deployed tokens (a base missing from the deployment is simply skipped).
 */
export function commonBases(chainId: number, deployedTokens: readonly DeployedTokenLike[] = []): Token[] {
  const wrapped = WRAPPED_NATIVE[chainId];
  const bases: Token[] = wrapped ? [wrapped] : [];
  if (chainId === ChainId.MAINNET) return [...bases, ...MAINNET_BASES];
  // Stryker disable next-line ArrayDeclaration: equivalent, a chain without routing symbols has no deployed token called "Stryker was here" either (mutation/EQUIVALENT_MUTANTS.md)
  for (const symbol of ROUTING_BASE_SYMBOLS[chainId] ?? []) {
    const t = deployedTokens.find((token) => token.symbol === symbol);
    if (t) bases.push(new Token(chainId, t.address, t.decimals, t.symbol, t.name));
  }
  return bases;
}

/**
 * Every token pair a trade between tokenA and tokenB may use within 3 hops through the bases: the direct
 * pair, each side against each base, and every base against every other base. Duplicates and same-token
 * pairs are dropped.
 */
export function tradePairCandidates(tokenA: Token | undefined, tokenB: Token | undefined, bases: readonly Token[]): [Token, Token][] {
  if (!tokenA || !tokenB || tokenA.chainId !== tokenB.chainId) return [];
  const basePairs: [Token, Token][] = [];
  for (const a of bases) for (const b of bases) basePairs.push([a, b]);
  const all: [Token, Token][] = [
    [tokenA, tokenB],
    ...bases.map((base): [Token, Token] => [tokenA, base]),
    ...bases.map((base): [Token, Token] => [tokenB, base]),
    ...basePairs,
  ];
  const seen = new Set<string>();
  return all.filter(([a, b]) => {
    if (a.equals(b)) return false;
    // Stryker disable next-line StringLiteral: equivalent, addresses all have 42 characters, so joined without a separator they stay unique (mutation/EQUIVALENT_MUTANTS.md)
    const key = [a.address, b.address].sort().join("-");
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
