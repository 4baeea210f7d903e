import { describe, expect, it } from "vitest";
import { ERC20_INTERFACE } from "@/onchain/hooks";
import { approveWrite, type ApproveInputs } from "./approveWrite";

const TOKEN = "0x2279B7A0a67DB372996a5FaB50D91eAA73d2eBe6";
const ROUTER = "0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0";
const UNLIMITED = 2n ** 256n - 1n;
const inputs: ApproveInputs = { token: TOKEN, spender: ROUTER, symbol: "BARK", amounts: [UNLIMITED, 1234n], step: "approve" };

const decoded = (input: ApproveInputs) =>
  approveWrite.buildCalls(input, 99n).map((call) => ({ to: call.to, args: [...ERC20_INTERFACE.decodeFunctionData("approve", call.data)] }));

describe("approveWrite", () => {
  it("builds approve(spender, amount) on the token for each amount, in the order given", () => {
    expect(decoded(inputs)).toEqual([
      { to: TOKEN, args: [ROUTER, UNLIMITED] },
      { to: TOKEN, args: [ROUTER, 1234n] },
    ]);
  });

  it("builds the reset step as approve(spender, 0) alone", () => {
    expect(decoded({ ...inputs, step: "reset" })).toEqual([{ to: TOKEN, args: [ROUTER, 0n] }]);
  });

  it("sends no value and ignores the deadline", () => {
    for (const call of approveWrite.buildCalls(inputs, 1n)) expect(call.value).toBeUndefined();
    expect(approveWrite.buildCalls(inputs, 1n)).toEqual(approveWrite.buildCalls(inputs, 2n));
  });

  it("says what it approves or resets, and is recorded as an approval of that token and spender", () => {
    expect(approveWrite.kind).toBe("approve");
    expect(approveWrite.summary(inputs)).toEqual({ key: "txSummary.approve", params: { symbol: "BARK" } });
    expect(approveWrite.summary({ ...inputs, step: "reset" })).toEqual({ key: "txSummary.resetApproval", params: { symbol: "BARK" } });
    expect(approveWrite.approval!(inputs)).toEqual({ tokenAddress: TOKEN, spender: ROUTER });
    expect(approveWrite.failureToast).toBeUndefined();
  });
});
