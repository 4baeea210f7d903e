import { describe, expect, it } from "vitest";
import { ApprovalState } from "@/chain/hooks";
import { approveButton, migrateButton, removeButton, txPhase } from "./buttonStates";

const base = { signing: false, hash: undefined, receiptStatus: undefined, confirmed: false, error: false };

describe("txPhase", () => {
  it("follows signing, pending, confirmed", () => {
    expect(txPhase(base)).toBe("idle");
    expect(txPhase({ ...base, signing: true })).toBe("signing");
    expect(txPhase({ ...base, hash: "0x1" })).toBe("pending");
    expect(txPhase({ ...base, hash: "0x1", confirmed: true, receiptStatus: 1 })).toBe("success");
    expect(txPhase({ ...base, hash: "0x1", confirmed: true, receiptStatus: undefined })).toBe("success");
  });
  it("is failed after a revert or a send error", () => {
    expect(txPhase({ ...base, hash: "0x1", confirmed: true, receiptStatus: 0 })).toBe("failed");
    expect(txPhase({ ...base, error: true })).toBe("failed");
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
