import { AbiCoder, Interface } from "ethers";
import { describe, expect, it } from "vitest";
import { GAS_ESTIMATE_ERROR, NO_CALL_THREW_ERROR, SLIPPAGE_ERROR } from "./errorMessages";
import { calculateGasMargin, sendTransaction, TransactionError, type TransactionSigner } from "./sendTransaction";

const revert = (reason: string) =>
  AbiCoder.getBuiltinCallException("call", {}, new Interface(["function Error(string)"]).encodeFunctionData("Error", [reason]));

function fakeSigner(opts: { estimate: Record<string, bigint | Error>; call?: Record<string, Error | undefined>; send?: Error }) {
  const sent: unknown[] = [];
  const signer = {
    estimateGas: async (tx: { data: string }) => {
      const v = opts.estimate[tx.data];
      if (v instanceof Error) throw v;
      return v;
    },
    call: async (tx: { data: string }) => {
      const e = opts.call?.[tx.data];
      if (e) throw e;
      return "0x";
    },
    sendTransaction: async (tx: unknown) => {
      if (opts.send) throw opts.send;
      sent.push(tx);
      return { hash: "0xabc" };
    },
  } as unknown as TransactionSigner;
  return { signer, sent };
}

const TO = "0x" + "22".repeat(20);

describe("sendTransaction", () => {
  it("adds a 10% gas margin", () => {
    expect(calculateGasMargin(100000n)).toBe(110000n);
    expect(calculateGasMargin(21001n)).toBe(23101n);
  });

  it("sends the first candidate that estimates, with the margin", async () => {
    const { signer, sent } = fakeSigner({ estimate: { "0x01": new Error("nope"), "0x02": 50000n } });
    await sendTransaction(signer, [{ to: TO, data: "0x01" }, { to: TO, data: "0x02", value: 5n }]);
    expect(sent).toEqual([{ to: TO, data: "0x02", value: 5n, gasLimit: 55000n }]);
  });

  it("when nothing estimates, throws the static call's mapped reason", async () => {
    const { signer, sent } = fakeSigner({ estimate: { "0x01": new Error("x") }, call: { "0x01": revert("UniswapV2Router: INSUFFICIENT_OUTPUT_AMOUNT") } });
    await expect(sendTransaction(signer, [{ to: TO, data: "0x01" }])).rejects.toThrow(SLIPPAGE_ERROR);
    expect(sent).toEqual([]);
  });

  it("a static call that succeeds after a failed estimate gives the generic gas text", async () => {
    const { signer } = fakeSigner({ estimate: { "0x01": new Error("x") } });
    await expect(sendTransaction(signer, [{ to: TO, data: "0x01" }])).rejects.toThrow(GAS_ESTIMATE_ERROR);
  });

  it("no candidates → the 'none of the calls threw' text", async () => {
    const { signer } = fakeSigner({ estimate: {} });
    await expect(sendTransaction(signer, [])).rejects.toThrow(NO_CALL_THREW_ERROR);
  });

  it("a rejected send → 'Transaction rejected.' as a TransactionError", async () => {
    const { signer } = fakeSigner({ estimate: { "0x01": 1n }, send: Object.assign(new Error("denied"), { code: 4001 }) });
    const error = await sendTransaction(signer, [{ to: TO, data: "0x01" }]).catch((e) => e);
    expect(error).toBeInstanceOf(TransactionError);
    expect(error.message).toBe("Transaction rejected.");
  });
});
