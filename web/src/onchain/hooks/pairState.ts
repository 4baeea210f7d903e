import { CurrencyAmount, Pair, type Token } from "@/sdk";
import type { IUniswapV2Pair } from "../../../../typechain-types";
import type { CallState, ViewMethodValue } from "../multicall";

/** Pair lookup states. */
export enum PairState {
  LOADING,
  NOT_EXISTS,
  EXISTS,
  INVALID,
}

/**
 * The pair behind one getReserves call. No tokens (or the same token twice) is INVALID; a call without data means
 * no contract at the CREATE2 address, i.e. the pool does not exist.
 */
export function toPairState(tokens: [Token, Token] | undefined, reserves: CallState<ViewMethodValue<IUniswapV2Pair, "getReserves">>): [PairState, Pair | null] {
  if (!tokens) return [PairState.INVALID, null];
  if (reserves.loading) return [PairState.LOADING, null];
  const result = reserves.value;
  if (!result) return [PairState.NOT_EXISTS, null];
  const [tokenA, tokenB] = tokens;
  const [token0, token1] = tokenA.sortsBefore(tokenB) ? [tokenA, tokenB] : [tokenB, tokenA];
  const { reserve0, reserve1 } = result;
  return [
    PairState.EXISTS,
    new Pair(CurrencyAmount.fromRawAmount(token0, reserve0), CurrencyAmount.fromRawAmount(token1, reserve1)),
  ];
}
