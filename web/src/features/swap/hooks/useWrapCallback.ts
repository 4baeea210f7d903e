import { useCallback, useMemo } from "react";
import { useAppDispatch } from "../../../app/hooks";
import { addPopup } from "../../../app/application/slice";
import { useCurrencyBalance, useContracts } from "../../../chain/hooks";
import { sendTransaction } from "../../../chain/transactions/sendTransaction";
import { useTransactionAdder } from "../../transactions";
import { tryParseAmount, type Currency } from "../../../sdk";
import { useWallet } from "../../../wallet/WalletContext";
import { wrapInputError, wrapSummary, WrapType, wrapType } from "../logic/wrap";
import { ERROR_TOAST_MS, EXECUTION_REVERTED_TOAST } from "./useSwapCallback";

export interface WrapInfo {
  wrapType: WrapType;
  inputError: string | undefined;
  execute: (() => Promise<string>) | undefined;
}

/** Native ↔ wrapped native: deposit (with value) or withdraw(amount) on the wrapped token, 1:1 (spec §7). */
export function useWrapCallback(input: Currency | undefined, output: Currency | undefined, typedValue: string): WrapInfo {
  const { account, chainId, provider } = useWallet();
  const { wrappedNative } = useContracts();
  const type = wrapType(input, output);
  const amount = useMemo(() => tryParseAmount(typedValue, input), [typedValue, input]);
  const balance = useCurrencyBalance(account, input);
  const addTransaction = useTransactionAdder();
  const dispatch = useAppDispatch();
  const inputError = type === WrapType.NOT_APPLICABLE ? undefined : wrapInputError(amount, balance);

  const execute = useCallback(async () => {
    if (!provider || !wrappedNative || !amount || type === WrapType.NOT_APPLICABLE) throw new Error("Missing dependencies");
    const to = await wrappedNative.getAddress();
    const call =
      type === WrapType.WRAP
        ? { to, data: wrappedNative.interface.encodeFunctionData("deposit"), value: amount.quotient }
        : { to, data: wrappedNative.interface.encodeFunctionData("withdraw", [amount.quotient]) };
    try {
      const response = await sendTransaction(await provider.getSigner(), [call]);
      addTransaction(response, { summary: wrapSummary(type, amount, chainId) });
      return response.hash;
    } catch (error) {
      dispatch(addPopup({ content: { kind: "error", message: EXECUTION_REVERTED_TOAST }, removeAfterMs: ERROR_TOAST_MS }));
      throw error;
    }
  }, [provider, wrappedNative, amount, type, chainId, addTransaction, dispatch]);

  return { wrapType: type, inputError, execute: amount && !inputError && provider && type !== WrapType.NOT_APPLICABLE ? execute : undefined };
}
