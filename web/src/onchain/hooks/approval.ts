import { MaxUint256 } from "ethers";
import type { Currency, CurrencyAmount, Token } from "@/sdk";

/** Approval states. */
export enum ApprovalState {
  UNKNOWN,
  NOT_APPROVED,
  PENDING,
  APPROVED,
}

/**
 * "router approval uses a very large fixed amount (10^36 units)"; any other spender gets the largest
 * uint256. Either counts as unlimited for the user.
 */
export const ROUTER_UNLIMITED_APPROVAL = 10n ** 36n;
/**
 * Whether an allowance reads as "Unlimited" to the user: the app's own router approvals are 10^36, not the largest
 * uint256, and spending from one lowers it a little, so anything at or above half of 10^36 counts. No token amount
 * a user could hold comes near it (10^18 whole tokens of 18 decimals).
 */
export function isUnlimitedAllowance(amount: bigint): boolean {
  return amount >= ROUTER_UNLIMITED_APPROVAL / 2n;
}

export function unlimitedApprovalAmount(spender: string, router: string | undefined): bigint {
  return router && spender.toLowerCase() === router.toLowerCase() ? ROUTER_UNLIMITED_APPROVAL : MaxUint256;
}

/**
 * The approve amounts to try, in order. "unlimited" tries the unlimited amount and falls back to the exact one
 * when only that estimates (some tokens refuse huge allowances); "exact" never asks for more than the amount at hand.
 */
export function approvalAmounts(mode: "unlimited" | "exact", exactAmount: bigint, unlimitedAmount: bigint): bigint[] {
  return mode === "exact" ? [exactAmount] : [unlimitedAmount, exactAmount];
}

/**
 * UNKNOWN without an amount or spender; native coins are always APPROVED; an allowance below the amount
 * is NOT_APPROVED, or PENDING while an approval transaction for that token and spender is unconfirmed.
 */
export function approvalState(
  amountToApprove: CurrencyAmount<Currency> | undefined,
  spender: string | undefined,
  currentAllowance: CurrencyAmount<Token> | undefined,
  pendingApproval: boolean,
): ApprovalState {
  if (!amountToApprove || !spender) return ApprovalState.UNKNOWN;
  if (amountToApprove.currency.isNative) return ApprovalState.APPROVED;
  if (!currentAllowance) return ApprovalState.UNKNOWN;
  if (currentAllowance.lessThan(amountToApprove)) return pendingApproval ? ApprovalState.PENDING : ApprovalState.NOT_APPROVED;
  return ApprovalState.APPROVED;
}
