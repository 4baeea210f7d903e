import { displayTokenSymbol, type Currency, type CurrencyAmount } from "@/sdk";

/** The swap input errors, in precedence order (first wins). */
export type SwapInputError =
  | { kind: "connectWallet" }
  | { kind: "enterAmount" }
  | { kind: "selectToken" }
  | { kind: "enterRecipient" }
  | { kind: "invalidRecipient" }
  | { kind: "insufficientBalance"; symbol: string };

export interface SwapInputErrorParams {
  account: string | undefined;
  parsedAmount: CurrencyAmount | undefined;
  inputCurrency: Currency | undefined;
  outputCurrency: Currency | undefined;
  /** The user typed a recipient (null: send to the account). */
  recipientTyped: boolean;
  /** The checksummed recipient it resolved to, if any. */
  recipientAddress: string | undefined;
  /** Addresses that may not receive: the router/factory block list and everything in the trade's route. */
  blockedRecipients: readonly string[];
  inputBalance: CurrencyAmount | undefined;
  /** Most the trade may take from the input (slippage-adjusted), when a trade exists. */
  maximumAmountIn: CurrencyAmount | undefined;
}

/** The first applicable input error, or undefined when the swap may go ahead. */
export function swapInputError(p: SwapInputErrorParams): SwapInputError | undefined {
  if (!p.account) return { kind: "connectWallet" };
  if (!p.parsedAmount) return { kind: "enterAmount" };
  if (!p.inputCurrency || !p.outputCurrency) return { kind: "selectToken" };
  if (p.recipientTyped) {
    if (!p.recipientAddress) return { kind: "enterRecipient" };
    const to = p.recipientAddress.toLowerCase();
    if (p.blockedRecipients.some((address) => address.toLowerCase() === to)) return { kind: "invalidRecipient" };
  }
  if (p.inputBalance && p.maximumAmountIn && p.inputBalance.lessThan(p.maximumAmountIn)) {
    return { kind: "insufficientBalance", symbol: displayTokenSymbol(p.maximumAmountIn.currency) };
  }
  return undefined;
}

/** The translation key (and parameters) of an input error: what the button and the page show. */
export function inputErrorLabel(error: SwapInputError): { key: string; params?: Record<string, string> } {
  if (error.kind === "insufficientBalance") return { key: "swap.errors.insufficientBalance", params: { symbol: error.symbol } };
  return { key: `swap.errors.${error.kind}` };
}
