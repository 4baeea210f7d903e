import { useMemo } from "react";
import { Pair, type Currency, type Token } from "@/sdk";
import { useMultipleContractSingleData } from "../multicall";
import { PAIR_READS } from "./interfaces";
import { PairState, toPairState } from "./pairState";

/** The two wrapped tokens of a currency pair, or undefined when they cannot form a pool. */
function pairTokens([a, b]: [Currency | undefined, Currency | undefined]): [Token, Token] | undefined {
  const tokenA = a?.wrapped;
  const tokenB = b?.wrapped;
  if (!tokenA || !tokenB || tokenA.chainId !== tokenB.chainId || tokenA.equals(tokenB)) return undefined;
  return [tokenA, tokenB];
}

/**
 * Reserves of the pools between each currency pair, read with one getReserves per pool in the block's multicall.
 * Pool addresses are derived (CREATE2), so no factory call is needed.
 */
export function usePairs(currencies: [Currency | undefined, Currency | undefined][]): [PairState, Pair | null][] {
  const tokens = useMemo(() => currencies.map(pairTokens), [currencies]);
  const addresses = useMemo(() => tokens.map((t) => (t ? Pair.getAddress(t[0], t[1]) : undefined)), [tokens]);
  const results = useMultipleContractSingleData(addresses, PAIR_READS, "getReserves");
  return useMemo(() => results.map((reserves, i) => toPairState(tokens[i], reserves)), [results, tokens]);
}

export function usePair(tokenA?: Currency, tokenB?: Currency): [PairState, Pair | null] {
  const inputs = useMemo<[Currency | undefined, Currency | undefined][]>(() => [[tokenA, tokenB]], [tokenA, tokenB]);
  return usePairs(inputs)[0];
}
