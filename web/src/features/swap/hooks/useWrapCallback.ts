import { useCallback, useMemo } from "react";
import { useCurrencyBalance, useContracts } from "@/onchain/hooks";
import { useWriteFlow } from "../../transactions";
import { tryParseAmount, type Currency } from "@/sdk";
import { useWallet } from "@/wallet";
import { wrapInputError, WrapType, wrapType, wrapWrite } from "../logic/wrap";
import type { SwapInputError } from "../logic/inputError";

interface WrapInfo {
  wrapType: WrapType;
  inputError: SwapInputError | undefined;
  /** Sends the wrap; resolves with the hash, or undefined when nothing was sent. Undefined while it cannot be sent. */
  execute: (() => Promise<string | undefined>) | undefined;
}

/** Native ↔ wrapped native through the write flow: the amount typed, checked against the balance. */
export function useWrapCallback(input: Currency | undefined, output: Currency | undefined, typedValue: string): WrapInfo {
  const { account, chainId, provider } = useWallet();
  const { wrappedNative } = useContracts();
  const type = wrapType(input, output);
  const amount = useMemo(() => tryParseAmount(typedValue, input), [typedValue, input]);
  const balance = useCurrencyBalance(account, input);
  const { send } = useWriteFlow(wrapWrite);
  const inputError = type === WrapType.NOT_APPLICABLE ? undefined : wrapInputError(amount, balance);
  const to = wrappedNative ? String(wrappedNative.target) : undefined;

  const execute = useCallback(
    () => (to && amount && type !== WrapType.NOT_APPLICABLE ? send({ type, amount, wrappedNative: to, chainId }) : Promise.resolve(undefined)),
    [to, amount, type, chainId, send],
  );

  return { wrapType: type, inputError, execute: amount && !inputError && provider && account && to && type !== WrapType.NOT_APPLICABLE ? execute : undefined };
}
