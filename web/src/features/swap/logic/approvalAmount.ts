import type { Currency, CurrencyAmount, Percent, Trade } from "@/sdk";

/**
 * What a swap must be allowed to take from the input token: the most the trade can spend once slippage is
 * counted (the exact input, or the slippage-raised maximum of an exact-output trade). The exact-approval
 * setting approves exactly this. Nothing for a native input, which needs no approval, or a bad slippage value.
 */
export function swapAmountToApprove(trade: Trade | undefined, allowedSlippage: Percent): CurrencyAmount<Currency> | undefined {
  if (!trade || !trade.inputAmount.currency.isToken) return undefined;
  try {
    return trade.maximumAmountIn(allowedSlippage);
  } /* Stryker disable next-line BlockStatement: equivalent, an empty catch also returns undefined (mutation/EQUIVALENT_MUTANTS.md) */ catch {
    return undefined;
  }
}
