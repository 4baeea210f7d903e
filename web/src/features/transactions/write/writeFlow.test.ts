import { describe, expect, it } from "vitest";
import { userError } from "@/onchain/errors";
import { isAskingWallet, raisesFailureToast, REVIEW, writeStageReducer, type WriteEvent, type WriteStage } from "./writeFlow";

const REJECTED = userError("rejected", "errors.rejected");
const REVERT = userError("revert", "errors.revert");
const run = (events: WriteEvent[], from: WriteStage = REVIEW) => events.reduce(writeStageReducer, from);

describe("writeStageReducer", () => {
  it("goes review → waiting → submitted → confirmed with the receipt's outcome", () => {
    expect(run([{ type: "send" }])).toEqual({ step: "waiting" });
    expect(run([{ type: "send" }, { type: "sent", hash: "0xa" }])).toEqual({ step: "submitted", hash: "0xa" });
    for (const outcome of ["success", "reverted", "lost"] as const) {
      expect(run([{ type: "send" }, { type: "sent", hash: "0xa" }, { type: "mined", hash: "0xa", outcome }])).toEqual({ step: "confirmed", hash: "0xa", outcome });
    }
  });

  it("a rejection in the wallet is its own stage, any other error is failed", () => {
    expect(run([{ type: "send" }, { type: "error", error: REJECTED }])).toEqual({ step: "rejected", error: REJECTED });
    expect(run([{ type: "send" }, { type: "error", error: REVERT }])).toEqual({ step: "failed", error: REVERT });
  });

  it("counts a receipt only for the transaction it sent, and only once sent", () => {
    const submitted: WriteStage = { step: "submitted", hash: "0xa" };
    expect(writeStageReducer(submitted, { type: "mined", hash: "0xb", outcome: "success" })).toBe(submitted);
    expect(writeStageReducer(REVIEW, { type: "mined", hash: "0xa", outcome: "success" })).toBe(REVIEW);
  });

  it("ignores a late answer after the dialog went back to the review", () => {
    expect(writeStageReducer(REVIEW, { type: "sent", hash: "0xa" })).toBe(REVIEW);
    expect(writeStageReducer(REVIEW, { type: "error", error: REVERT })).toBe(REVIEW);
  });

  it("starts over from any stage: reset is the review, send is waiting", () => {
    const failed: WriteStage = { step: "failed", error: REVERT };
    expect(writeStageReducer(failed, { type: "reset" })).toEqual(REVIEW);
    expect(writeStageReducer(failed, { type: "send" })).toEqual({ step: "waiting" });
  });
});

describe("isAskingWallet", () => {
  it("is true only while the wallet decides", () => {
    expect(isAskingWallet({ step: "waiting" })).toBe(true);
    expect(isAskingWallet(REVIEW)).toBe(false);
    expect(isAskingWallet({ step: "submitted", hash: "0xa" })).toBe(false);
  });
});

describe("raisesFailureToast", () => {
  it("toasts a failure of a write that asks for it, never a rejection or a refused recipient", () => {
    expect(raisesFailureToast({ failureToast: true }, REVERT)).toBe(true);
    expect(raisesFailureToast({ failureToast: true }, REJECTED)).toBe(false);
    expect(raisesFailureToast({ failureToast: true }, userError("recipientChanged", "security.recipientChanged"))).toBe(false);
    expect(raisesFailureToast({}, REVERT)).toBe(false);
    expect(raisesFailureToast({ failureToast: false }, REVERT)).toBe(false);
  });
});
