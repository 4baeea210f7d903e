import type { TokenInfo, TokenList } from "@uniswap/token-lists";

/** Test helpers: a valid token / list with overridable fields (for tests only: the lists index leaves them out). */
export function makeToken(index: number, overrides: Partial<TokenInfo> = {}): TokenInfo {
  const address = `0x${(index + 1).toString(16).padStart(40, "0")}`;
  return { chainId: 555555, address, name: `Token ${index}`, symbol: `TK${index}`, decimals: 18, ...overrides };
}

export function makeList(overrides: Partial<TokenList> = {}): TokenList {
  return {
    name: "Test List",
    timestamp: "2025-01-01T00:00:00.000Z",
    version: { major: 1, minor: 0, patch: 0 },
    tokens: [makeToken(0), makeToken(1)],
    ...overrides,
  };
}
