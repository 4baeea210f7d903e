import { AbiCoder, Interface, makeError } from "ethers";
import { describe, expect, it } from "vitest";
import {
  callErrorMessage,
  extractRevertReason,
  GAS_ESTIMATE_ERROR,
  isUserRejection,
  revertErrorMessage,
  sendErrorMessage,
  SLIPPAGE_ERROR,
  TRANSACTION_REJECTED,
} from "./errorMessages";

/** The error ethers v6 builds for a reverted eth_call whose data is Error(string). */
function revertError(reason: string) {
  const data = new Interface(["function Error(string)"]).encodeFunctionData("Error", [reason]);
  return AbiCoder.getBuiltinCallException("call", { to: "0x" + "11".repeat(20), data: "0x" }, data);
}

describe("transaction error mapping (spec §8)", () => {
  it("user rejection (4001) → 'Transaction rejected.' however it is wrapped", () => {
    expect(sendErrorMessage({ code: 4001, message: "User denied transaction signature." })).toBe(TRANSACTION_REJECTED);
    const ethersWrapped = makeError("user rejected action", "ACTION_REJECTED", {
      action: "sendTransaction", reason: "rejected", info: { error: { code: 4001, message: "denied" }, payload: {} },
    } as never);
    expect(isUserRejection(ethersWrapped)).toBe(true);
    expect(sendErrorMessage(ethersWrapped)).toBe("Transaction rejected.");
    expect(callErrorMessage({ error: { code: 4001 } })).toBe("Transaction rejected.");
  });

  it("router slippage reverts → the slippage text", () => {
    expect(callErrorMessage(revertError("UniswapV2Router: INSUFFICIENT_OUTPUT_AMOUNT"))).toBe(SLIPPAGE_ERROR);
    expect(callErrorMessage(revertError("PenRouter: EXCESSIVE_INPUT_AMOUNT"))).toBe(
      "This transaction will not succeed either due to price movement or fee on transfer. Try increasing your slippage tolerance.",
    );
  });

  it("other reverts → the reason in the spec sentence", () => {
    expect(callErrorMessage(revertError("TransferHelper: TRANSFER_FROM_FAILED"))).toBe(
      "The transaction cannot succeed due to error: TransferHelper: TRANSFER_FROM_FAILED. This is probably an issue with one of the tokens you are swapping.",
    );
    expect(revertErrorMessage("X")).toContain("error: X.");
  });

  it("reads reasons from node messages when ethers could not decode data", () => {
    expect(extractRevertReason({ message: "VM Exception while processing transaction: reverted with reason string 'ds-math-sub-underflow'" })).toBe(
      "ds-math-sub-underflow",
    );
    expect(extractRevertReason({ info: { error: { message: "execution reverted: UniswapV2: K" } } })).toBe("UniswapV2: K");
  });

  it("no reason → the generic gas estimate text", () => {
    expect(callErrorMessage(AbiCoder.getBuiltinCallException("call", {}, "0x"))).toBe(GAS_ESTIMATE_ERROR);
    expect(callErrorMessage(new Error("network down"))).toBe("Unexpected issue with estimating the gas. Please try again.");
    expect(callErrorMessage(undefined)).toBe(GAS_ESTIMATE_ERROR);
  });

  it("other send failures keep their message", () => {
    expect(sendErrorMessage(new Error("nonce too low"))).toBe("nonce too low");
    expect(sendErrorMessage("weird")).toBe("weird");
  });
});
