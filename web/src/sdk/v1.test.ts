import { describe, expect, it } from "vitest";
import { MaxUint256, TradeType } from "./constants";
import { CurrencyAmount } from "./currencyAmount";
import { ETHER } from "./native";
import { Percent } from "./percent";
import { Route } from "./route";
import { P01, T0, T1 } from "./testPairs";
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
  it("gives no trade without an exchange or with too little liquidity", () => {
    expect(v1Trade(T0, T1, { input: ex0 }, amount(T0, 100n), TradeType.EXACT_INPUT)).toBeUndefined();
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
  it("refuses V2 trades and more than 2 legs (PAIRS)", () => {
    expect(() => v1SwapArguments(Trade.exactIn(new Route([P01], T0, T1), amount(T0, 100n)), options)).toThrow("PAIRS");
    const ex2 = new MockV1Pair(1000n, amount(T0, 1000n));
    const long = Trade.exactIn(new Route([ex0, ex1], T0, T1), amount(T0, 100n));
    // no real 3-leg V1 route exists (every exchange touches the native), so fake one to test the guard
    const threeLegs = { ...long, route: { ...long.route, pairs: [ex0, ex1, ex2] } } as unknown as Trade;
    expect(() => v1SwapArguments(threeLegs, options)).toThrow("PAIRS");
  });
});
