import { useCallback } from "react";
import { useAppDispatch, useAppSelector } from "../../../app/hooks";
import { transactionDeadline, type TransactionRequest } from "../../../chain/transactions";
import { addPopup } from "../../../app/application/slice";
import { getChainInfo } from "../../../chains";
import { isUserRejection } from "../../../chain/errors";
import { useSendTransaction } from "../../transactions";
import { getTradeVersion, type Trade } from "../../../sdk";
import { useWallet } from "../../../wallet/WalletContext";
import { swapCandidateCalls } from "../logic/swapCalls";
import { swapSummary } from "../logic/summaries";

/** Swap, wrap and special-swap failures (not rejections) also raise the "Execution reverted!" toast for this long. */
export const ERROR_TOAST_MS = 2000;

/**
 * Sends the trade through the transaction pipeline: candidates from the router (PEN or ETH names per chain) or the
 * V1 exchange with the pipeline's deadline. Resolves with the hash; rejects with a UserFacingError.
 */
export function useSwapCallback(
  trade: Trade | undefined,
  allowedSlippageBips: number,
  recipientAddressOrName: string | null,
  recipientAddress: string | undefined,
  v1Exchanges: Record<string, string>,
): (() => Promise<string>) | undefined {
  const { account, chainId, provider } = useWallet();
  const send = useSendTransaction();
  const dispatch = useAppDispatch();
  const chain = getChainInfo(chainId);
  const to = recipientAddressOrName === null ? account : recipientAddress;

  const swap = useCallback(async () => {
    if (!trade || !account || !chain || !to) throw new Error("swap callback used before its inputs were ready");
    const isV1 = getTradeVersion(trade) === "v1";
    try {
      return await send({
        chainId,
        account,
        kind: "swap",
        summary: swapSummary(trade, { recipient: recipientAddressOrName, isV1 }),
        request: (deadline) =>
          swapCandidateCalls(trade, {
            allowedSlippageBips,
            recipient: to,
            deadline: Number(deadline),
            naming: chain.routerNaming,
            router: chain.contracts.router,
            v1Exchanges,
          }),
      });
    } catch (error) {
      if (!isUserRejection(error)) {
        console.error("Swap failed", error);
        dispatch(addPopup({ content: { kind: "error", messageKey: "errors.executionReverted" }, removeAfterMs: ERROR_TOAST_MS }));
      }
      throw error;
    }
  }, [trade, account, chainId, chain, to, allowedSlippageBips, v1Exchanges, recipientAddressOrName, send, dispatch]);

  if (!trade || !provider || !account || !chain) return undefined;
  if (!to) return undefined;
  return swap;
}

/** Builds the calls a swap of `trade` would send now (for estimates such as the network fee line). */
export function useSwapCallsBuilder(
  trade: Trade | undefined,
  allowedSlippageBips: number,
  recipientAddressOrName: string | null,
  recipientAddress: string | undefined,
  v1Exchanges: Record<string, string>,
): (() => TransactionRequest[]) | undefined {
  const { account, chainId } = useWallet();
  const deadlineSeconds = useAppSelector((state) => state.user.userDeadline);
  const chain = getChainInfo(chainId);
  const to = recipientAddressOrName === null ? account : recipientAddress;
  const build = useCallback(
    () =>
      swapCandidateCalls(trade!, {
        allowedSlippageBips,
        recipient: to!,
        deadline: Number(transactionDeadline(Date.now(), deadlineSeconds)),
        naming: chain!.routerNaming,
        router: chain!.contracts.router,
        v1Exchanges,
      }),
    [trade, to, allowedSlippageBips, deadlineSeconds, chain, v1Exchanges],
  );
  return trade && chain && to ? build : undefined;
}
