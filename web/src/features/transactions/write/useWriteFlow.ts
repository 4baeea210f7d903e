import { useCallback, useMemo, useReducer, useRef } from "react";
import { useAppDispatch } from "@/base/store";
import { addPopup } from "../../popups";
import { toUserError } from "@/onchain/errors";
import { useWallet } from "@/wallet";
import { useAllTransactions } from "../hooks";
import { followTransaction, transactionStatus } from "../selectors";
import { useEstimateTransaction, useSendTransaction } from "./useSendTransaction";
import { raisesFailureToast, REVIEW, writeStageReducer, type WriteDescription, type WriteStage } from "./writeFlow";

/** How long the "Execution reverted!" toast of a failed swap or wrap stays. */
const ERROR_TOAST_MS = 2000;

interface WriteFlow<Inputs> {
  stage: WriteStage;
  /** Sends the write for these reviewed inputs; resolves with the hash, or undefined when it was not sent. */
  send(inputs: Inputs): Promise<string | undefined>;
  /** The gas the write would take now (the network-fee line); rejects when it cannot be estimated. */
  estimate(inputs: Inputs): Promise<bigint>;
  /** Back to the review (the dialog closed or reopened). */
  reset(): void;
}

/**
 * The one way a page writes to the chain: sends a feature's write description through the transaction pipeline
 * (bound to the wallet, the deadline setting and the transactions store) and gives every page the same stages,
 * following the sent transaction to its receipt through the store (also across a wallet's speed-up). A
 * rejection in the wallet is the `rejected` stage, never logged as an error or toasted. Only the latest send moves
 * the stage: a send dismissed (reset) or followed by another while its wallet was still deciding can answer late,
 * and its hash or error must not land on the next send's dialog.
 */
export function useWriteFlow<Inputs>(description: WriteDescription<Inputs>): WriteFlow<Inputs> {
  const { account, chainId } = useWallet();
  const sendTransaction = useSendTransaction();
  const estimateTransaction = useEstimateTransaction();
  const dispatch = useAppDispatch();
  const [localStage, dispatchStage] = useReducer(writeStageReducer, REVIEW);
  // The id of the send whose answer may still move the stage; a reset or a newer send moves it on.
  const currentSend = useRef(0);

  const sentHash = localStage.step === "submitted" ? localStage.hash : undefined;
  const record = followTransaction(useAllTransactions(), sentHash);
  const status = record ? transactionStatus(record) : "pending";
  const stage =
    sentHash && status !== "pending"
      ? writeStageReducer(localStage, { type: "mined", hash: sentHash, outcome: status === "success" ? "success" : status === "failed" ? "reverted" : "lost" })
      : localStage;

  const send = useCallback(
    async (inputs: Inputs) => {
      if (!account) return undefined;
      const id = ++currentSend.current;
      const isCurrent = () => currentSend.current === id;
      dispatchStage({ type: "send" });
      try {
        const hash = await sendTransaction({
          chainId,
          account,
          kind: description.kind,
          summary: description.summary(inputs),
          request: (deadline) => description.buildCalls(inputs, deadline),
          deadlineSeconds: description.deadlineSeconds,
          approval: description.approval?.(inputs),
          beforeSend: description.beforeSend ? () => description.beforeSend!(inputs) : undefined,
        });
        if (isCurrent()) dispatchStage({ type: "sent", hash });
        return hash;
      } catch (cause) {
        const error = toUserError(cause);
        if (error.kind === "rejected") console.debug(`${description.kind}: rejected in the wallet`);
        else console.error(`${description.kind} failed`, cause);
        if (!isCurrent()) return undefined;
        if (raisesFailureToast(description, error)) dispatch(addPopup({ content: { kind: "error", messageKey: "errors.executionReverted" }, removeAfterMs: ERROR_TOAST_MS }));
        dispatchStage({ type: "error", error });
        return undefined;
      }
    },
    [account, chainId, description, sendTransaction, dispatch],
  );

  const estimate = useCallback(
    (inputs: Inputs) => estimateTransaction({ request: (deadline) => description.buildCalls(inputs, deadline), deadlineSeconds: description.deadlineSeconds }),
    [description, estimateTransaction],
  );
  const reset = useCallback(() => {
    currentSend.current++;
    dispatchStage({ type: "reset" });
  }, []);

  return useMemo(() => ({ stage, send, estimate, reset }), [stage, send, estimate, reset]);
}

/**
 * The network-fee line's estimate of these reviewed inputs (memoise them: a new object estimates again);
 * undefined while there is nothing to estimate.
 */
export function useFeeEstimate<Inputs>(flow: Pick<WriteFlow<Inputs>, "estimate">, inputs: Inputs | undefined): (() => Promise<bigint>) | undefined {
  const { estimate } = flow;
  return useMemo(() => (inputs === undefined ? undefined : () => estimate(inputs)), [estimate, inputs]);
}
