import { useCallback } from "react";
import { useAppDispatch, useAppSelector } from "../../../app/hooks";
import { addPopup } from "../../../app/application/slice";
import { getChainInfo } from "../../../chains";
import { sendTransaction, TransactionError } from "../../../chain/transactions/sendTransaction";
import { isUserRejection, TRANSACTION_REJECTED } from "../../../chain/transactions/errorMessages";
import { useTransactionAdder } from "../../transactions";
import { getTradeVersion, type Trade } from "../../../sdk";
import { useWallet } from "../../../wallet/WalletContext";
import { swapCandidateCalls } from "../logic/swapCalls";
import { swapSummary } from "../logic/summaries";

/** Spec §8: swap, wrap and special-swap failures also raise this error toast for 2000 ms. */
export const EXECUTION_REVERTED_TOAST = "Execution reverted!";
export const ERROR_TOAST_MS = 2000;

export function swapFailedMessage(error: unknown): string {
  if (isUserRejection(error)) return TRANSACTION_REJECTED;
  const message = error instanceof TransactionError ? error.message : error instanceof Error ? error.message : String(error);
  return message === TRANSACTION_REJECTED ? message : `Swap failed: ${message}`;
}

/**
 * Sends the trade (spec §7): candidates from the router (PEN or ETH names per chain) or V1 exchange, deadline now
 * plus the user's setting, estimate → static call → send. Resolves with the hash; rejects with the spec §8 text.
 */
export function useSwapCallback(
  trade: Trade | undefined,
  allowedSlippageBips: number,
  recipientAddressOrName: string | null,
  recipientAddress: string | undefined,
  v1Exchanges: Record<string, string>,
): (() => Promise<string>) | undefined {
  const { account, chainId, provider } = useWallet();
  const deadlineSeconds = useAppSelector((state) => state.user.userDeadline);
  const addTransaction = useTransactionAdder();
  const dispatch = useAppDispatch();
  const chain = getChainInfo(chainId);
  const to = recipientAddressOrName === null ? account : recipientAddress;

  const swap = useCallback(async () => {
    if (!trade || !provider || !account || !chain || !to) throw new Error("Missing dependencies");
    const calls = swapCandidateCalls(trade, {
      allowedSlippageBips,
      recipient: to,
      deadline: Math.floor(Date.now() / 1000) + deadlineSeconds,
      naming: chain.routerNaming,
      router: chain.contracts.router,
      v1Exchanges,
    });
    try {
      const signer = await provider.getSigner();
      const response = await sendTransaction(signer, calls);
      const isV1 = getTradeVersion(trade) === "v1";
      addTransaction(response, { summary: swapSummary(trade, { recipient: recipientAddressOrName, isV1 }), category: "swap" });
      return response.hash;
    } catch (error) {
      if (!isUserRejection(error)) {
        console.error("Swap failed", error);
        dispatch(addPopup({ content: { kind: "error", message: EXECUTION_REVERTED_TOAST }, removeAfterMs: ERROR_TOAST_MS }));
      }
      throw new Error(swapFailedMessage(error), { cause: error });
    }
  }, [trade, provider, account, chain, to, allowedSlippageBips, deadlineSeconds, v1Exchanges, addTransaction, recipientAddressOrName, dispatch]);

  if (!trade || !provider || !account || !chain) return undefined;
  if (!to) return undefined;
  return swap;
}
