import { describe, expect, it } from "vitest";
import { PenRouter__factory } from "../../../../../typechain-types/factories/contracts/PenRouter__factory";
import { CurrencyAmount } from "@/sdk";
import { addLiquidityCall, removeLiquidityCalls } from "./routerCalls";
import { ACCOUNT, BARK, E18, FIVE, PEN, WPEN } from "./testTokens";

const router = PenRouter__factory.createInterface();
const encodes = (call: { method: string; args: unknown[] }) => expect(() => router.encodeFunctionData(call.method as never, call.args as never)).not.toThrow();

describe("addLiquidity call", () => {
  const a = CurrencyAmount.fromRawAmount(BARK, 1000n);
  const b = CurrencyAmount.fromRawAmount(FIVE, 2000n);
  it("token/token with minimums after slippage", () => {
    const call = addLiquidityCall({ naming: "PEN", amountA: a, amountB: b, slippageBips: 50, noLiquidity: false, account: ACCOUNT, deadline: 99n });
    expect(call).toEqual({ method: "addLiquidity", args: [BARK.address, FIVE.address, 1000n, 2000n, 995n, 1990n, ACCOUNT, 99n] });
    encodes(call);
  });
  it("a new pool sends minimums equal to the amounts", () => {
    const call = addLiquidityCall({ naming: "PEN", amountA: a, amountB: b, slippageBips: 50, noLiquidity: true, account: ACCOUNT, deadline: 99n });
    expect(call.args.slice(4, 6)).toEqual([1000n, 2000n]);
  });
  it("native side: addLiquidityPEN with the native amount as value (either order)", () => {
    const native = CurrencyAmount.fromRawAmount(PEN, 3n * E18);
    for (const [amountA, amountB] of [[native, a], [a, native]] as const) {
      const call = addLiquidityCall({ naming: "PEN", amountA, amountB, slippageBips: 100, noLiquidity: false, account: ACCOUNT, deadline: 7n });
      expect(call).toEqual({ method: "addLiquidityPEN", args: [BARK.address, 1000n, 990n, (3n * E18 * 99n) / 100n, ACCOUNT, 7n], value: 3n * E18 });
      encodes(call);
    }
    expect(addLiquidityCall({ naming: "ETH", amountA: native, amountB: a, slippageBips: 0, noLiquidity: false, account: ACCOUNT, deadline: 7n }).method).toBe("addLiquidityETH");
  });
});

describe("removeLiquidity calls", () => {
  const base = { naming: "PEN" as const, tokenA: BARK, tokenB: FIVE, nativeSide: undefined, liquidity: 500n, account: ACCOUNT, deadline: 1234n };
  const signature = { v: 27, r: "0x" + "11".repeat(32), s: "0x" + "22".repeat(32), deadline: 999n };
  it("token/token after an approve: minimums 0", () => {
    const [call, ...rest] = removeLiquidityCalls(base);
    expect(rest).toHaveLength(0);
    expect(call).toEqual({ method: "removeLiquidity", args: [BARK.address, FIVE.address, 500n, 0n, 0n, ACCOUNT, 1234n] });
    encodes(call);
  });
  it("with a permit: the signed deadline and v, r, s", () => {
    const [call] = removeLiquidityCalls({ ...base, signature });
    expect(call.method).toBe("removeLiquidityWithPermit");
    expect(call.args).toEqual([BARK.address, FIVE.address, 500n, 0n, 0n, ACCOUNT, 999n, false, 27, signature.r, signature.s]);
    encodes(call);
  });
  it("native side: removeLiquidityPEN (token first), fee-on-transfer variant as fallback", () => {
    const calls = removeLiquidityCalls({ ...base, tokenA: WPEN, tokenB: BARK, nativeSide: "A" });
    expect(calls.map((c) => c.method)).toEqual(["removeLiquidityPEN", "removeLiquidityPENSupportingFeeOnTransferTokens"]);
    expect(calls[0].args).toEqual([BARK.address, 500n, 0n, 0n, ACCOUNT, 1234n]);
    calls.forEach(encodes);
    const permitCalls = removeLiquidityCalls({ ...base, tokenA: BARK, tokenB: WPEN, nativeSide: "B", signature });
    expect(permitCalls.map((c) => c.method)).toEqual(["removeLiquidityPENWithPermit", "removeLiquidityPENWithPermitSupportingFeeOnTransferTokens"]);
    // The native coin on side B: the token is side A; both candidates carry the signed deadline and v, r, s.
    for (const call of permitCalls) expect(call.args).toEqual([BARK.address, 500n, 0n, 0n, ACCOUNT, 999n, false, 27, signature.r, signature.s]);
    permitCalls.forEach(encodes);
  });
});
