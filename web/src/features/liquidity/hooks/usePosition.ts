import { useMemo } from "react";
import { useTokenBalances, useTotalSupply } from "@/onchain/hooks";
import type { CurrencyAmount, Pair, Percent, Token } from "@/sdk";
import { useWallet } from "@/wallet";
import { poolShareOf } from "../logic/poolShare";

interface Position {
  poolTokens: CurrencyAmount<Token> | undefined;
  share: Percent | undefined;
  pooled0: CurrencyAmount<Token> | undefined;
  pooled1: CurrencyAmount<Token> | undefined;
}

/** The account's stake in a pair: LP balance, pool share and what it is worth in each token. */
export function usePosition(pair: Pair): Position {
  const { account } = useWallet();
  const lp = useMemo(() => [pair.liquidityToken], [pair.liquidityToken]);
  const poolTokens = useTokenBalances(account, lp)[pair.liquidityToken.address];
  const totalSupply = useTotalSupply(pair.liquidityToken);
  return useMemo(() => {
    const valid = poolTokens && totalSupply && totalSupply.quotient > 0n && totalSupply.quotient >= poolTokens.quotient;
    return {
      poolTokens,
      share: valid ? poolShareOf(poolTokens.quotient, totalSupply.quotient) : undefined,
      pooled0: valid ? pair.getLiquidityValue(pair.token0, totalSupply, poolTokens, false) : undefined,
      pooled1: valid ? pair.getLiquidityValue(pair.token1, totalSupply, poolTokens, false) : undefined,
    };
  }, [pair, poolTokens, totalSupply]);
}
