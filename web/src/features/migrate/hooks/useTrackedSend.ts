import { useCallback, useMemo, useState } from "react";
import { toUserError, type UserError } from "@/chain/errors";
import type { RequestOrBuilder, SummaryDescriptor, TransactionKind } from "@/chain/transactions";
import { followTransaction, useAllTransactions, useSendTransaction } from "../../transactions";
import { useWallet } from "@/wallet";
import { txPhase, type TxPhase } from "../logic/buttonStates";
import { V1_DEADLINE_SECONDS } from "../logic/v1Position";

/**
 * Sends one V1 transaction (migrate, or remove from a V1 exchange; the deadline is now + 1200 s) through the
 * transaction pipeline and follows it to its receipt. A rejection, a failed estimate or a reverted receipt ends
 * in 'failed' with the reason, so the page can re-enable its button.
 */
export function useTrackedSend(kind: TransactionKind): {
  phase: TxPhase;
  /** Why sending failed, undefined otherwise. */
  error: UserError | undefined;
  /** The sent transaction was mined and reverted. */
  reverted: boolean;
  /** The sent transaction's hash, once the wallet sent it. */
  hash: string | undefined;
  send: (request: RequestOrBuilder, summary: SummaryDescriptor) => Promise<void>;
} {
  const { account, chainId } = useWallet();
  const sendTransaction = useSendTransaction();
  const transactions = useAllTransactions();
  const [signing, setSigning] = useState(false);
  const [hash, setHash] = useState<string>();
  const [error, setError] = useState<UserError>();
  // Followed through a wallet's speed-up; a replaced or dropped one fails (the button is usable again).
  const record = followTransaction(transactions, hash);

  const phase = txPhase({ signing, hash, confirmed: !!record?.receipt || !!record?.lost, receiptStatus: record?.lost ? 0 : record?.receipt?.status, error: !!error });

  const send = useCallback(
    async (request: RequestOrBuilder, summary: SummaryDescriptor) => {
      if (!account) return;
      setSigning(true);
      setError(undefined);
      setHash(undefined);
      try {
        setHash(await sendTransaction({ chainId, account, request, summary, kind, deadlineSeconds: V1_DEADLINE_SECONDS }));
      } catch (e) {
        console.error("V1 transaction failed", e);
        setError(toUserError(e));
      } finally {
        setSigning(false);
      }
    },
    [account, chainId, kind, sendTransaction],
  );

  const reverted = phase === "failed" && hash !== undefined && !record?.lost;
  return useMemo(() => ({ phase, error, reverted, hash, send }), [phase, reverted, error, hash, send]);
}
