import { describe, expect, it } from "vitest";
import { Interface } from "ethers";
import { CurrencyAmount, MockV1Pair, Route, Trade, TradeType } from "@/sdk";
import { PenRouter__factory } from "../../../../../typechain-types/factories/contracts/PenRouter__factory";
import { swapCandidateCalls, swapSpender } from "./swapCalls";
import { BARK, barkFiveTrade, E18, PEN, pair, WPEN } from "./testFixtures";

const ROUTER = "0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0";
const RECIPIENT = "0x70997970C51812dc3A010C7d01b50e0d17dc79C8";
const PEN_ROUTER = PenRouter__factory.createInterface();
const base = { allowedSlippageBips: 50, recipient: RECIPIENT, deadline: 1_900_000_000, router: ROUTER };

const method = (iface: Interface, data: string) => iface.parseTransaction({ data })!.name;

describe("swap candidate calls", () => {
  it("exact input token → token: the plain method, then the fee-on-transfer variant, both to the router", () => {
    const calls = swapCandidateCalls(barkFiveTrade(1n), { ...base, naming: "PEN" });
    expect(calls.map((c) => c.to)).toEqual([ROUTER, ROUTER]);
    expect(calls.map((c) => method(PEN_ROUTER, c.data))).toEqual([
      "swapExactTokensForTokens",
      "swapExactTokensForTokensSupportingFeeOnTransferTokens",
    ]);
    const args = PEN_ROUTER.parseTransaction({ data: calls[0].data })!.args;
    expect(args[0]).toBe(E18);
    expect(args[3]).toBe(RECIPIENT);
    expect(args[4]).toBe(1_900_000_000n);
  });

  it("native input uses PEN names on PenSwap chains and carries the value", () => {
    const p = pair(WPEN, 100n * E18, BARK, 10_000n * E18);
    const trade = new Trade(new Route([p], PEN, BARK), CurrencyAmount.fromRawAmount(PEN, E18), TradeType.EXACT_INPUT);
    const [plain, fot] = swapCandidateCalls(trade, { ...base, naming: "PEN" });
    expect(method(PEN_ROUTER, plain.data)).toBe("swapExactPENForTokens");
    expect(method(PEN_ROUTER, fot.data)).toBe("swapExactPENForTokensSupportingFeeOnTransferTokens");
    expect(plain.value).toBe(E18);
  });

  it("ETH names on Ethereum chains, and no fee-on-transfer variant for exact output", () => {
    const p = pair(WPEN, 100n * E18, BARK, 10_000n * E18);
    const trade = new Trade(new Route([p], BARK, PEN), CurrencyAmount.fromRawAmount(PEN, E18), TradeType.EXACT_OUTPUT);
    const calls = swapCandidateCalls(trade, { ...base, naming: "ETH" });
    expect(calls).toHaveLength(1);
    expect(new Interface(["function swapTokensForExactETH(uint256,uint256,address[],address,uint256)"]).parseTransaction({ data: calls[0].data })!.name).toBe(
      "swapTokensForExactETH",
    );
  });

  it("V1 trades go to the exchange, which is also the spender", () => {
    const exchange = "0x61c36a8d610163660E21a8b7359e1Cac0C9133e1";
    const v1 = new MockV1Pair(5n * E18, CurrencyAmount.fromRawAmount(BARK, 500n * E18));
    const trade = new Trade(new Route([v1], BARK, PEN), CurrencyAmount.fromRawAmount(BARK, E18), TradeType.EXACT_INPUT);
    const exchanges = { [BARK.address.toLowerCase()]: exchange };
    const calls = swapCandidateCalls(trade, { ...base, naming: "PEN", v1Exchanges: exchanges });
    expect(calls).toHaveLength(1);
    expect(calls[0].to).toBe(exchange);
    expect(calls[0].data.slice(0, 10)).toBe(new Interface(["function tokenToEthTransferInput(uint256,uint256,uint256,address)"]).getFunction("tokenToEthTransferInput")!.selector);
    expect(swapSpender(trade, ROUTER, exchanges)).toBe(exchange);
    expect(swapSpender(barkFiveTrade(1n), ROUTER, exchanges)).toBe(ROUTER);
    expect(swapCandidateCalls(trade, { ...base, naming: "PEN" })).toEqual([]);
  });

  it("a V1 trade from the native coin goes to the output token's exchange and carries the value; it needs no spender", () => {
    const exchange = "0x61c36a8d610163660E21a8b7359e1Cac0C9133e1";
    const v1 = new MockV1Pair(5n * E18, CurrencyAmount.fromRawAmount(BARK, 500n * E18));
    const trade = new Trade(new Route([v1], PEN, BARK), CurrencyAmount.fromRawAmount(PEN, E18), TradeType.EXACT_INPUT);
    const exchanges = { [BARK.address.toLowerCase()]: exchange };
    const calls = swapCandidateCalls(trade, { ...base, naming: "PEN", v1Exchanges: exchanges });
    expect(calls).toHaveLength(1);
    expect(calls[0].to).toBe(exchange);
    expect(calls[0].value).toBe(E18);
    expect(calls[0].data.slice(0, 10)).toBe(new Interface(["function ethToTokenTransferInput(uint256,uint256,address)"]).getFunction("ethToTokenTransferInput")!.selector);
    expect(swapSpender(trade, ROUTER, exchanges)).toBeUndefined();
  });

  it("no router on this build: a V2 trade has no call; no trade has no spender", () => {
    expect(swapCandidateCalls(barkFiveTrade(1n), { ...base, router: undefined, naming: "PEN" })).toEqual([]);
    expect(swapSpender(undefined, ROUTER)).toBeUndefined();
  });
});
