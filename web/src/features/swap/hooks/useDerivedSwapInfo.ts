import { useMemo } from "react";
import { useAppSelector } from "@/base/store";
import { useCurrencyBalances } from "@/onchain/hooks";
import { getChainInfo, getDeployment } from "@/networks";
import { Percent, tryParseAmount, type Currency, type CurrencyAmount, type Trade } from "@/sdk";
import { useWallet } from "@/wallet";
import { useCurrency } from "../../tokens";
import { blockedRecipients } from "../logic/recipient";
import { swapInputError, type SwapInputError } from "../logic/inputError";
import { Field } from "../slice";
import { Version } from "../tradeVersion";
import { useTradeVersion } from "../useTradeVersion";
import { bestTradeExactIn, bestTradeExactOut, useAllCommonPairs } from "./useBestTrade";
import { useRecipientAddress, type RecipientLookup } from "./useRecipientAddress";
import { computeV1Trade, useV1Exchanges } from "./useV1Trade";

interface DerivedSwapInfo {
  currencies: { [Field.INPUT]: Currency | undefined; [Field.OUTPUT]: Currency | undefined };
  currencyBalances: { [Field.INPUT]: CurrencyAmount | undefined; [Field.OUTPUT]: CurrencyAmount | undefined };
  parsedAmount: CurrencyAmount | undefined;
  trade: Trade | undefined;
  version: Version;
  allowedSlippage: Percent;
  allowedSlippageBips: number;
  inputError: SwapInputError | undefined;
  recipient: RecipientLookup;
  /** Pair reserves are still being read. */
  loadingPairs: boolean;
  /** V1 exchange address per token address (lowercase). */
  v1Exchanges: Record<string, string>;
}

/** Swap state + chain data → everything the swap screen shows. */
export function useDerivedSwapInfo(): DerivedSwapInfo {
  const { account, chainId } = useWallet();
  const swap = useAppSelector((state) => state.swap);
  const allowedSlippageBips = useAppSelector((state) => state.user.userSlippageTolerance);
  const version = useTradeVersion();
  const inputCurrency = useCurrency(chainId, swap[Field.INPUT].currencyId);
  const outputCurrency = useCurrency(chainId, swap[Field.OUTPUT].currencyId);
  const recipient = useRecipientAddress(swap.recipient);

  const isExactIn = swap.independentField === Field.INPUT;
  const parsedAmount = useMemo(
    () => tryParseAmount(swap.typedValue, (isExactIn ? inputCurrency : outputCurrency) ?? undefined),
    [swap.typedValue, isExactIn, inputCurrency, outputCurrency],
  );

  const { pairs, loading: loadingPairs } = useAllCommonPairs(inputCurrency, outputCurrency);
  const v1 = useV1Exchanges(inputCurrency, outputCurrency, version === Version.v1);

  const trade = useMemo(() => {
    if (version === Version.v1) return computeV1Trade(v1, inputCurrency, outputCurrency, parsedAmount, isExactIn);
    return isExactIn ? bestTradeExactIn(pairs, parsedAmount, outputCurrency) : bestTradeExactOut(pairs, inputCurrency, parsedAmount);
  }, [version, v1, inputCurrency, outputCurrency, parsedAmount, isExactIn, pairs]);

  const balanceCurrencies = useMemo(() => [inputCurrency, outputCurrency], [inputCurrency, outputCurrency]);
  const [inputBalance, outputBalance] = useCurrencyBalances(account, balanceCurrencies);
  const allowedSlippage = useMemo(() => new Percent(BigInt(allowedSlippageBips), 10000n), [allowedSlippageBips]);

  const inputError = useMemo(() => {
    let maximumAmountIn: CurrencyAmount | undefined;
    try {
      maximumAmountIn = trade?.maximumAmountIn(allowedSlippage);
    } catch {
      maximumAmountIn = undefined;
    }
    return swapInputError({
      account,
      parsedAmount,
      inputCurrency,
      outputCurrency,
      recipientTyped: swap.recipient !== null,
      recipientAddress: recipient.address,
      blockedRecipients: blockedRecipients(getChainInfo(chainId), trade, [
        ...Object.values(v1).map(({ exchange }) => exchange),
        ...(getDeployment(chainId)?.v1Exchanges ?? []).map(({ exchange }) => exchange),
      ]),
      inputBalance,
      maximumAmountIn,
    });
  }, [account, parsedAmount, inputCurrency, outputCurrency, swap.recipient, recipient.address, chainId, trade, inputBalance, allowedSlippage, v1]);

  const v1Exchanges = useMemo(() => Object.fromEntries(Object.entries(v1).map(([token, { exchange }]) => [token, exchange])), [v1]);

  return {
    currencies: { [Field.INPUT]: inputCurrency, [Field.OUTPUT]: outputCurrency },
    currencyBalances: { [Field.INPUT]: inputBalance, [Field.OUTPUT]: outputBalance },
    parsedAmount,
    trade,
    version,
    allowedSlippage,
    allowedSlippageBips,
    inputError,
    recipient,
    loadingPairs,
    v1Exchanges,
  };
}
