/** Token list documents for the lists e2e specs, built from the tokens really deployed on 555555. */
import type { TokenInfo, TokenList } from "@uniswap/token-lists";
import { PEN_CHAIN, deployedToken } from "../support/chain";

export function tokenInfo(symbol: string, overrides: Partial<TokenInfo> = {}): TokenInfo {
  const { address, name, decimals } = deployedToken(symbol);
  return { chainId: PEN_CHAIN, address, symbol, name, decimals, ...overrides };
}

export function tokenList(name: string, version: TokenList["version"], tokens: TokenInfo[]): TokenList {
  return { name, timestamp: new Date().toISOString(), version, tokens };
}
