import type { UserError } from "@/onchain/errors";
import type { ConfirmationState } from "@/ui/ConfirmationModal";
import type { WriteStage } from "./writeFlow";

type Translate = (key: string, params?: Record<string, string>) => string;

export interface ConfirmationView {
  /** What "Waiting For Confirmation" says is being signed. */
  waitingSummary: string;
  explorerHref(hash: string): string | undefined;
  t: Translate;
  /** A rejection goes back to the review ("review") or shows "Transaction rejected." ("message"). */
  rejected: "review" | "message";
  /** The text of a failure; the error model's text by default. */
  failedMessage?(error: UserError): string;
  /** The text when the sent transaction reverted on chain; without it the dialog keeps "Transaction Submitted". */
  revertedMessage?: string;
}

/** The shared confirmation modal's state for a write's stage, as a page presents it. */
export function confirmationState(stage: WriteStage, view: ConfirmationView): ConfirmationState {
  const text = (error: UserError) => view.t(error.messageKey, error.params);
  switch (stage.step) {
    case "review":
      return { stage: "review" };
    case "waiting":
      return { stage: "waiting", summary: view.waitingSummary };
    case "submitted":
      return { stage: "submitted", hash: stage.hash, explorerHref: view.explorerHref(stage.hash) };
    case "confirmed":
      if (stage.outcome === "reverted" && view.revertedMessage !== undefined) return { stage: "error", message: view.revertedMessage };
      return { stage: "submitted", hash: stage.hash, explorerHref: view.explorerHref(stage.hash) };
    case "failed":
      return { stage: "error", message: view.failedMessage ? view.failedMessage(stage.error) : text(stage.error) };
    case "rejected":
      return view.rejected === "review" ? { stage: "review" } : { stage: "error", message: text(stage.error) };
  }
}
