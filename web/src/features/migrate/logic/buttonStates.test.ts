import { describe, expect, it } from "vitest";
import { ApprovalState } from "@/onchain/hooks";
import { userError } from "@/onchain/errors";
import { approveButton, migrateButton, removeButton, txPhase } from "./buttonStates";

const rejected = userError("rejected", "errors.rejected");

describe("txPhase", () => {
  it("follows the write flow: review, waiting for the wallet, submitted, confirmed", () => {
    expect(txPhase({ step: "review" })).toBe("idle");
    expect(txPhase({ step: "waiting" })).toBe("signing");
    expect(txPhase({ step: "submitted", hash: "0x1" })).toBe("pending");
    expect(txPhase({ step: "confirmed", hash: "0x1", outcome: "success" })).toBe("success");
  });
  it("is failed after a revert, a lost transaction, a rejection or a send error", () => {
    expect(txPhase({ step: "confirmed", hash: "0x1", outcome: "reverted" })).toBe("failed");
    expect(txPhase({ step: "confirmed", hash: "0x1", outcome: "lost" })).toBe("failed");
    expect(txPhase({ step: "rejected", error: rejected })).toBe("failed");
    expect(txPhase({ step: "failed", error: userError("revert", "errors.revert") })).toBe("failed");
  });
});

describe("approveButton", () => {
  it("reads Approve, Approving, Approved", () => {
    expect(approveButton(ApprovalState.NOT_APPROVED, false, "idle")).toEqual({ label: "approve", disabled: false });
    expect(approveButton(ApprovalState.NOT_APPROVED, true, "idle")).toEqual({ label: "approving", disabled: true });
    expect(approveButton(ApprovalState.PENDING, false, "idle")).toEqual({ label: "approving", disabled: true });
    expect(approveButton(ApprovalState.APPROVED, false, "idle")).toEqual({ label: "approved", disabled: true });
    expect(approveButton(ApprovalState.UNKNOWN, false, "idle")).toEqual({ label: "approve", disabled: true });
  });
  it("stays Approved after the migration used up the allowance", () => {
    expect(approveButton(ApprovalState.NOT_APPROVED, false, "success").label).toBe("approved");
  });
});

describe("migrateButton", () => {
  it("needs the approval and the amounts", () => {
    expect(migrateButton("idle", false, true)).toEqual({ label: "migrate", disabled: true });
    expect(migrateButton("idle", true, false)).toEqual({ label: "migrate", disabled: true });
    expect(migrateButton("idle", true, true)).toEqual({ label: "migrate", disabled: false });
  });
  it("reads Migrating then Success, and re-enables after a failure", () => {
    expect(migrateButton("signing", true, true)).toEqual({ label: "migrating", disabled: true });
    expect(migrateButton("pending", true, true)).toEqual({ label: "migrating", disabled: true });
    expect(migrateButton("success", true, true)).toEqual({ label: "success", disabled: true });
    expect(migrateButton("failed", true, true)).toEqual({ label: "migrate", disabled: false });
  });
});

describe("removeButton", () => {
  it("reads Remove, Removing, Success; failure re-enables", () => {
    expect(removeButton("idle", false)).toEqual({ label: "remove", disabled: true });
    expect(removeButton("idle", true)).toEqual({ label: "remove", disabled: false });
    expect(removeButton("signing", true)).toEqual({ label: "removing", disabled: true });
    expect(removeButton("pending", true)).toEqual({ label: "removing", disabled: true });
    expect(removeButton("success", true)).toEqual({ label: "success", disabled: true });
    expect(removeButton("failed", true)).toEqual({ label: "remove", disabled: false });
  });
});
