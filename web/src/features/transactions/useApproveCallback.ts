import { useCallback, useMemo } from "react";
import { getChainInfo } from "@/networks";
import { useHasPendingApproval } from "./hooks";
import { useSendTransaction } from "./useSendTransaction";
import { displayTokenSymbol, type Currency, type CurrencyAmount, type Token } from "@/sdk";
import { useWallet } from "@/wallet";
import { summary, waitForReceipt, type TransactionRequest } from "@/onchain/transactions";
import { useAppSelector } from "@/base/store";
import { approvalAmounts, approvalState, ApprovalState, ERC20_INTERFACE, needsAllowanceReset, unlimitedApprovalAmount, useTokenAllowance } from "@/onchain/hooks";

const ERC20 = ERC20_INTERFACE;

/**
 * Approval of `spender` for `amountToApprove`, following the user's approval setting: "unlimited" (the default)
 * tries the unlimited amount first and falls back to the exact amount when only that estimates; "exact" approves
 * `amountToApprove` only. Failures are logged and rethrown so the caller can reset its button. A token that refuses to change
 * a non-zero allowance (USDT-like) first gets approve(0), sent, tracked and mined as its own step.
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
  const send = useSendTransaction();

  const approve = useCallback(
    async () => {
      if (state !== ApprovalState.NOT_APPROVED) return console.error("approve was called unnecessarily");
      if (!token) return console.error("no token");
      if (!provider || !account) return console.error("no wallet");
      if (!amountToApprove) return console.error("missing amount to approve");
      if (!spender) return console.error("no spender");

      const call = (amount: bigint): TransactionRequest => ({ to: token.address, data: ERC20.encodeFunctionData("approve", [spender, amount]) });
      const unlimited = unlimitedApprovalAmount(spender, getChainInfo(chainId)?.contracts.router);
      const candidates = approvalAmounts(mode, amountToApprove.quotient, unlimited).map(call);
      const approval = { tokenAddress: token.address, spender };
      try {
        if (account && currentAllowance && currentAllowance.quotient > 0n) {
          const reset = call(0n);
          const check = { from: account, to: token.address, approveData: candidates.map((c) => c.data), resetData: reset.data };
          if (await needsAllowanceReset(provider, check)) {
            const resetHash = await send({ chainId, account, request: reset, kind: "approve", summary: summary("txSummary.resetApproval", { symbol: displayTokenSymbol(token) }), approval });
            const resetReceipt = await waitForReceipt(provider, resetHash);
            if (resetReceipt.status === 0) throw new Error(`approve(0) of ${token.address} reverted`);
          }
        }
        await send({ chainId, account, request: candidates, kind: "approve", summary: summary("txSummary.approve", { symbol: displayTokenSymbol(token) }), approval });
      } catch (error) {
        console.debug("Failed to approve token", error);
        throw error;
      }
    },
    [state, token, provider, account, amountToApprove, spender, chainId, send, currentAllowance, mode],
  );

  return [state, approve];
}
