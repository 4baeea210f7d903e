import fs from "fs";
import path from "path";
import { describe, expect, it } from "vitest";
import { isUserRejection, toUserError } from "./toUserError";
import { UserFacingError } from "./userError";

/** Real error objects, captured by scripts/capture-error-fixtures.ts from a Hardhat node, ethers v6 and MetaMask's error library. */
function fixture(name: string): unknown {
  return JSON.parse(fs.readFileSync(path.join(__dirname, "fixtures", `${name}.json`), "utf8"));
}

describe("toUserError on captured errors", () => {
  it.each([
    ["metamask-4001", "rejected", "errors.rejected"],
    ["metamask-4001-in-32603", "rejected", "errors.rejected"],
    ["ethers-action-rejected", "rejected", "errors.rejected"],
    ["ethers-wrapped-4001-in-32603", "rejected", "errors.rejected"],
    ["hardhat-estimate-revert-slippage", "revert", "errors.slippage"],
    ["hardhat-call-revert-slippage", "revert", "errors.slippage"],
    ["hardhat-call-revert-no-reason", "revert", "errors.gasEstimate"],
    ["hardhat-send-insufficient-funds", "insufficientFunds", "errors.insufficientFunds"],
    ["hardhat-send-nonce-too-low", "nonceConflict", "errors.nonceConflict"],
    ["ethers-rpc-unreachable", "rpcUnreachable", "errors.rpcUnreachable"],
    ["ethers-rpc-rate-limited", "rpcRateLimited", "errors.rpcRateLimited"],
  ])("%s → %s", (name, kind, messageKey) => {
    expect(toUserError(fixture(name))).toMatchObject({ kind, messageKey });
  });

  it("an unknown revert reason is shown verbatim", () => {
    expect(toUserError(fixture("hardhat-call-revert-expired"))).toEqual({
      kind: "revert",
      messageKey: "errors.revert",
      params: { reason: "UniswapV2Router: EXPIRED" },
    });
  });

  it("isUserRejection is true only for the rejections", () => {
    const rejections = ["metamask-4001", "metamask-4001-in-32603", "ethers-action-rejected", "ethers-wrapped-4001-in-32603"];
    for (const name of fs.readdirSync(path.join(__dirname, "fixtures")).map((f) => f.replace(/\.json$/, ""))) {
      expect(isUserRejection(fixture(name)), name).toBe(rejections.includes(name));
    }
  });
});

describe("toUserError on the app's own errors and odd input", () => {
  it("keeps the mapping of a UserFacingError, also as another error's cause", () => {
    const own = new UserFacingError({ kind: "wrongChain", messageKey: "errors.wrongChain" });
    expect(toUserError(own).kind).toBe("wrongChain");
    expect(toUserError(new Error("outer", { cause: own })).kind).toBe("wrongChain");
  });

  it("recognises a rejection in the minimal shapes wallets give it", () => {
    expect(isUserRejection({ code: 4001 })).toBe(true);
    expect(isUserRejection({ code: "ACTION_REJECTED" })).toBe(true);
    expect(isUserRejection({ info: { error: { code: 4001 } } })).toBe(true);
    expect(isUserRejection({ code: -32601 })).toBe(false);
    expect(isUserRejection(undefined)).toBe(false);
  });

  it("a rejection kept as cause is still a rejection", () => {
    expect(isUserRejection(new Error("wrapped", { cause: fixture("metamask-4001") }))).toBe(true);
  });

  it("anything else shows its own message, or a generic text when it has none", () => {
    expect(toUserError(new Error("boom"))).toEqual({ kind: "unknown", messageKey: "errors.unknown", params: { message: "boom" } });
    expect(toUserError("plain text")).toEqual({ kind: "unknown", messageKey: "errors.unknown", params: { message: "plain text" } });
    for (const odd of [undefined, null, 42, {}, []]) expect(toUserError(odd)).toEqual({ kind: "unknown", messageKey: "errors.unexpected" });
  });

  it("a token's balance revert is a revert, not the account's missing gas money", () => {
    const revert = { code: "CALL_EXCEPTION", reason: "ERC20: transfer amount exceeds balance", message: "execution reverted" };
    expect(toUserError(revert)).toEqual({ kind: "revert", messageKey: "errors.revert", params: { reason: "ERC20: transfer amount exceeds balance" } });
  });

  it("a cyclic error chain does not loop", () => {
    const a: { error?: unknown; message: string } = { message: "a" };
    a.error = { data: a };
    expect(toUserError(a).kind).toBe("unknown");
  });
});

