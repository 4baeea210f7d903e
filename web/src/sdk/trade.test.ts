import { describe, expect, it } from "vitest";
import { TradeType } from "./constants";
import { CurrencyAmount } from "./currencyAmount";
import { InsufficientInputAmountError, InsufficientReservesError } from "./errors";
import { ETHER } from "./native";
import { Percent } from "./percent";
import { Route } from "./route";
import { EMPTY03, P01, P02, P03, P0W, P12, P13, P1W, pairOf, T0, T1, T2, T3, W } from "./testPairs";
import { inputOutputComparator, Trade, tradeComparator } from "./trade";

const amount = CurrencyAmount.fromRawAmount;

describe("Trade", () => {
  it("computes an exact-input trade along the route", () => {
    const trade = Trade.exactIn(new Route([P01, P12], T0, T2), amount(T0, 100n));
    expect(trade.tradeType).toBe(TradeType.EXACT_INPUT);
    expect(trade.inputAmount.quotient).toBe(100n);
    const [mid] = P01.getOutputAmount(amount(T0, 100n));
    expect(trade.outputAmount.quotient).toBe(P12.getOutputAmount(mid)[0].quotient);
    expect(trade.executionPrice.equalTo(trade.outputAmount.divide(trade.inputAmount.quotient))).toBe(true);
    expect(trade.priceImpact.greaterThan(0n)).toBe(true);
    expect(trade.nextMidPrice.lessThan(trade.route.midPrice)).toBe(true);
  });
  it("computes an exact-output trade backwards", () => {
    const trade = Trade.exactOut(new Route([P01], T0, T1), amount(T1, 100n));
    expect(trade.tradeType).toBe(TradeType.EXACT_OUTPUT);
    expect(trade.inputAmount.quotient).toBe(P01.getInputAmount(amount(T1, 100n))[0].quotient);
    expect(trade.outputAmount.quotient).toBe(100n);
  });
  it("keeps the native currency on the outside of the trade", () => {
    const trade = Trade.exactIn(new Route([P0W], ETHER, T0), amount(ETHER, 100n));
    expect(trade.inputAmount.currency).toBe(ETHER);
    expect(trade.route.path[0]).toBe(W);
  });
  it("asserts INPUT / OUTPUT currencies and passes pair errors through", () => {
    expect(() => new Trade(new Route([P01], T0, T1), amount(T1, 1n), TradeType.EXACT_INPUT)).toThrow("INPUT");
    expect(() => new Trade(new Route([P01], T0, T1), amount(T0, 1n), TradeType.EXACT_OUTPUT)).toThrow("OUTPUT");
    expect(() => Trade.exactOut(new Route([P01], T0, T1), amount(T1, 1000n))).toThrow(InsufficientReservesError);
    expect(() => Trade.exactIn(new Route([P01], T0, T1), amount(T0, 1n))).toThrow(InsufficientInputAmountError);
  });
  it("bounds amounts by slippage (SLIPPAGE_TOLERANCE when negative)", () => {
    const exactIn = Trade.exactIn(new Route([P01], T0, T1), amount(T0, 100n));
    const fivePercent = new Percent(5n, 100n);
    expect(exactIn.minimumAmountOut(fivePercent).quotient).toBe((exactIn.outputAmount.quotient * 95n) / 100n);
    expect(exactIn.maximumAmountIn(fivePercent)).toBe(exactIn.inputAmount);
    const exactOut = Trade.exactOut(new Route([P01], T0, T1), amount(T1, 100n));
    expect(exactOut.maximumAmountIn(fivePercent).quotient).toBe((exactOut.inputAmount.quotient * 105n) / 100n);
    expect(exactOut.minimumAmountOut(fivePercent)).toBe(exactOut.outputAmount);
    expect(exactIn.minimumAmountOut(new Percent(2n, 1n)).quotient).toBe(0n);
    expect(() => exactIn.minimumAmountOut(new Percent(-1n, 100n))).toThrow("SLIPPAGE_TOLERANCE");
    expect(() => exactOut.maximumAmountIn(new Percent(-1n, 100n))).toThrow("SLIPPAGE_TOLERANCE");
    expect(exactIn.worstExecutionPrice(fivePercent).numerator).toBe(exactIn.minimumAmountOut(fivePercent).quotient);
  });
  it("orders trades by output, input, price impact, then hops", () => {
    const route = new Route([P01], T0, T1);
    const small = Trade.exactIn(route, amount(T0, 10n));
    const big = Trade.exactIn(route, amount(T0, 100n));
    expect(inputOutputComparator(big, small)).toBe(-1);
    expect(inputOutputComparator(small, big)).toBe(1);
    expect(tradeComparator(small, small)).toBe(0);
    expect(() => inputOutputComparator(small, Trade.exactIn(new Route([P02], T0, T2), amount(T0, 10n)))).toThrow("OUTPUT");
  });
  it("ranks the trade that pays less first when both give the same output", () => {
    // 100 T1 out: Uniswap V2's getAmountIn, floor(rIn·out·1000 / ((rOut − out)·997)) + 1, asks 112 T0 of the
    // 1000/1000 pair and 106 of the deeper 2000/2000 one
    const shallow = Trade.exactOut(new Route([P01], T0, T1), amount(T1, 100n));
    const deep = Trade.exactOut(new Route([pairOf(T0, 2000n, T1, 2000n)], T0, T1), amount(T1, 100n));
    expect([shallow.inputAmount.quotient, deep.inputAmount.quotient]).toEqual([112n, 106n]);
    expect(inputOutputComparator(deep, shallow)).toBe(-1);
    expect(inputOutputComparator(shallow, deep)).toBe(1);
  });
  it("ranks more output first even when its price impact is higher", () => {
    const route = new Route([P01], T0, T1);
    // 50 T0 give 47 T1 (6 % under the mid price 1), 100 T0 give 90 (10 % under)
    const small = Trade.exactIn(route, amount(T0, 50n));
    const big = Trade.exactIn(route, amount(T0, 100n));
    expect([small.outputAmount.quotient, big.outputAmount.quotient]).toEqual([47n, 90n]);
    expect(big.priceImpact.greaterThan(small.priceImpact)).toBe(true);
    expect(tradeComparator(big, small)).toBe(-1);
    expect(tradeComparator(small, big)).toBe(1);
  });
  it("ranks the lower price impact first when input and output are equal", () => {
    // 100 T0 in gives floor(100·997·r1 / (1000·1000 + 100·997)) = 90 T1 for r1 = 1000 and for r1 = 1001, but
    // against mid prices 1 and 1.001: impacts 10 % and about 10.09 %
    const even = Trade.exactIn(new Route([P01], T0, T1), amount(T0, 100n));
    const richer = Trade.exactIn(new Route([pairOf(T0, 1000n, T1, 1001n)], T0, T1), amount(T0, 100n));
    expect([even.outputAmount.quotient, richer.outputAmount.quotient]).toEqual([90n, 90n]);
    expect(tradeComparator(even, richer)).toBe(-1);
    expect(tradeComparator(richer, even)).toBe(1);
  });
  it("gives the mid price after an exact-output trade over two pairs", () => {
    // 100 T2 out of P12 (1200 T1 / 1000 T2) takes 134 T1 (getAmountIn as above), and 134 T1 out of P01
    // (1000/1000) takes 156 T0: afterwards P01 holds 1156 T0 / 866 T1 and P12 1334 T1 / 900 T2
    const trade = Trade.exactOut(new Route([P01, P12], T0, T2), amount(T2, 100n));
    expect(trade.inputAmount.quotient).toBe(156n);
    expect([trade.nextMidPrice.numerator, trade.nextMidPrice.denominator]).toEqual([866n * 900n, 1156n * 1334n]);
  });

  describe("bestTradeExactIn", () => {
    const pairs = [P01, P02, P03, P12, P13, EMPTY03];
    it("returns at most maxNumResults trades, best first, within maxHops, skipping empty pairs", () => {
      const trades = Trade.bestTradeExactIn(pairs, amount(T0, 100n), T2);
      expect(trades.map((t) => t.route.path.length)).toEqual([2, 3, 4]);
      expect(trades[0].route.path).toEqual([T0, T2]);
      expect(trades[0].outputAmount.greaterThan(trades[1].outputAmount)).toBe(true);
      expect(Trade.bestTradeExactIn(pairs, amount(T0, 100n), T2, { maxHops: 1 }).length).toBe(1);
      expect(Trade.bestTradeExactIn(pairs, amount(T0, 100n), T2, { maxNumResults: 1 }).length).toBe(1);
      expect(Trade.bestTradeExactIn(pairs, amount(T0, 100n), T3, { maxHops: 3 }).every((t) => t.route.pairs.length <= 3)).toBe(true);
    });
    it("skips routes whose input is too small", () => {
      // 1 unit through a 1000/1000 pair gives 0.996 -> 0
      expect(Trade.bestTradeExactIn([P01, P12], amount(T0, 1n), T2)).toEqual([]);
    });
    it("handles native input and output through WETH", () => {
      const trades = Trade.bestTradeExactIn([P0W, P1W, P01], amount(ETHER, 100n), T1);
      expect(trades[0].inputAmount.currency).toBe(ETHER);
      expect(trades.map((t) => t.route.path.length)).toEqual([2, 3]);
      expect(Trade.bestTradeExactIn([P0W, P1W], amount(T0, 100n), ETHER)[0].outputAmount.currency).toBe(ETHER);
    });
    it("asserts PAIRS, MAX_HOPS and INVALID_RECURSION", () => {
      expect(() => Trade.bestTradeExactIn([], amount(T0, 1n), T1)).toThrow("PAIRS");
      expect(() => Trade.bestTradeExactIn(pairs, amount(T0, 1n), T1, { maxHops: 0 })).toThrow("MAX_HOPS");
      expect(() => Trade.bestTradeExactIn(pairs, amount(T0, 1n), T1, {}, [], amount(T0, 1n))).toThrow("INVALID_RECURSION");
    });
    it("merges into the trades of an outer search, and rejects more of them than maxNumResults", () => {
      // Direct through P02 (1000 T0 / 1100 T2) 100 T0 give 99 T2; through P01 and P12, 90 T1 and then 69 T2
      const amountIn = amount(T0, 100n);
      const outer = [Trade.exactIn(new Route([P02], T0, T2), amountIn)];
      const trades = Trade.bestTradeExactIn([P01, P12], amountIn, T2, { maxNumResults: 1 }, [], amountIn, outer);
      expect(trades).toBe(outer);
      expect(trades.map((t) => [t.route.path, t.outputAmount.quotient])).toEqual([[[T0, T2], 99n]]);
      const both = [outer[0], Trade.exactIn(new Route([P01, P12], T0, T2), amountIn)];
      expect(() => Trade.bestTradeExactIn([P03], amountIn, T2, { maxNumResults: 1 }, [], amountIn, both)).toThrow(new RangeError("ITEMS_SIZE"));
    });
    it("continues a search from a given prefix like v2-sdk's recursion", () => {
      const [afterFirst] = P01.getOutputAmount(amount(T0, 100n));
      const trades = Trade.bestTradeExactIn([P12], amount(T0, 100n), T2, {}, [P01], afterFirst);
      expect(trades[0].route.path).toEqual([T0, T1, T2]);
    });
  });

  describe("bestTradeExactOut", () => {
    const pairs = [P01, P02, P03, P12, P13, EMPTY03];
    it("returns the cheapest routes first", () => {
      const trades = Trade.bestTradeExactOut(pairs, T0, amount(T2, 100n));
      expect(trades.map((t) => t.route.path.length)).toEqual([2, 3, 4]);
      expect(trades[0].route.path).toEqual([T0, T2]);
      expect(trades[0].inputAmount.lessThan(trades[1].inputAmount)).toBe(true);
      expect(Trade.bestTradeExactOut(pairs, T0, amount(T2, 100n), { maxHops: 1 }).length).toBe(1);
    });
    it("skips routes without enough reserves", () => {
      expect(Trade.bestTradeExactOut(pairs, T0, amount(T2, 5000n))).toEqual([]);
    });
    it("breaks ties by price impact, then hops, then discovery order", () => {
      const a = pairOf(T0, 1000n, T1, 1000n);
      const b = pairOf(T0, 1000n, T1, 1000n);
      const trades = Trade.bestTradeExactOut([a, b], T0, amount(T1, 10n));
      // Identity, not deep equality: the two pairs are equal in every field, so only toBe sees their order.
      expect(trades).toHaveLength(2);
      expect(trades[0].route.pairs[0]).toBe(a);
      expect(trades[1].route.pairs[0]).toBe(b);
    });
    it("continues a search from a given suffix like v2-sdk's recursion", () => {
      // v2-sdk's recursion passes the pairs nearer the output and the amount still to buy before them: 134 T1
      // for 100 T2 out of P12, which P01 sells for 156 T0 (see the exact-output trade above)
      const trades = Trade.bestTradeExactOut([P01], T0, amount(T2, 100n), {}, [P12], amount(T1, 134n));
      expect(trades.map((t) => t.route.path)).toEqual([[T0, T1, T2]]);
      expect(trades[0].inputAmount.quotient).toBe(156n);
    });
    it("asserts PAIRS, MAX_HOPS and INVALID_RECURSION", () => {
      expect(() => Trade.bestTradeExactOut([], T0, amount(T1, 1n))).toThrow("PAIRS");
      expect(() => Trade.bestTradeExactOut(pairs, T0, amount(T1, 1n), { maxHops: 0 })).toThrow("MAX_HOPS");
      expect(() => Trade.bestTradeExactOut(pairs, T0, amount(T1, 1n), {}, [], amount(T1, 1n))).toThrow("INVALID_RECURSION");
    });
  });
});
