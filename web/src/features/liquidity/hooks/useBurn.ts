import { useCallback, useMemo } from "react";
import { useAppDispatch, useAppSelector } from "@/base/store";
import { usePair, usePairContract, useTotalSupply } from "@/onchain/hooks";
import { useSingleCallResult, type CallState } from "@/onchain/multicall";
import { CurrencyAmount, type Currency, type Token } from "@/sdk";
import { useWallet } from "@/wallet";
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

interface DerivedBurn extends BurnInfo {
  pair: ReturnType<typeof usePair>[1];
  userLiquidity: ReturnType<typeof useTotalSupply>;
  /** The LP balance read itself: whether it is still loading or from an older block (see useRemovalSettled). */
  userLiquidityState: CallState<bigint>;
}

/** The remove-liquidity view state: burn slice + the account's LP balance, LP supply and the pool. */
export function useDerivedBurnInfo(currencyA: Currency | undefined, currencyB: Currency | undefined): DerivedBurn {
  const { account } = useWallet();
  const burn = useBurnState();
  const [, pair] = usePair(currencyA, currencyB);
  const pairContract = usePairContract(pair?.liquidityToken.address);
  const balanceInputs = useMemo(() => [account], [account]);
  const userLiquidityState = useSingleCallResult(account ? pairContract : undefined, "balanceOf", balanceInputs);
  const rawBalance = userLiquidityState.value;
  const userLiquidity = useMemo(
    () => (pair && rawBalance !== undefined ? CurrencyAmount.fromRawAmount(pair.liquidityToken, rawBalance) : undefined),
    [pair, rawBalance],
  );
  const totalSupply = useTotalSupply(pair?.liquidityToken);
  const tokenA = wrapped(currencyA);
  const tokenB = wrapped(currencyB);
  const info = useMemo(
    () => deriveBurnInfo({ account, pair, tokenA, tokenB, userLiquidity, totalSupply, ...burn }),
    [account, pair, tokenA, tokenB, userLiquidity, totalSupply, burn],
  );
  return { ...info, pair, userLiquidity, userLiquidityState };
}

export function useBurnActionHandlers() {
  const dispatch = useAppDispatch();
  const onUserInput = useCallback((field: BurnField, typedValue: string) => dispatch(typeBurnInput({ field, typedValue })), [dispatch]);
  return { onUserInput };
}
