import { useCallback, useMemo } from "react";
import { getChainInfo } from "@/networks";
import { useHasPendingApproval } from "./hooks";
import { displayTokenSymbol, type Currency, type CurrencyAmount, type Token } from "@/sdk";
import { useWallet } from "@/wallet";
import { waitForReceipt } from "@/onchain/transactions";
import { useAppSelector } from "@/base/store";
import { approvalAmounts, approvalState, ApprovalState, needsAllowanceReset, unlimitedApprovalAmount, useTokenAllowance } from "@/onchain/hooks";
import { useWriteFlow } from "./write/useWriteFlow";
import { approveWrite, type ApproveInputs } from "./write/approveWrite";

/**
 * Approval of `spender` for `amountToApprove` through the write flow, following the user's approval setting:
 * "unlimited" (the default) tries the unlimited amount first and falls back to the exact amount when only that
 * estimates; "exact" approves `amountToApprove` only. Resolves once the approval is sent; rejects when it was not
 * (the flow has logged why) so the caller can reset its button. A token that refuses to change a non-zero
 * allowance (USDT-like) first gets approve(0), sent, tracked and mined as its own step.
 */
export function useApproveCallback(
  amountToApprove?: CurrencyAmount<Currency>,
  spender?: string,
): [ApprovalState, () => Promise<void>] {
  const { account, chainId, provider } = useWallet();
  const mode = useAppSelector((state) => state.user.userApprovalMode);
  const token: Token | undefined = amountToApprove?.currency.isToken ? amountToApprove.currency : undefined;
  const currentAllowance = useTokenAllowance(token, account, spender);
  const pendingApproval = useHasPendingApproval(token?.address, spender);
  const state = useMemo(
    () => approvalState(amountToApprove, spender, currentAllowance, pendingApproval),
    [amountToApprove, spender, currentAllowance, pendingApproval],
  );
  const { send } = useWriteFlow(approveWrite);

  const approve = useCallback(
    async () => {
      if (state !== ApprovalState.NOT_APPROVED) return console.error("approve was called unnecessarily");
      if (!token) return console.error("no token");
      if (!provider || !account) return console.error("no wallet");
      if (!amountToApprove) return console.error("missing amount to approve");
      if (!spender) return console.error("no spender");

      const unlimited = unlimitedApprovalAmount(spender, getChainInfo(chainId)?.contracts.router);
      const inputs: ApproveInputs = {
        token: token.address,
        spender,
        symbol: displayTokenSymbol(token),
        amounts: approvalAmounts(mode, amountToApprove.quotient, unlimited),
        step: "approve",
      };
      const reset: ApproveInputs = { ...inputs, step: "reset" };
      if (currentAllowance && currentAllowance.quotient > 0n) {
        const calls = (step: ApproveInputs) => approveWrite.buildCalls(step, 0n).map((call) => call.data);
        const check = { from: account, to: token.address, approveData: calls(inputs), resetData: calls(reset)[0] };
        if (await needsAllowanceReset(provider, check)) {
          const resetHash = await send(reset);
          if (!resetHash) throw new Error(`approve(0) of ${token.address} was not sent`);
          const resetReceipt = await waitForReceipt(provider, resetHash);
          if (resetReceipt.status === 0) throw new Error(`approve(0) of ${token.address} reverted`);
        }
      }
      if (!(await send(inputs))) throw new Error(`approval of ${token.address} was not sent`);
    },
    [state, token, provider, account, amountToApprove, spender, chainId, send, currentAllowance, mode],
  );

  return [state, approve];
}
