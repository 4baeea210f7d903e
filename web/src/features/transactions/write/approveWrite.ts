import { ERC20_INTERFACE } from "@/onchain/hooks";
import { summary, type TransactionRequest } from "@/onchain/transactions";
import type { WriteDescription } from "./writeFlow";

export interface ApproveInputs {
  token: string;
  spender: string;
  /** The token's symbol as the toasts show it (already made safe for display). */
  symbol: string;
  /** The allowances to ask for, in order of preference (unlimited, then exact); the first that estimates is sent. */
  amounts: bigint[];
  /**
   * "reset" sends approve(spender, 0) alone: a token that refuses to change a non-zero allowance (USDT-like) needs
   * it mined before the approval itself.
   */
  step: "reset" | "approve";
}

/** approve(spender, amount) on the token. */
export function approveCall(token: string, spender: string, amount: bigint): TransactionRequest {
  return { to: token, data: ERC20_INTERFACE.encodeFunctionData("approve", [spender, amount]) };
}

/**
 * The Approve buttons' write (swap, add, remove, migrate). Recorded as an approval of that token and spender, so
 * the buttons show it pending until it is mined. An approval has no deadline: the builder ignores it.
 */
export const approveWrite: WriteDescription<ApproveInputs> = {
  kind: "approve",
  summary: ({ step, symbol }) => summary(step === "reset" ? "txSummary.resetApproval" : "txSummary.approve", { symbol }),
  buildCalls: ({ token, spender, amounts, step }) => (step === "reset" ? [0n] : amounts).map((amount) => approveCall(token, spender, amount)),
  approval: ({ token, spender }) => ({ tokenAddress: token, spender }),
};
