/** Token list documents for the lists e2e specs, built from the tokens really deployed on 555555. */
import type { TokenInfo, TokenList } from "@uniswap/token-lists";
import deployment from "../../../deployments/555555.json";

export const CHAIN_ID = 555555;

export interface DeployedToken {
  address: string;
  symbol: string;
  name: string;
  decimals: number;
}

export function deployedToken(symbol: string): DeployedToken {
  const found = deployment.tokens.find((t) => t.symbol === symbol);
  if (!found) throw new Error(`no token ${symbol} in deployments/555555.json`);
  return found;
}

export function tokenInfo(symbol: string, overrides: Partial<TokenInfo> = {}): TokenInfo {
  const { address, name, decimals } = deployedToken(symbol);
  return { chainId: CHAIN_ID, address, symbol, name, decimals, ...overrides };
}

export function tokenList(name: string, version: TokenList["version"], tokens: TokenInfo[]): TokenList {
  return { name, timestamp: new Date().toISOString(), version, tokens };
}