describe("toUserError on minimal shapes: each cause by its code alone and by its text alone", () => {
  it.each([
    [{ code: "NONCE_EXPIRED" }, "nonceConflict"],
    [{ message: "nonce too low" }, "nonceConflict"],
    [{ code: "INSUFFICIENT_FUNDS" }, "insufficientFunds"],
    [{ message: "insufficient funds for gas * price + value" }, "insufficientFunds"],
    [{ code: -32005 }, "rpcRateLimited"],
    [{ message: "Too Many Requests" }, "rpcRateLimited"],
    [{ code: "NETWORK_ERROR" }, "rpcUnreachable"],
    [{ message: "Failed to fetch" }, "rpcUnreachable"],
    [{ code: "RPC_UNAVAILABLE", message: "No RPC URL of chain 555555 answered (HTTP 500)" }, "rpcUnreachable"],
  ])("%j → %s", (error, kind) => {
    expect(toUserError(error).kind).toBe(kind);
  });

  it("a call exception by its code alone (ethers' CALL_EXCEPTION, JSON-RPC 3) is a revert without a reason", () => {
    const gasEstimate = { kind: "revert", messageKey: "errors.gasEstimate" };
    expect(toUserError({ code: "CALL_EXCEPTION" })).toEqual(gasEstimate);
    expect(toUserError({ code: 3, message: "call failed" })).toEqual(gasEstimate);
    expect(toUserError({ message: "Transaction reverted without a reason" })).toEqual(gasEstimate);
  });

  it("a rejection said only in words is still a rejection", () => {
    for (const message of ["User rejected the request.", "MetaMask Tx Signature: User denied transaction signature.", "User canceled", "user cancelled"]) {
      expect(isUserRejection({ message }), message).toBe(true);
    }
    expect(isUserRejection({ message: "the user changed networks" })).toBe(false);
  });

  it("the first non-empty text is the unknown error's message", () => {
    expect(toUserError({ message: "", error: { message: "inner" } })).toEqual({ kind: "unknown", messageKey: "errors.unknown", params: { message: "inner" } });
    expect(toUserError("")).toEqual({ kind: "unknown", messageKey: "errors.unexpected" });
  });
});

describe("revert reasons", () => {
  it("ethers' decoded reason wins; its placeholders for 'no reason' do not count", () => {
    expect(toUserError({ code: "CALL_EXCEPTION", reason: "Pair: LOCKED", message: "execution reverted: other" })).toMatchObject({ params: { reason: "Pair: LOCKED" } });
    for (const reason of ["", "rejected", "require(false)", null, 5]) {
      expect(toUserError({ code: "CALL_EXCEPTION", reason, message: "execution reverted" }), String(reason)).toEqual({ kind: "revert", messageKey: "errors.gasEstimate" });
    }
  });

  it("reads the reason from a node's message, trimmed, in each node's wording", () => {
    const reasonOf = (message: string) => toUserError({ message });
    expect(reasonOf("execution reverted: UniswapV2Router: EXPIRED  ")).toEqual({ kind: "revert", messageKey: "errors.revert", params: { reason: "UniswapV2Router: EXPIRED" } });
    expect(reasonOf("VM Exception while processing transaction: revert Pair: K")).toMatchObject({ params: { reason: "Pair: K" } });
    expect(reasonOf("Error: VM Exception while processing transaction: reverted with reason string 'TransferHelper: TRANSFER_FAILED'")).toMatchObject({ params: { reason: "TransferHelper: TRANSFER_FAILED" } });
    expect(reasonOf("execution reverted: UniswapV2Router: INSUFFICIENT_OUTPUT_AMOUNT")).toEqual({ kind: "revert", messageKey: "errors.slippage" });
    expect(reasonOf("execution reverted: UniswapV2Router: EXCESSIVE_INPUT_AMOUNT")).toEqual({ kind: "revert", messageKey: "errors.slippage" });
  });

  it("a blank reason in a message is no reason", () => {
    expect(toUserError({ message: "execution reverted:   " })).toEqual({ kind: "revert", messageKey: "errors.gasEstimate" });
    expect(toUserError({ message: "reverted with reason string ''" })).toEqual({ kind: "revert", messageKey: "errors.gasEstimate" });
  });
});
