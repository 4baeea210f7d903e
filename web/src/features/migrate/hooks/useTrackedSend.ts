import { useCallback, useMemo, useState } from "react";
import { sendTransaction, TransactionError, type CandidateCall } from "../../../chain/transactions/sendTransaction";
import { useAllTransactions, useTransactionAdder } from "../../transactions";
import { useWallet } from "../../../wallet/WalletContext";
import { txPhase, type TxPhase } from "../logic/buttonStates";

/**
 * Sends one transaction (estimate → static call → send, spec §7/§8), records it for the toasts, and follows it
 * to its receipt. A rejection, a failed estimate or a reverted receipt ends in 'failed' with the reason, so the
 * page can re-enable its button.
 */
export function useTrackedSend(): {
  phase: TxPhase;
  /** Why sending failed (spec §8 text), undefined otherwise. */
  error: string | undefined;
  /** The sent transaction was mined and reverted. */
  reverted: boolean;
  send: (call: CandidateCall, summary: string) => Promise<void>;
} {
  const { provider } = useWallet();
  const addTransaction = useTransactionAdder();
  const transactions = useAllTransactions();
  const [signing, setSigning] = useState(false);
  const [hash, setHash] = useState<string>();
  const [error, setError] = useState<string>();
  const record = hash ? transactions[hash] : undefined;

  const phase = txPhase({ signing, hash, confirmed: !!record?.receipt, receiptStatus: record?.receipt?.status, error: !!error });

  const send = useCallback(
    async (call: CandidateCall, summary: string) => {
      if (!provider) return;
      setSigning(true);
      setError(undefined);
      setHash(undefined);
      try {
        const signer = await provider.getSigner();
        const response = await sendTransaction(signer, [call]);
        addTransaction(response, { summary });
        setHash(response.hash);
      } catch (e) {
        console.error("V1 transaction failed", e);
        setError(e instanceof TransactionError ? e.message : e instanceof Error ? e.message : String(e));
      } finally {
        setSigning(false);
      }
    },
    [provider, addTransaction],
  );

  const reverted = phase === "failed" && hash !== undefined;
  return useMemo(() => ({ phase, error, reverted, send }), [phase, reverted, error, send]);
}
