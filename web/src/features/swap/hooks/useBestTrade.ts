import { useMemo } from "react";
import { getDeployment } from "@/networks";
import { PairState, usePairs } from "@/onchain/hooks";
import { Trade, type Currency, type CurrencyAmount, type Pair } from "@/sdk";
import { commonBases, tradePairCandidates } from "../logic/commonBases";

/** The app's search asks for the single best trade within 3 hops. */
const BEST_TRADE_OPTIONS = { maxNumResults: 1, maxHops: 3 };

/** Every existing pair between the two currencies and the chain's common bases, with reserves from multicall. */
export function useAllCommonPairs(currencyA?: Currency, currencyB?: Currency): { pairs: Pair[]; loading: boolean } {
  const chainId = currencyA?.chainId ?? currencyB?.chainId;
  const candidates = useMemo(() => {
    if (!chainId || !currencyA || !currencyB) return [];
    const bases = commonBases(chainId, getDeployment(chainId)?.tokens);
    return tradePairCandidates(currencyA.wrapped, currencyB.wrapped, bases);
  }, [chainId, currencyA, currencyB]);
  const results = usePairs(candidates);
  return useMemo(() => {
    const pairs: Pair[] = [];
    const seen = new Set<string>();
    for (const [state, pair] of results) {
      if (state !== PairState.EXISTS || !pair) continue;
      const key = pair.liquidityToken.address;
      if (!seen.has(key)) {
        seen.add(key);
        pairs.push(pair);
      }
    }
    return { pairs, loading: results.some(([state]) => state === PairState.LOADING) };
  }, [results]);
}

export function bestTradeExactIn(pairs: Pair[], amountIn?: CurrencyAmount, currencyOut?: Currency): Trade | undefined {
  if (!amountIn || !currencyOut || pairs.length === 0 || amountIn.currency.equals(currencyOut)) return undefined;
  return Trade.bestTradeExactIn(pairs, amountIn, currencyOut, BEST_TRADE_OPTIONS)[0];
}

export function bestTradeExactOut(pairs: Pair[], currencyIn?: Currency, amountOut?: CurrencyAmount): Trade | undefined {
  if (!amountOut || !currencyIn || pairs.length === 0 || amountOut.currency.equals(currencyIn)) return undefined;
  return Trade.bestTradeExactOut(pairs, currencyIn, amountOut, BEST_TRADE_OPTIONS)[0];
}
