import { useCallback, useMemo } from "react";
import { useAppDispatch } from "@/base/store";
import { addPopup } from "../../popups";
import { useCurrencyBalance, useContracts } from "@/chain/hooks";
import { isUserRejection } from "@/chain/errors";
import { useSendTransaction } from "../../transactions";
import { tryParseAmount, type Currency } from "@/sdk";
import { useWallet } from "@/wallet";
import { wrapInputError, wrapSummary, WrapType, wrapType } from "../logic/wrap";
import type { SwapInputError } from "../logic/inputError";
import { ERROR_TOAST_MS } from "./useSwapCallback";

export interface WrapInfo {
  wrapType: WrapType;
  inputError: SwapInputError | undefined;
  execute: (() => Promise<string>) | undefined;
}

/** Native ↔ wrapped native: deposit (with value) or withdraw(amount) on the wrapped token, 1:1. */
export function useWrapCallback(input: Currency | undefined, output: Currency | undefined, typedValue: string): WrapInfo {
  const { account, chainId, provider } = useWallet();
  const { wrappedNative } = useContracts();
  const type = wrapType(input, output);
  const amount = useMemo(() => tryParseAmount(typedValue, input), [typedValue, input]);
  const balance = useCurrencyBalance(account, input);
  const send = useSendTransaction();
  const dispatch = useAppDispatch();
  const inputError = type === WrapType.NOT_APPLICABLE ? undefined : wrapInputError(amount, balance);

  const execute = useCallback(async () => {
    if (!account || !wrappedNative || !amount || type === WrapType.NOT_APPLICABLE) throw new Error("wrap callback used before its inputs were ready");
    const to = await wrappedNative.getAddress();
    const request =
      type === WrapType.WRAP
        ? { to, data: wrappedNative.interface.encodeFunctionData("deposit"), value: amount.quotient }
        : { to, data: wrappedNative.interface.encodeFunctionData("withdraw", [amount.quotient]) };
    try {
      return await send({ chainId, account, request, kind: "wrap", summary: wrapSummary(type, amount, chainId) });
    } catch (error) {
      if (!isUserRejection(error)) dispatch(addPopup({ content: { kind: "error", messageKey: "errors.executionReverted" }, removeAfterMs: ERROR_TOAST_MS }));
      throw error;
    }
  }, [account, wrappedNative, amount, type, chainId, send, dispatch]);

  return { wrapType: type, inputError, execute: amount && !inputError && provider && account && type !== WrapType.NOT_APPLICABLE ? execute : undefined };
}
