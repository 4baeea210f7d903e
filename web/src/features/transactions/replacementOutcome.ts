import type { LostTransaction } from "./types";

/** The locale key saying how the transaction that replaced this one ended, when it was found and mined. */
export function replacementOutcomeKey(lost: LostTransaction | undefined): string | undefined {
  if (lost?.reason !== "replaced") return undefined;
  if (lost.status === 1) return "txStatus.replacementSucceeded";
  if (lost.status === 0) return "txStatus.replacementFailed";
  return undefined;
}
