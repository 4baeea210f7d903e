import { useCallback, useMemo } from "react";
import { useAppDispatch, useAppSelector } from "../../../app/hooks";
import { usePair, useTokenBalances, useTotalSupply } from "../../../chain/hooks";
import type { Currency, Token } from "../../../sdk";
import { useWallet } from "../../../wallet/WalletContext";
import { BurnField, typeBurnInput } from "../burn/burnSlice";
import { deriveBurnInfo, type BurnInfo } from "../logic/deriveBurn";

export function useBurnState() {
  return useAppSelector((state) => state.burn);
}

function wrapped(currency: Currency | undefined): Token | undefined {
  try {
    return currency?.wrapped;
  } catch {
    return undefined;
  }
}

export interface DerivedBurn extends BurnInfo {
  pair: ReturnType<typeof usePair>[1];
  userLiquidity: ReturnType<typeof useTotalSupply>;
}

/** The remove-liquidity view state: burn slice + the account's LP balance, LP supply and the pool. */
export function useDerivedBurnInfo(currencyA: Currency | undefined, currencyB: Currency | undefined): DerivedBurn {
  const { account } = useWallet();
  const burn = useBurnState();
  const [, pair] = usePair(currencyA, currencyB);
  const lpTokens = useMemo(() => [pair?.liquidityToken], [pair?.liquidityToken]);
  const balances = useTokenBalances(account, lpTokens);
  const userLiquidity = pair ? balances[pair.liquidityToken.address] : undefined;
  const totalSupply = useTotalSupply(pair?.liquidityToken);
  const tokenA = wrapped(currencyA);
  const tokenB = wrapped(currencyB);
  const info = useMemo(
    () => deriveBurnInfo({ account, pair, tokenA, tokenB, userLiquidity, totalSupply, ...burn }),
    [account, pair, tokenA, tokenB, userLiquidity, totalSupply, burn],
  );
  return { ...info, pair, userLiquidity };
}

export function useBurnActionHandlers() {
  const dispatch = useAppDispatch();
  const onUserInput = useCallback((field: BurnField, typedValue: string) => dispatch(typeBurnInput({ field, typedValue })), [dispatch]);
  return { onUserInput };
}
