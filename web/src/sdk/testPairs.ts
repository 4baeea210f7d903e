/** Shared fixtures for the route/trade/router tests: four tokens on mainnet and pairs between them. */
import { CurrencyAmount } from "./currencyAmount";
import { WETH } from "./native";
import { Pair } from "./pair";
import { Token } from "./token";

export const T0 = new Token(1, "0x0000000000000000000000000000000000000001", 18, "T0");
export const T1 = new Token(1, "0x0000000000000000000000000000000000000002", 18, "T1");
export const T2 = new Token(1, "0x0000000000000000000000000000000000000003", 18, "T2");
export const T3 = new Token(1, "0x0000000000000000000000000000000000000004", 18, "T3");
export const W = WETH[1];

export function pairOf(a: Token, ra: bigint, b: Token, rb: bigint): Pair {
  return new Pair(CurrencyAmount.fromRawAmount(a, ra), CurrencyAmount.fromRawAmount(b, rb));
}

export const P01 = pairOf(T0, 1000n, T1, 1000n);
export const P02 = pairOf(T0, 1000n, T2, 1100n);
export const P03 = pairOf(T0, 1000n, T3, 900n);
export const P12 = pairOf(T1, 1200n, T2, 1000n);
export const P13 = pairOf(T1, 1200n, T3, 1300n);
export const P0W = pairOf(T0, 1000n, W, 1000n);
export const P1W = pairOf(T1, 1000n, W, 1000n);
export const EMPTY03 = pairOf(T0, 0n, T3, 0n);
