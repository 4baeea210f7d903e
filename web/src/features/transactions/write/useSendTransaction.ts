import { useCallback } from "react";
import { useAppDispatch, useAppSelector } from "@/base/store";
import { userError, UserFacingError } from "@/onchain/errors";
import { estimateThroughPipeline, nextBlockTimestamp, sendThroughPipeline, type PipelineInput, type PipelineWallet, type SentTransaction } from "@/onchain/transactions";
import { useWallet } from "@/wallet";
import { callFingerprint } from "../callFingerprint";
import { addTransaction } from "../slice";

/** The wallet behind a BrowserProvider, asked directly (EIP-1193) so a switch React has not seen yet still counts. */
function browserWallet(provider: NonNullable<ReturnType<typeof useWallet>["provider"]>): PipelineWallet {
  return {
    currentChainId: async () => Number(BigInt(await provider.send("eth_chainId", []))),
    currentAccount: async () => {
      const accounts: unknown = await provider.send("eth_accounts", []);
      return Array.isArray(accounts) && typeof accounts[0] === "string" ? accounts[0] : undefined;
    },
    signer: () => provider.getSigner(),
    nextBlockTimestamp: () => nextBlockTimestamp(provider),
  };
}

/**
 * The write flow's sender (private to write/: pages write through useWriteFlow): the transaction pipeline bound to
 * the connected wallet, the user's deadline setting and the transactions store. Resolves with the hash; rejects
 * with a UserFacingError.
 */
export function useSendTransaction(): (input: PipelineInput) => Promise<string> {
  const { provider } = useWallet();
  const deadlineSeconds = useAppSelector((state) => state.user.userDeadline);
  const dispatch = useAppDispatch();
  const record = useCallback(
    (tx: SentTransaction) =>
      dispatch(
        addTransaction({
          chainId: tx.chainId,
          hash: tx.hash,
          from: tx.account,
          summary: tx.summary,
          approval: tx.approval,
          // The confirmed toast says "Swap transaction confirmed" for swaps only.
          category: tx.kind === "swap" ? "swap" : undefined,
          kind: tx.kind,
          nonce: tx.nonce,
          callFingerprint: callFingerprint(tx.to, tx.data),
          addedTime: tx.addedTime,
        }),
      ),
    [dispatch],
  );
  return useCallback(
    async (input: PipelineInput) => {
      if (!provider) throw new UserFacingError(userError("unknown", "errors.notReady"));
      return sendThroughPipeline(browserWallet(provider), input, { deadlineSeconds, record });
    },
    [provider, deadlineSeconds, record],
  );
}

/**
 * The pipeline's estimate of a write, without sending: the same deadline and candidate choice as the send (the
 * network-fee line shows it). Resolves with the gas estimate; rejects with a UserFacingError.
 */
export function useEstimateTransaction(): (input: Pick<PipelineInput, "request" | "deadlineSeconds">) => Promise<bigint> {
  const { provider } = useWallet();
  const deadlineSeconds = useAppSelector((state) => state.user.userDeadline);
  return useCallback(
    async (input: Pick<PipelineInput, "request" | "deadlineSeconds">) => {
      if (!provider) throw new UserFacingError(userError("unknown", "errors.notReady"));
      return (await estimateThroughPipeline(browserWallet(provider), input, { deadlineSeconds })).gasEstimate;
    },
    [provider, deadlineSeconds],
  );
}
