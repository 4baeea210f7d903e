import { describe, expect, it } from "vitest";
import { UserFacingError } from "@/onchain/errors";
import { PenRouter__factory } from "../../../../../typechain-types/factories/contracts/PenRouter__factory";
import { swapWrite, type SwapWriteInputs } from "./swapWrite";
import { barkFiveTrade, E18 } from "./testFixtures";
import { CurrencyAmount, MockV1Pair, nativeOnChain, Route, Trade, TradeType } from "@/sdk";
import { BARK, PEN, WPEN } from "./testFixtures";
import { WRAPPED_NATIVE_INTERFACE } from "@/onchain/hooks";
import { wrapWrite, WrapType } from "./wrap";

const ROUTER = "0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0";
const ACCOUNT = "0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266";
const ALICE = "0x70997970C51812dc3A010C7d01b50e0d17dc79C8";
const PEN_ROUTER = PenRouter__factory.createInterface();

function inputs(overrides: Partial<SwapWriteInputs> = {}): SwapWriteInputs {
  return {
    trade: barkFiveTrade(1n),
    allowedSlippageBips: 50,
    recipient: ACCOUNT,
    typedRecipient: null,
    recipientName: undefined,
    resolveName: () => Promise.reject(new Error("no name to resolve")),
    naming: "PEN",
    router: ROUTER,
    v1Exchanges: {},
    ...overrides,
  };
}

describe("swapWrite", () => {
  it("builds the router's candidates with the pipeline's deadline and the reviewed recipient", () => {
    const calls = swapWrite.buildCalls(inputs({ recipient: ALICE }), 1_900_000_123n);
    expect(calls.map((c) => c.to)).toEqual([ROUTER, ROUTER]);
    const args = PEN_ROUTER.parseTransaction({ data: calls[0].data })!.args;
    expect(args[3]).toBe(ALICE);
    expect(args[4]).toBe(1_900_000_123n);
  });

  it("is a swap, toasts its failures, and says where the output goes", () => {
    expect(swapWrite.kind).toBe("swap");
    expect(swapWrite.failureToast).toBe(true);
    expect(swapWrite.summary(inputs())).toEqual({ key: "txSummary.swap", params: { amountIn: "1", symbolIn: "BARK", amountOut: "0.996", symbolOut: "FIVE" } });
    expect(swapWrite.summary(inputs({ typedRecipient: "alice.eth", recipient: ALICE })).key).toBe("txSummary.swapTo");
  });

  it("says 'on V1' for a V1 trade, and sends it to the input token's exchange", () => {
    const v1 = new MockV1Pair(5n * E18, CurrencyAmount.fromRawAmount(BARK, 500n * E18));
    const trade = new Trade(new Route([v1], BARK, PEN), CurrencyAmount.fromRawAmount(BARK, E18), TradeType.EXACT_INPUT);
    const exchange = "0xa513E6E4b8f2a923D98304ec87F64353C4D5C853";
    const v1Inputs = inputs({ trade, v1Exchanges: { [BARK.address.toLowerCase()]: exchange } });
    expect(swapWrite.summary(v1Inputs).key).toBe("txSummary.swapV1");
    expect(swapWrite.buildCalls(v1Inputs, 1n).map((c) => c.to)).toEqual([exchange]);
  });

  it("resolves a recipient name again before sending and refuses when it moved", async () => {
    await expect(swapWrite.beforeSend!(inputs())).resolves.toBeUndefined();
    const named = inputs({ typedRecipient: "alice.eth", recipientName: "alice.eth", recipient: ALICE });
    await expect(swapWrite.beforeSend!({ ...named, resolveName: async () => ALICE })).resolves.toBeUndefined();
    const moved = swapWrite.beforeSend!({ ...named, resolveName: async () => ACCOUNT });
    await expect(moved).rejects.toBeInstanceOf(UserFacingError);
    await expect(moved).rejects.toMatchObject({ userError: { kind: "recipientChanged" } });
  });

  it("has no call when the chain has no router on this build", () => {
    expect(swapWrite.buildCalls(inputs({ router: undefined }), 1n)).toEqual([]);
  });
});

describe("wrapWrite", () => {
  const WRAPPED = WPEN.address;
  it("wraps by deposit with the amount as value, unwraps by withdraw(amount)", () => {
    const amount = CurrencyAmount.fromRawAmount(nativeOnChain(555555), 3n * E18);
    const [wrap] = wrapWrite.buildCalls({ type: WrapType.WRAP, amount, wrappedNative: WRAPPED, chainId: 555555 }, 0n);
    expect(wrap).toEqual({ to: WRAPPED, data: WRAPPED_NATIVE_INTERFACE.encodeFunctionData("deposit"), value: 3n * E18 });
    const back = CurrencyAmount.fromRawAmount(WPEN, 2n * E18);
    const [unwrap] = wrapWrite.buildCalls({ type: WrapType.UNWRAP, amount: back, wrappedNative: WRAPPED, chainId: 555555 }, 0n);
    expect(unwrap.to).toBe(WRAPPED);
    expect(unwrap.value).toBeUndefined();
    expect(WRAPPED_NATIVE_INTERFACE.decodeFunctionData("withdraw", unwrap.data)[0]).toBe(2n * E18);
  });
  it("is a wrap with its product summary, and toasts its failures", () => {
    const amount = CurrencyAmount.fromRawAmount(nativeOnChain(555555), E18);
    expect(wrapWrite.kind).toBe("wrap");
    expect(wrapWrite.failureToast).toBe(true);
    expect(wrapWrite.summary({ type: WrapType.WRAP, amount, wrappedNative: WRAPPED, chainId: 555555 })).toEqual({ key: "txSummary.testnetWpenDeposit" });
  });
});
