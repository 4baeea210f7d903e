/**
 * Button labels and enablement of the migrate and remove V1 pages: Approve → Approving → Approved, then
 * Migrate → Migrating → Success; Remove → Removing → Success. A failed transaction re-enables the button.
 */
import { ApprovalState } from "@/onchain/hooks";
import type { WriteStage } from "../../transactions";

/**
 * Where a migrate/remove transaction is: nothing sent, waiting for the wallet, sent and unconfirmed,
 * confirmed with success, or rejected/reverted (then the button is usable again).
 */
type TxPhase = "idle" | "signing" | "pending" | "success" | "failed";

/** The phase of the write flow's stage: a mined revert, a lost transaction, a rejection or a failure is "failed". */
export function txPhase(stage: WriteStage): TxPhase {
  switch (stage.step) {
    case "review":
      return "idle";
    case "waiting":
      return "signing";
    case "submitted":
      return "pending";
    case "confirmed":
      return stage.outcome === "success" ? "success" : "failed";
    case "failed":
    case "rejected":
      return "failed";
  }
}

interface ButtonState<L extends string> {
  label: L;
  disabled: boolean;
}

export function approveButton(approval: ApprovalState, approving: boolean, migrationPhase: TxPhase): ButtonState<"approve" | "approving" | "approved"> {
  if (approval === ApprovalState.APPROVED || migrationPhase === "success") return { label: "approved", disabled: true };
  if (approving || approval === ApprovalState.PENDING) return { label: "approving", disabled: true };
  return { label: "approve", disabled: approval !== ApprovalState.NOT_APPROVED };
}

/** Migrate needs the approval and computed minimums (`ready`); it stays disabled while running and after success. */
export function migrateButton(phase: TxPhase, approved: boolean, ready: boolean): ButtonState<"migrate" | "migrating" | "success"> {
  if (phase === "success") return { label: "success", disabled: true };
  if (phase === "signing" || phase === "pending") return { label: "migrating", disabled: true };
  return { label: "migrate", disabled: !approved || !ready };
}

export function removeButton(phase: TxPhase, ready: boolean): ButtonState<"remove" | "removing" | "success"> {
  if (phase === "success") return { label: "success", disabled: true };
  if (phase === "signing" || phase === "pending") return { label: "removing", disabled: true };
  return { label: "remove", disabled: !ready };
}
