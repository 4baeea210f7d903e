import type { Currency, CurrencyAmount } from "../../../sdk";

/** Spec §5 swap input errors, in precedence order (first wins). */
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

/** The first applicable error of spec §5, or undefined when the swap may go ahead. */
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
    return { kind: "insufficientBalance", symbol: p.maximumAmountIn.currency.symbol ?? "" };
  }
  return undefined;
}

/** The English text of an input error (the page renders the same words through i18n keys). */
export function swapInputErrorText(error: SwapInputError): string {
  switch (error.kind) {
    case "connectWallet":
      return "Connect Wallet";
    case "enterAmount":
      return "Enter an amount";
    case "selectToken":
      return "Select a token";
    case "enterRecipient":
      return "Enter a recipient";
    case "invalidRecipient":
      return "Invalid recipient";
    case "insufficientBalance":
      return `Insufficient ${error.symbol} balance`;
  }
}
