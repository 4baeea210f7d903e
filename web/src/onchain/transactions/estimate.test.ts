import { AbiCoder, Interface } from "ethers";
import { describe, expect, it } from "vitest";
import { UserFacingError } from "../errors";
import { calculateGasMargin, pickEstimatedRequest, type TransactionSigner } from "./estimate";

const revert = (reason: string) =>
  AbiCoder.getBuiltinCallException("call", {}, new Interface(["function Error(string)"]).encodeFunctionData("Error", [reason]));

/** A signer whose estimate / call outcome is chosen per calldata: the candidate-picking rules in isolation. */
function scriptedSigner(opts: { estimate: Record<string, bigint | Error>; call?: Record<string, Error | undefined> }): TransactionSigner {
  const signer: Pick<TransactionSigner, "estimateGas" | "call"> = {
    estimateGas: async (tx) => {
      const v = opts.estimate[String(tx.data)];
      if (v instanceof Error) throw v;
      return v;
    },
    call: async (tx) => {
      const e = opts.call?.[String(tx.data)];
      if (e) throw e;
      return "0x";
    },
  };
  return { ...signer, sendTransaction: () => Promise.reject(new Error("not used")) };
}

const TO = "0x" + "22".repeat(20);

async function failure(promise: Promise<unknown>): Promise<UserFacingError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!(error instanceof UserFacingError)) throw new Error(`expected a UserFacingError, got ${String(error)}`);
  return error;
}

describe("estimate", () => {
  it("adds a 10% gas margin", () => {
    expect(calculateGasMargin(100000n)).toBe(110000n);
    expect(calculateGasMargin(21001n)).toBe(23101n);
  });

  it("picks the first candidate, in the given order, that estimates", async () => {
    const signer = scriptedSigner({ estimate: { "0x01": new Error("nope"), "0x02": 50000n, "0x03": 1n } });
    const picked = await pickEstimatedRequest(signer, [
      { to: TO, data: "0x01" },
      { to: TO, data: "0x02", value: 5n },
      { to: TO, data: "0x03" },
    ]);
    expect(picked).toEqual({ request: { to: TO, data: "0x02", value: 5n }, gasEstimate: 50000n });
  });

  it("when nothing estimates, throws the static call's mapped reason", async () => {
    const signer = scriptedSigner({ estimate: { "0x01": new Error("x") }, call: { "0x01": revert("UniswapV2Router: INSUFFICIENT_OUTPUT_AMOUNT") } });
    expect((await failure(pickEstimatedRequest(signer, [{ to: TO, data: "0x01" }]))).userError).toEqual({ kind: "revert", messageKey: "errors.slippage" });
  });

  it("a static call that succeeds after a failed estimate gives the generic gas text", async () => {
    const signer = scriptedSigner({ estimate: { "0x01": new Error("x") } });
    expect((await failure(pickEstimatedRequest(signer, [{ to: TO, data: "0x01" }]))).userError.messageKey).toBe("errors.gasEstimate");
  });

  it("no candidates → the 'none of the calls threw' text", async () => {
    expect((await failure(pickEstimatedRequest(scriptedSigner({ estimate: {} }), []))).userError.messageKey).toBe("errors.noCallThrew");
  });
});
