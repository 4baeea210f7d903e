import { describe, expect, it } from "vitest";
import { userError } from "@/onchain/errors";
import { confirmationState, type ConfirmationView } from "./confirmationState";

const t = (key: string, params?: Record<string, string>) => (params ? `${key}(${Object.values(params).join(",")})` : key);
const view: ConfirmationView = { waitingSummary: "Adding 1 A and 2 B", explorerHref: (hash) => `https://explorer/tx/${hash}`, t, rejected: "message" };
const REJECTED = userError("rejected", "errors.rejected");
const REVERT = userError("revert", "errors.revert", { reason: "K" });

describe("confirmationState", () => {
  it("shows the review, the wallet waiting with the summary, and the sent hash with its explorer link", () => {
    expect(confirmationState({ step: "review" }, view)).toEqual({ stage: "review" });
    expect(confirmationState({ step: "waiting" }, view)).toEqual({ stage: "waiting", summary: "Adding 1 A and 2 B" });
    expect(confirmationState({ step: "submitted", hash: "0xa" }, view)).toEqual({ stage: "submitted", hash: "0xa", explorerHref: "https://explorer/tx/0xa" });
  });

  it("keeps 'submitted' once mined, unless the page names a revert", () => {
    expect(confirmationState({ step: "confirmed", hash: "0xa", outcome: "success" }, view)).toEqual({ stage: "submitted", hash: "0xa", explorerHref: "https://explorer/tx/0xa" });
    expect(confirmationState({ step: "confirmed", hash: "0xa", outcome: "reverted" }, view)).toEqual({ stage: "submitted", hash: "0xa", explorerHref: "https://explorer/tx/0xa" });
    const named = { ...view, revertedMessage: "Reverted" };
    expect(confirmationState({ step: "confirmed", hash: "0xa", outcome: "reverted" }, named)).toEqual({ stage: "error", message: "Reverted" });
    expect(confirmationState({ step: "confirmed", hash: "0xa", outcome: "success" }, named).stage).toBe("submitted");
    expect(confirmationState({ step: "confirmed", hash: "0xa", outcome: "lost" }, named).stage).toBe("submitted");
  });

  it("says a failure in the error model's words, or the page's", () => {
    expect(confirmationState({ step: "failed", error: REVERT }, view)).toEqual({ stage: "error", message: "errors.revert(K)" });
    const own = { ...view, failedMessage: () => "Swap failed" };
    expect(confirmationState({ step: "failed", error: REVERT }, own)).toEqual({ stage: "error", message: "Swap failed" });
  });

  it("shows a rejection plainly (never the page's failure text), or goes back to the review", () => {
    const own = { ...view, failedMessage: () => "Swap failed" };
    expect(confirmationState({ step: "rejected", error: REJECTED }, own)).toEqual({ stage: "error", message: "errors.rejected" });
    expect(confirmationState({ step: "rejected", error: REJECTED }, { ...view, rejected: "review" })).toEqual({ stage: "review" });
  });
});
