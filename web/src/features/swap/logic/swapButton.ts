import type { Severity } from "./priceImpact";
import { swapInputErrorText, type SwapInputError } from "./inputError";

export type SwapButtonState =
  | { action: "connect"; text: "Get Started" }
  | { action: "none"; text: string; disabled: true; warning?: boolean }
  | { action: "swap"; text: "Swap" | "Swap Anyway"; disabled: boolean; warning: boolean };

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
 * Spec §5 swap button: 'Get Started' without a wallet; the input error's text; 'No Liquidity Found' when there is
 * no quote; 'Swapping' while running; 'Swap Anyway' above severity 2; 'Price Impact Too High' (blocked) at
 * severity 4 unless expert mode; 'Price may be out of date' (blocked) while the chain's data is stale.
 */
export function swapButtonState(p: SwapButtonParams): SwapButtonState {
  if (!p.account) return { action: "connect", text: "Get Started" };
  if (p.swapping) return { action: "none", text: "Swapping", disabled: true };
  if (p.inputError && p.inputError.kind !== "insufficientBalance") {
    return { action: "none", text: swapInputErrorText(p.inputError), disabled: true };
  }
  if (p.stale) return { action: "none", text: "Price may be out of date", disabled: true, warning: true };
  if (p.noRoute) return { action: "none", text: "No Liquidity Found", disabled: true };
  if (p.inputError) return { action: "none", text: swapInputErrorText(p.inputError), disabled: true };
  if (p.severity > 3 && !p.expertMode) return { action: "none", text: "Price Impact Too High", disabled: true, warning: true };
  const warning = p.severity > 2;
  return { action: "swap", text: warning ? "Swap Anyway" : "Swap", disabled: p.needsApproval, warning };
}
