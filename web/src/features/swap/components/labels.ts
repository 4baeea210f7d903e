import type { TFunction } from "i18next";
import type { SwapInputError } from "../logic/inputError";

/** i18n of the swap button / input error texts (English values are the spec's exact words). */
export function inputErrorLabel(t: TFunction, error: SwapInputError): string {
  if (error.kind === "insufficientBalance") return t("swap.errors.insufficientBalance", { symbol: error.symbol });
  return t(`swap.errors.${error.kind}`);
}

const BUTTON_KEYS: Record<string, string> = {
  "Get Started": "swap.getStarted",
  Swapping: "swap.swapping",
  "No Liquidity Found": "swap.noLiquidity",
  "Price Impact Too High": "swap.priceImpactTooHigh",
  Swap: "swap.swap",
  "Swap Anyway": "swap.swapAnyway",
  "Price may be out of date": "stale.priceOutOfDate",
};

export function buttonLabel(t: TFunction, text: string, error: SwapInputError | undefined): string {
  const key = BUTTON_KEYS[text];
  if (key) return t(key);
  return error ? inputErrorLabel(t, error) : text;
}
