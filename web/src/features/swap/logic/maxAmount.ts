import { CurrencyAmount, type Currency } from "@/sdk";

/** Max on the native coin keeps this much back for gas (0.01 of the coin). */
export const MIN_NATIVE_FOR_GAS = 10n ** 16n;

/** The most of a balance the user can put in: all of a token, the native balance minus the gas reserve (never below 0). */
export function maxAmountSpend(balance: CurrencyAmount<Currency> | undefined): CurrencyAmount<Currency> | undefined {
  if (!balance) return undefined;
  if (!balance.currency.isNative) return balance;
  // Stryker disable next-line EqualityOperator: equivalent, at equality both branches give 0 (mutation/EQUIVALENT_MUTANTS.md)
  const left = balance.quotient > MIN_NATIVE_FOR_GAS ? balance.quotient - MIN_NATIVE_FOR_GAS : 0n;
  return CurrencyAmount.fromRawAmount(balance.currency, left);
}
