import { describe, expect, it } from "vitest";
import { getAddress } from "ethers";
import { MaxUint256, TradeType } from "./constants";
import { CurrencyAmount } from "./currencyAmount";
import { ETHER } from "./native";
import { Percent } from "./percent";
import { Route } from "./route";
import { P01, P1W, T0, T1 } from "./testPairs";
import { Trade } from "./trade";
import { getTradeVersion, MockV1Pair, v1SwapArguments, v1Trade } from "./v1";

const amount = CurrencyAmount.fromRawAmount;
const options = { allowedSlippage: new Percent(1n, 100n), recipient: "0x00000000000000000000000000000000000000aa", deadline: 0x1000 };

describe("V1 legs", () => {
  const ex0 = new MockV1Pair(1000n, amount(T0, 2000n));
  const ex1 = new MockV1Pair(1000n, amount(T1, 500n));

  it("models a V1 exchange as a token / wrapped-native pair", () => {
    expect(ex0.involvesToken(ETHER.wrapped)).toBe(true);
    expect(ex0.reserveOf(ETHER.wrapped).quotient).toBe(1000n);
  });
  it("routes native->token, token->native in one leg and token->token in two", () => {
    const buy = v1Trade(ETHER, T0, { output: ex0 }, amount(ETHER, 100n), TradeType.EXACT_INPUT);
    expect(buy?.route.pairs).toEqual([ex0]);
    const sell = v1Trade(T0, ETHER, { input: ex0 }, amount(T0, 100n), TradeType.EXACT_INPUT);
    expect(sell?.outputAmount.currency).toBe(ETHER);
    const cross = v1Trade(T0, T1, { input: ex0, output: ex1 }, amount(T1, 10n), TradeType.EXACT_OUTPUT);
    expect(cross?.route.path.map((t) => t.symbol)).toEqual(["T0", "WETH", "T1"]);
    expect(getTradeVersion(cross)).toBe("v1");
    expect(getTradeVersion(Trade.exactIn(new Route([P01], T0, T1), amount(T0, 100n)))).toBe("v2");
    expect(getTradeVersion(undefined)).toBeUndefined();
  });
  it("counts a trade as V1 as soon as one of its legs goes through a V1 exchange", () => {
    // T0 -> WETH through T0's V1 exchange, then WETH -> T1 through a V2 pair
    const mixed = Trade.exactIn(new Route([ex0, P1W], T0, T1), amount(T0, 100n));
    expect(getTradeVersion(mixed)).toBe("v1");
  });
  it("gives no trade without an exchange or with too little liquidity", () => {
    expect(v1Trade(T0, T1, { input: ex0 }, amount(T0, 100n), TradeType.EXACT_INPUT)).toBeUndefined();
    // selling for native needs the input token's exchange and buying with native the output token's: the other
    // one alone gives no trade
    expect(v1Trade(T0, ETHER, { output: ex1 }, amount(T0, 100n), TradeType.EXACT_INPUT)).toBeUndefined();
    expect(v1Trade(ETHER, T0, { input: ex1 }, amount(ETHER, 100n), TradeType.EXACT_INPUT)).toBeUndefined();
    expect(v1Trade(ETHER, T0, { output: ex0 }, amount(T0, 5000n), TradeType.EXACT_OUTPUT)).toBeUndefined();
    expect(() => v1Trade(ETHER, ETHER, {}, amount(ETHER, 1n), TradeType.EXACT_INPUT)).toThrow("ETHER_IN_OUT");
  });
  it("builds the V1 exchange calls", () => {
    const to = "0x00000000000000000000000000000000000000AA".toLowerCase();
    const trade = (input: typeof ETHER | typeof T0, output: typeof ETHER | typeof T0, exact: CurrencyAmount, type: TradeType) =>
      v1Trade(input, output, { input: input === T0 ? ex0 : ex1, output: output === T0 ? ex0 : ex1 }, exact, type) as Trade;
    expect(v1SwapArguments(trade(ETHER, T0, amount(ETHER, 100n), TradeType.EXACT_INPUT), options)).toMatchObject({ methodName: "ethToTokenTransferInput", value: "0x64" });
    expect(v1SwapArguments(trade(T0, ETHER, amount(T0, 100n), TradeType.EXACT_INPUT), options).methodName).toBe("tokenToEthTransferInput");
    expect(v1SwapArguments(trade(ETHER, T0, amount(T0, 100n), TradeType.EXACT_OUTPUT), options).methodName).toBe("ethToTokenTransferOutput");
    expect(v1SwapArguments(trade(T0, ETHER, amount(ETHER, 10n), TradeType.EXACT_OUTPUT), options).methodName).toBe("tokenToEthTransferOutput");
    const cross = v1Trade(T0, T1, { input: ex0, output: ex1 }, amount(T0, 100n), TradeType.EXACT_INPUT) as Trade;
    expect(v1SwapArguments(cross, options).methodName).toBe("tokenToTokenTransferInput");
    expect(v1SwapArguments(cross, options).args[5]).toBe(T1.address);
    const crossOut = v1Trade(T0, T1, { input: ex0, output: ex1 }, amount(T1, 10n), TradeType.EXACT_OUTPUT) as Trade;
    expect(v1SwapArguments(crossOut, options).args[2]).toBe(`0x${MaxUint256.toString(16)}`);
    expect(String(v1SwapArguments(crossOut, options).args[4]).toLowerCase()).toBe(to);
  });
  it("passes each V1 exchange method its arguments in the ABI's order, bounded by the slippage", () => {
    // Amounts by hand with the 0.30 % fee (getAmountOut / getAmountIn of Uniswap V2, V1 uses the same formula);
    // 10 % slippage: the minimum output is floor(out · 0.9), the maximum input floor(in · 1.1)
    const tenPercent = { ...options, allowedSlippage: new Percent(10n, 100n) };
    const to = getAddress(options.recipient);
    const call = (input: typeof ETHER | typeof T0 | typeof T1, output: typeof ETHER | typeof T0 | typeof T1, exact: CurrencyAmount, type: TradeType) =>
      v1SwapArguments(v1Trade(input, output, { input: input === T0 ? ex0 : undefined, output: output === T0 ? ex0 : output === T1 ? ex1 : undefined }, exact, type) as Trade, tenPercent);
    // 100 native buy 181 T0 (min 162 = 0xa2)
    expect(call(ETHER, T0, amount(ETHER, 100n), TradeType.EXACT_INPUT)).toEqual({ methodName: "ethToTokenTransferInput", args: ["0xa2", "0x1000", to], value: "0x64" });
    // 100 T0 sell for 47 native (min 42 = 0x2a)
    expect(call(T0, ETHER, amount(T0, 100n), TradeType.EXACT_INPUT)).toEqual({ methodName: "tokenToEthTransferInput", args: ["0x64", "0x2a", "0x1000", to], value: "0x0" });
    // 100 T0 cost 53 native (max 58 = 0x3a)
    expect(call(ETHER, T0, amount(T0, 100n), TradeType.EXACT_OUTPUT)).toEqual({ methodName: "ethToTokenTransferOutput", args: ["0x64", "0x1000", to], value: "0x3a" });
    // 10 native cost 21 T0 (max 23 = 0x17)
    expect(call(T0, ETHER, amount(ETHER, 10n), TradeType.EXACT_OUTPUT)).toEqual({ methodName: "tokenToEthTransferOutput", args: ["0xa", "0x17", "0x1000", to], value: "0x0" });
    // 100 T0 -> 47 native -> 22 T1 (min 19 = 0x13)
    expect(call(T0, T1, amount(T0, 100n), TradeType.EXACT_INPUT)).toEqual({
      methodName: "tokenToTokenTransferInput",
      args: ["0x64", "0x13", "0x1", "0x1000", to, T1.address],
      value: "0x0",
    });
    // 10 T1 need 21 native, which cost 44 T0 (max 48 = 0x30)
    expect(call(T0, T1, amount(T1, 10n), TradeType.EXACT_OUTPUT)).toEqual({
      methodName: "tokenToTokenTransferOutput",
      args: ["0xa", "0x30", `0x${"f".repeat(64)}`, "0x1000", to, T1.address],
      value: "0x0",
    });
  });
  it("gives no trade for an input too small to buy anything, and passes other errors on", () => {
    // 1 T0 into 2000 T0 / 1000 native: 1·997·1000 / (2000·1000 + 997) = 0.498 -> 0
    expect(v1Trade(T0, ETHER, { input: ex0 }, amount(T0, 1n), TradeType.EXACT_INPUT)).toBeUndefined();
    expect(() => v1Trade(T0, ETHER, { input: ex0 }, amount(T1, 100n), TradeType.EXACT_INPUT)).toThrow("INPUT");
  });
  it("has no exchange call for a native -> native round trip (ETHER_IN_OUT)", () => {
    // v1Trade never builds one, but a Trade can be: native -> T0 through one T0 exchange, back through another
    const otherEx0 = new MockV1Pair(2000n, amount(T0, 1000n));
    const roundTrip = Trade.exactIn(new Route([ex0, otherEx0], ETHER, ETHER), amount(ETHER, 100n));
    expect(() => v1SwapArguments(roundTrip, options)).toThrow("ETHER_IN_OUT");
  });
  it("refuses V2 trades and more than 2 legs (PAIRS)", () => {
    expect(() => v1SwapArguments(Trade.exactIn(new Route([P01], T0, T1), amount(T0, 100n)), options)).toThrow("PAIRS");
    const ex2 = new MockV1Pair(1000n, amount(T0, 1000n));
    const long = Trade.exactIn(new Route([ex0, ex1], T0, T1), amount(T0, 100n));
    // no real 3-leg V1 route exists (every exchange touches the native), so fake one to test the guard
    const threeLegs = { ...long, route: { ...long.route, pairs: [ex0, ex1, ex2] } } as unknown as Trade;
    expect(() => v1SwapArguments(threeLegs, options)).toThrow("PAIRS");
  });
});
