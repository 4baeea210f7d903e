import type { SwapInputError } from "./inputError";
import { type Currency, type CurrencyAmount, WRAPPED_NATIVE } from "../../../sdk";

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
  if (!balance || balance.lessThan(amount)) return { kind: "insufficientBalance", symbol: amount.currency.symbol ?? "" };
  return undefined;
}

/**
 * The summary recorded with a wrap transaction (the toast shows it when confirmed). The product names special texts
 * for PC (3344) and the testnet wrapped PEN (555555); other chains get 'Wrap 1 OAS to WOAS' style text.
 */
export function wrapSummary(type: WrapType.WRAP | WrapType.UNWRAP, amount: CurrencyAmount, chainId: number): string {
  const action = type === WrapType.WRAP ? "deposit" : "withdraw";
  if (chainId === 3344) return `WPC ${action} confirmed`;
  if (chainId === 555555) return `Testnet WPEN ${action} confirmed`;
  const wrapped = WRAPPED_NATIVE[chainId];
  const nativeSymbol = type === WrapType.WRAP ? amount.currency.symbol : amount.currency.symbol?.replace(/^W/, "");
  return type === WrapType.WRAP
    ? `Wrap ${amount.toSignificant(6)} ${nativeSymbol} to ${wrapped?.symbol}`
    : `Unwrap ${amount.toSignificant(6)} ${amount.currency.symbol} to ${nativeSymbol}`;
}
