import type { Severity } from "./priceImpact";
import { inputErrorLabel, type SwapInputError } from "./inputError";

/** A translation key and its parameters: the page shows `t(key, params)`. */
interface ButtonLabel {
  key: string;
  params?: Record<string, string>;
}

type SwapButtonState =
  | { action: "connect"; label: ButtonLabel }
  | { action: "none"; label: ButtonLabel; disabled: true; warning?: boolean }
  | { action: "swap"; label: ButtonLabel; disabled: boolean; warning: boolean };

export interface SwapButtonParams {
  account: string | undefined;
  inputError: SwapInputError | undefined;
  /** A positive amount was entered for two tokens but no trade was found. */
  noRoute: boolean;
  /** The trade's price impact severity (of the impact without fee). */
  severity: Severity;
  expertMode: boolean;
  swapping: boolean;
  /** Approval still needed before the swap (the Approve button shows beside it). */
  needsApproval: boolean;
  /** The chain's data may be out of date (RPC unreachable or silent too long): never act on that quote. */
  stale?: boolean;
}

/**
 * The swap button: 'Get Started' without a wallet; 'Swapping' while running; the input error (an insufficient
 * balance only once a route exists, since without one 'No Liquidity Found' says more); 'Price Impact Too High'
 * (blocked) at severity 4 unless expert mode; 'Price may be out of date' (blocked) while the chain's data is stale;
 * 'Swap Anyway' above severity 2; else 'Swap', disabled until approved.
 */
export function swapButtonState(p: SwapButtonParams): SwapButtonState {
  if (!p.account) return { action: "connect", label: { key: "swap.getStarted" } };
  if (p.swapping) return { action: "none", label: { key: "swap.swapping" }, disabled: true };
  if (p.inputError && p.inputError.kind !== "insufficientBalance") return { action: "none", label: inputErrorLabel(p.inputError), disabled: true };
  if (p.stale) return { action: "none", label: { key: "stale.priceOutOfDate" }, disabled: true, warning: true };
  if (p.noRoute) return { action: "none", label: { key: "swap.noLiquidity" }, disabled: true };
  if (p.inputError) return { action: "none", label: inputErrorLabel(p.inputError), disabled: true };
  if (p.severity > 3 && !p.expertMode) return { action: "none", label: { key: "swap.priceImpactTooHigh" }, disabled: true, warning: true };
  const warning = p.severity > 2;
  return { action: "swap", label: { key: warning ? "swap.swapAnyway" : "swap.swap" }, disabled: p.needsApproval, warning };
}
