import { useCallback, useMemo } from "react";
import { useAppDispatch, useAppSelector } from "@/base/store";
import { PairState, useCurrencyBalances, usePair, useTotalSupply } from "@/onchain/hooks";
import type { Currency } from "@/sdk";
import { useWallet } from "@/wallet";
import { isPoolEmpty } from "../logic/findOutcome";
import { deriveMintInfo, type MintInfo } from "../logic/deriveMint";
import { MintField, typeMintInput } from "../mint/mintSlice";
import { pairLookup } from "./pairLookup";

export function useMintState() {
  return useAppSelector((state) => state.mint);
}

interface DerivedMint extends MintInfo {
  pairState: PairState;
  pair: ReturnType<typeof usePair>[1];
  noLiquidity: boolean;
  balances: { [F in MintField]: ReturnType<typeof useCurrencyBalances>[number] };
}

/** The add-liquidity view state: the mint slice plus the pool, LP supply and the account's balances. */
export function useDerivedMintInfo(currencyA: Currency | undefined, currencyB: Currency | undefined): DerivedMint {
  const { account } = useWallet();
  const mint = useMintState();
  const [pairState, pair] = usePair(currencyA, currencyB);
  const totalSupply = useTotalSupply(pair?.liquidityToken);
  const currencies = useMemo(() => [currencyA, currencyB], [currencyA, currencyB]);
  const [balanceA, balanceB] = useCurrencyBalances(account, currencies);
  const lookup = pairLookup(pairState);
  const noLiquidity = isPoolEmpty(lookup, pair) || (totalSupply !== undefined && totalSupply.quotient === 0n);
  const info = useMemo(
    () =>
      deriveMintInfo({
        account,
        currencyA,
        currencyB,
        pairInvalid: lookup === "INVALID",
        noLiquidity,
        pair,
        totalSupply,
        balanceA,
        balanceB,
        ...mint,
      }),
    [account, currencyA, currencyB, lookup, noLiquidity, pair, totalSupply, balanceA, balanceB, mint],
  );
  return { ...info, pairState, pair, noLiquidity, balances: { [MintField.CURRENCY_A]: balanceA, [MintField.CURRENCY_B]: balanceB } };
}

export function useMintActionHandlers(noLiquidity: boolean) {
  const dispatch = useAppDispatch();
  const onFieldAInput = useCallback((typedValue: string) => dispatch(typeMintInput({ field: MintField.CURRENCY_A, typedValue, noLiquidity })), [dispatch, noLiquidity]);
  const onFieldBInput = useCallback((typedValue: string) => dispatch(typeMintInput({ field: MintField.CURRENCY_B, typedValue, noLiquidity })), [dispatch, noLiquidity]);
  return { onFieldAInput, onFieldBInput };
}
