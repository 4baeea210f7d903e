import { minVersionBump, nextVersion, VersionUpgrade, type TokenInfo, type TokenList } from "@uniswap/token-lists";
import type { Deployment } from "../../networks/deploymentFile.ts";
import { parseTokenList } from "./validateTokenList.ts";

/**
 * Builds the token list served with the app for one chain (built-in token sets). Pure: the
 * generator script (scripts/generate-default-lists.ts) does the file reading and writing.
 */
export const DEFAULT_LIST_NAME = "PenSwap Default";

const WETH_TESTNET = "0xc778417E063141139Fce010982780140Aa0cD5Ab";
const weth = (chainId: number, address: string): TokenInfo => ({
  chainId,
  address,
  decimals: 18,
  symbol: "WETH",
  name: "Wrapped Ether",
});

/** Mainnet default set DAI, USDC, USDT, COMP, MKR, AMPL with wrapped ether (real mainnet contracts). */
export const BUILT_IN_TOKENS: Record<number, TokenInfo[]> = {
  1: [
    { chainId: 1, address: "0x6B175474E89094C44Da98b954EedeAC495271d0F", decimals: 18, symbol: "DAI", name: "Dai Stablecoin" },
    { chainId: 1, address: "0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48", decimals: 6, symbol: "USDC", name: "USD Coin" },
    { chainId: 1, address: "0xdAC17F958D2ee523a2206206994597C13D831ec7", decimals: 6, symbol: "USDT", name: "Tether USD" },
    { chainId: 1, address: "0xc00e94Cb662C3520282E6f5717214004A7f26888", decimals: 18, symbol: "COMP", name: "Compound" },
    { chainId: 1, address: "0x9f8F72aA9304c8B593d555F12eF6589cC3A579A2", decimals: 18, symbol: "MKR", name: "Maker" },
    { chainId: 1, address: "0xD46bA6D942050d489DBd938a2C909A5d5039A161", decimals: 9, symbol: "AMPL", name: "Ampleforth" },
    weth(1, "0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2"),
  ],
  3: [weth(3, WETH_TESTNET)],
  4: [weth(4, WETH_TESTNET)],
};

/** Wrapped native token of our chains (docs: interfaces.md); the address comes from the deployment. */
const WRAPPED_NATIVE_NAMES: Record<number, { symbol: string; name: string }> = {
  555555: { symbol: "WPEN", name: "Wrapped PEN" },
  3344: { symbol: "WPC", name: "Wrapped PC" },
  5555: { symbol: "WOAS", name: "Wrapped OAS" },
};

/** Tokens of a chain we deploy ourselves: every deployed test token (odd ones included), then the wrapped native. */
export function deployedTokens(deployment: Deployment): TokenInfo[] {
  const tokens: TokenInfo[] = deployment.tokens.map((token) => ({
    chainId: deployment.chainId,
    address: token.address,
    decimals: token.decimals,
    symbol: token.symbol,
    name: token.name,
  }));
  const wrapped = WRAPPED_NATIVE_NAMES[deployment.chainId];
  if (wrapped) {
    tokens.push({ chainId: deployment.chainId, address: deployment.contracts.wrappedNative, decimals: 18, ...wrapped });
  }
  return tokens;
}

function sameTokens(a: readonly TokenInfo[], b: readonly TokenInfo[]): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/**
 * The list document. Against the previously generated file, the version follows the token-lists rules
 * (removed → major, added → minor, changed → patch) so that running the generator again is a no-op when
 * nothing changed, and the app's update policy treats a regenerated list like any published list.
 */
export function buildDefaultList(tokens: TokenInfo[], previous: TokenList | undefined, now: Date): TokenList {
  if (previous && previous.name === DEFAULT_LIST_NAME && sameTokens(previous.tokens, tokens)) return previous;
  let version = { major: 1, minor: 0, patch: 0 };
  if (previous) {
    const bump = minVersionBump(previous.tokens, tokens);
    // Only the order changed (same tokens, same fields): still a new document, so a patch.
    version = nextVersion(previous.version, bump === VersionUpgrade.NONE ? VersionUpgrade.PATCH : bump);
  }
  const list: TokenList = {
    name: DEFAULT_LIST_NAME,
    timestamp: now.toISOString(),
    version,
    tokens,
    keywords: ["penswap", "default"],
  };
  return parseTokenList(list); // the generator must never publish a list the app would reject
}
