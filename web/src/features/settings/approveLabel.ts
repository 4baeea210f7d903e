import { useCallback } from "react";
import { useTranslation } from "react-i18next";
import { useAppSelector } from "@/base/store";
import { displayTokenSymbol, type Currency, type CurrencyAmount } from "@/sdk";
import type { ApprovalMode } from "./userSlice";

/**
 * The parameters of an Approve button's text under the approval setting: none in unlimited mode (the page keeps
 * its usual "Approve <symbol>"), the amount and symbol in exact mode so the user sees what they are allowing.
 */
export function exactApproveParams(mode: ApprovalMode, amount: CurrencyAmount<Currency> | undefined): { amount: string; symbol: string } | undefined {
  if (mode !== "exact" || !amount) return undefined;
  return { amount: amount.toSignificant(6), symbol: displayTokenSymbol(amount.currency) };
}

/** Returns label(amount, unlimitedLabel): the page's label in unlimited mode, "Approve 12.5 CPEN" in exact mode. */
export function useApproveLabel(): (amount: CurrencyAmount<Currency> | undefined, unlimitedLabel: string) => string {
  const { t } = useTranslation();
  const mode = useAppSelector((state) => state.user.userApprovalMode);
  return useCallback(
    (amount, unlimitedLabel) => {
      const params = exactApproveParams(mode, amount);
      return params ? t("approval.approveAmount", params) : unlimitedLabel;
    },
    [mode, t],
  );
}
