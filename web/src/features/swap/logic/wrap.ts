import type { SwapInputError } from "./inputError";
import { displayTokenSymbol, type Currency, type CurrencyAmount, WRAPPED_NATIVE } from "@/sdk";
import { summary, type SummaryDescriptor } from "@/onchain/transactions";
import { WRAPPED_NATIVE_INTERFACE } from "@/onchain/hooks";
import type { WriteDescription } from "../../transactions";

export enum WrapType {
  NOT_APPLICABLE = "NOT_APPLICABLE",
  WRAP = "WRAP",
  UNWRAP = "UNWRAP",
}

/** Native → its wrapped token is WRAP, the reverse UNWRAP; anything else goes through the router. */
export function wrapType(input: Currency | undefined, output: Currency | undefined): WrapType {
  if (!input || !output || input.chainId !== output.chainId) return WrapType.NOT_APPLICABLE;
  const wrapped = WRAPPED_NATIVE[input.chainId];
  if (!wrapped) return WrapType.NOT_APPLICABLE;
  if (input.isNative && wrapped.equals(output)) return WrapType.WRAP;
  if (output.isNative && wrapped.equals(input)) return WrapType.UNWRAP;
  return WrapType.NOT_APPLICABLE;
}

/** 'Insufficient {symbol} balance' (as a translation key) when the balance is below the amount; undefined when fine. */
export function wrapInputError(amount: CurrencyAmount | undefined, balance: CurrencyAmount | undefined): SwapInputError | undefined {
  if (!amount) return undefined;
  if (!balance || balance.lessThan(amount)) return { kind: "insufficientBalance", symbol: displayTokenSymbol(amount.currency) };
  return undefined;
}

/**
 * The summary recorded with a wrap transaction (the toast shows it when confirmed). PC (3344) and the testnet
 * wrapped PEN (555555) have their own product texts ('WPC deposit confirmed'); other chains say 'Wrap 1 OAS to WOAS'.
 */
export function wrapSummary(type: WrapType.WRAP | WrapType.UNWRAP, amount: CurrencyAmount, chainId: number): SummaryDescriptor {
  const wrap = type === WrapType.WRAP;
  if (chainId === 3344) return summary(wrap ? "txSummary.wpcDeposit" : "txSummary.wpcWithdraw");
  if (chainId === 555555) return summary(wrap ? "txSummary.testnetWpenDeposit" : "txSummary.testnetWpenWithdraw");
  const wrapped = WRAPPED_NATIVE[chainId]?.symbol ?? "";
  const symbol = amount.currency.symbol ?? "";
  const amountText = amount.toSignificant(6);
  return wrap
    ? summary("txSummary.wrap", { amount: amountText, native: symbol, wrapped })
    : // Stryker disable next-line Regex: equivalent, every wrapped native symbol starts with its only W (mutation/EQUIVALENT_MUTANTS.md)
      summary("txSummary.unwrap", { amount: amountText, wrapped: symbol, native: symbol.replace(/^W/, "") });
}

interface WrapWriteInputs {
  type: WrapType.WRAP | WrapType.UNWRAP;
  amount: CurrencyAmount;
  /** The chain's wrapped native token. */
  wrappedNative: string;
  chainId: number;
}

/** Native ↔ wrapped native, 1:1: deposit (with value) or withdraw(amount). A failure also raises the error toast. */
export const wrapWrite: WriteDescription<WrapWriteInputs> = {
  kind: "wrap",
  failureToast: true,
  summary: (inputs) => wrapSummary(inputs.type, inputs.amount, inputs.chainId),
  buildCalls: ({ type, amount, wrappedNative }) => [
    type === WrapType.WRAP
      ? { to: wrappedNative, data: WRAPPED_NATIVE_INTERFACE.encodeFunctionData("deposit"), value: amount.quotient }
      : { to: wrappedNative, data: WRAPPED_NATIVE_INTERFACE.encodeFunctionData("withdraw", [amount.quotient]) },
  ],
};
