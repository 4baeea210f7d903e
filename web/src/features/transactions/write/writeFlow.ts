import type { UserError } from "@/onchain/errors";
import type { SummaryDescriptor, TransactionKind, TransactionRequest } from "@/onchain/transactions";

/**
 * A write as data: what it is, what it says, how its calls are built. A feature declares one per action (swap,
 * add, remove, migrate, revoke) with pure functions of the inputs the user reviewed; useWriteFlow sends it.
 * `Inputs` carries everything the calls need (amounts, recipient, router address and naming, account), so the
 * builder needs no hooks and is tested like any pure function.
 */
export interface WriteDescription<Inputs> {
  kind: TransactionKind;
  /** What the toasts and the activity list say about it, frozen at send time. */
  summary(inputs: Inputs): SummaryDescriptor;
  /** The candidate calls, in order of preference, carrying the deadline the pipeline computed right before sending. */
  buildCalls(inputs: Inputs, deadline: bigint): TransactionRequest[];
  /**
   * The last check of the action's own facts, run after estimation right before the wallet is asked (a swap to a
   * name resolves it again). Throwing refuses: nothing is sent.
   */
  beforeSend?(inputs: Inputs): Promise<void>;
  /** Seconds the deadline allows when the action fixes it (V1: 1200), instead of the user's setting. */
  deadlineSeconds?: number;
  /** Recorded with the transaction so the approve buttons know an approval is pending. */
  approval?(inputs: Inputs): { tokenAddress: string; spender: string };
  /**
   * A failed send also raises the "Execution reverted!" toast (swap and wrap). Never for a rejection or a refused
   * recipient: the user decided, or nothing was sent and the dialog says why.
   */
  failureToast?: boolean;
}

/**
 * Where a write stands, the same for every page: the review, the wallet deciding, sent, then mined (`confirmed`,
 * with its outcome), or it failed before reaching the chain, or the user said no in the wallet.
 */
export type WriteStage =
  | { step: "review" }
  | { step: "waiting" }
  | { step: "submitted"; hash: string }
  | { step: "confirmed"; hash: string; outcome: "success" | "reverted" | "lost" }
  | { step: "failed"; error: UserError }
  | { step: "rejected"; error: UserError };

export type WriteEvent =
  | { type: "send" }
  | { type: "sent"; hash: string }
  | { type: "mined"; hash: string; outcome: "success" | "reverted" | "lost" }
  | { type: "error"; error: UserError }
  | { type: "reset" };

export const REVIEW: WriteStage = { step: "review" };

/**
 * The stage after an event. A user rejection is its own stage (never an error toast; each page shows it its
 * own quiet way); a receipt only counts for the transaction this flow sent.
 */
export function writeStageReducer(stage: WriteStage, event: WriteEvent): WriteStage {
  switch (event.type) {
    case "send":
      return { step: "waiting" };
    case "sent":
      return stage.step === "waiting" ? { step: "submitted", hash: event.hash } : stage;
    case "mined":
      return stage.step === "submitted" && stage.hash === event.hash ? { step: "confirmed", hash: event.hash, outcome: event.outcome } : stage;
    case "error":
      if (stage.step !== "waiting") return stage;
      return event.error.kind === "rejected" ? { step: "rejected", error: event.error } : { step: "failed", error: event.error };
    case "reset":
      return REVIEW;
  }
}

/** True while the wallet is being asked: a wallet switch must not close the dialog under it. */
export function isAskingWallet(stage: WriteStage): boolean {
  return stage.step === "waiting";
}

/** Whether a failure raises the "Execution reverted!" toast under the description's policy. */
export function raisesFailureToast(description: Pick<WriteDescription<unknown>, "failureToast">, error: UserError): boolean {
  return description.failureToast === true && error.kind !== "rejected" && error.kind !== "recipientChanged";
}
