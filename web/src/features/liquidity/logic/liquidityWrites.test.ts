import { describe, expect, it } from "vitest";
import { PenRouter__factory } from "../../../../../typechain-types/factories/contracts/PenRouter__factory";
import { CurrencyAmount } from "@/sdk";
import { addLiquidityWrite, removeLiquidityWrite, type RemoveLiquidityInputs } from "./liquidityWrites";
import { ACCOUNT, BARK, CHAIN, E18, FIVE, PEN, WPEN } from "./testTokens";

const ROUTER = "0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0";
const router = PenRouter__factory.createInterface();
const target = { chainId: CHAIN, router: ROUTER, naming: "PEN" as const, account: ACCOUNT };
const decoded = (data: string) => router.parseTransaction({ data })!;

describe("addLiquidityWrite", () => {
  const amountA = CurrencyAmount.fromRawAmount(BARK, 1000n);
  const amountB = CurrencyAmount.fromRawAmount(FIVE, 2000n);

  it("sends addLiquidity to the router with the slippage minimums and the pipeline's deadline", () => {
    const [call] = addLiquidityWrite.buildCalls({ ...target, amountA, amountB, slippageBips: 50, noLiquidity: false }, 1234n);
    expect(call.to).toBe(ROUTER);
    expect(call.value).toBeUndefined();
    const tx = decoded(call.data);
    expect(tx.name).toBe("addLiquidity");
    expect([...tx.args]).toEqual([BARK.address, FIVE.address, 1000n, 2000n, 995n, 1990n, ACCOUNT, 1234n]);
  });

  it("sends the native side as value through addLiquidityPEN", () => {
    const native = CurrencyAmount.fromRawAmount(PEN, 3n * E18);
    const [call] = addLiquidityWrite.buildCalls({ ...target, amountA: native, amountB, slippageBips: 50, noLiquidity: true }, 9n);
    expect(decoded(call.data).name).toBe("addLiquidityPEN");
    expect(call.value).toBe(3n * E18);
  });

  it("is an add with the amounts in its summary", () => {
    expect(addLiquidityWrite.kind).toBe("addLiquidity");
    expect(addLiquidityWrite.summary({ ...target, amountA, amountB, slippageBips: 50, noLiquidity: false }).key).toBe("txSummary.addLiquidity");
  });
});

describe("removeLiquidityWrite", () => {
  const base: RemoveLiquidityInputs = {
    ...target,
    currencyA: PEN,
    currencyB: BARK,
    liquidity: CurrencyAmount.fromRawAmount(WPEN, 500n),
    receiveWrapped: false,
    signature: undefined,
    percent: "25",
  };

  it("pays the native side as the coin, all candidates to the router, with the deadline", () => {
    const calls = removeLiquidityWrite.buildCalls(base, 77n);
    expect(calls.length).toBeGreaterThan(0);
    expect(calls.every((c) => c.to === ROUTER)).toBe(true);
    const first = decoded(calls[0].data);
    expect(first.name).toBe("removeLiquidityPEN");
    expect(first.args).toContain(77n);
    expect(first.args).toContain(500n);
  });

  it("takes the wrapped token when asked", () => {
    const [call] = removeLiquidityWrite.buildCalls({ ...base, receiveWrapped: true }, 77n);
    const tx = decoded(call.data);
    expect(tx.name).toBe("removeLiquidity");
    expect(tx.args.slice(0, 2)).toEqual([WPEN.address, BARK.address]);
  });

  it("is a removal whose toast names the percentage", () => {
    expect(removeLiquidityWrite.kind).toBe("removeLiquidity");
    expect(removeLiquidityWrite.summary(base)).toEqual({ key: "txSummary.removeLiquidity", params: { percent: "25" } });
  });
});
