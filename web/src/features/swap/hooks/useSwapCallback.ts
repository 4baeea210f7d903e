import { useCallback } from "react";
import { useAppDispatch } from "@/base/store";
import type { CallsBuilder } from "@/chain/transactions";
import { addPopup } from "../../popups";
import { getChainInfo } from "@/chains";
import { isUserRejection, UserFacingError } from "@/chain/errors";
import { useSendTransaction } from "../../transactions";
import { getTradeVersion, type Trade } from "@/sdk";
import { useWallet } from "@/wallet";
import { swapCandidateCalls } from "../logic/swapCalls";
import { swapSummary } from "../logic/summaries";
import { assertRecipientUnchanged } from "../logic/recipientRecheck";
import { isAddress } from "@/base/validation/address";

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
  const { account, chainId, provider, readProvider } = useWallet();
  const send = useSendTransaction();
  const dispatch = useAppDispatch();
  const chain = getChainInfo(chainId);
  const to = recipientAddressOrName === null ? account : recipientAddress;

  const swap = useCallback(async () => {
    if (!trade || !account || !chain || !to) throw new Error("swap callback used before its inputs were ready");
    const isV1 = getTradeVersion(trade) === "v1";
    // A recipient typed as a name is resolved again right before sending; the swap goes only to the reviewed address.
    const name = recipientAddressOrName !== null && !isAddress(recipientAddressOrName) ? recipientAddressOrName : undefined;
    const beforeSend = name ? () => assertRecipientUnchanged((n) => (readProvider ? readProvider.resolveName(n) : Promise.resolve(null)), name, to) : undefined;
    try {
      return await send({
        chainId,
        account,
        kind: "swap",
        summary: swapSummary(trade, { recipient: recipientAddressOrName, isV1 }),
        beforeSend,
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
      // Nothing was sent when the recipient name moved: its own message, no "Execution reverted!" toast.
      if (!isUserRejection(error) && !isRecipientChange(error)) {
        console.error("Swap failed", error);
        dispatch(addPopup({ content: { kind: "error", messageKey: "errors.executionReverted" }, removeAfterMs: ERROR_TOAST_MS }));
      }
      throw error;
    }
  }, [trade, account, chainId, chain, to, allowedSlippageBips, v1Exchanges, recipientAddressOrName, send, dispatch, readProvider]);

  if (!trade || !provider || !account || !chain) return undefined;
  if (!to) return undefined;
  return swap;
}

function isRecipientChange(error: unknown): boolean {
  return error instanceof UserFacingError && error.userError.kind === "recipientChanged";
}

/** Builds the calls a swap of `trade` would send now (for estimates such as the network fee line). */
export function useSwapCallsBuilder(
  trade: Trade | undefined,
  allowedSlippageBips: number,
  recipientAddressOrName: string | null,
  recipientAddress: string | undefined,
  v1Exchanges: Record<string, string>,
): CallsBuilder | undefined {
  const { account, chainId } = useWallet();
  const chain = getChainInfo(chainId);
  const to = recipientAddressOrName === null ? account : recipientAddress;
  const build = useCallback(
    (deadline: bigint) =>
      swapCandidateCalls(trade!, {
        allowedSlippageBips,
        recipient: to!,
        deadline: Number(deadline),
        naming: chain!.routerNaming,
        router: chain!.contracts.router,
        v1Exchanges,
      }),
    [trade, to, allowedSlippageBips, chain, v1Exchanges],
  );
  return trade && chain && to ? build : undefined;
}
