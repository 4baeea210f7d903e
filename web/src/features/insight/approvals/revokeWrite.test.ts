import { describe, expect, it } from "vitest";
import { ERC20_INTERFACE } from "@/onchain/hooks";
import { revokeWrite } from "./revokeWrite";

const TOKEN = "0x2279B7A0a67DB372996a5FaB50D91eAA73d2eBe6";
const ROUTER = "0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0";
const inputs = { token: TOKEN, spender: ROUTER, summary: { key: "approvals.summary", params: { symbol: "BARK", spender: "Router" } } };

describe("revokeWrite", () => {
  it("sets the spender's allowance to 0 on the token", () => {
    const [call] = revokeWrite.buildCalls(inputs, 1n);
    expect(call.to).toBe(TOKEN);
    expect([...ERC20_INTERFACE.decodeFunctionData("approve", call.data)]).toEqual([ROUTER, 0n]);
  });

  it("is recorded as an approval of that token and spender, with the page's summary", () => {
    expect(revokeWrite.kind).toBe("approve");
    expect(revokeWrite.approval!(inputs)).toEqual({ tokenAddress: TOKEN, spender: ROUTER });
    expect(revokeWrite.summary(inputs)).toBe(inputs.summary);
  });
});
