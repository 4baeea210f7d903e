import { describe, expect, it } from "vitest";
import { type Candidate, searchBestRoutes } from "./bestTradeSearch";
import { CurrencyAmount } from "./currencyAmount";
import { P01, P02, P12, pairOf, T0, T1, T2 } from "./testPairs";

describe("searchBestRoutes", () => {
  const request = { pairs: [P01, P02, P12], from: T0, to: T2, amount: 100n, maxHops: 3, maxNumResults: 3, prefix: [], tieBreak: () => 0 };
  it("finds every route up to maxHops, best amount first, without building trades", () => {
    const found = searchBestRoutes({ ...request, exactIn: true, results: [] });
    expect(found.map((c) => c.pairs)).toEqual([[P02], [P01, P12]]);
    expect(found[0].amount).toBe(P02.getOutputAmount(CurrencyAmount.fromRawAmount(T0, 100n))[0].quotient);
  });
  it("for exact output puts the least input first and lists pairs in route order", () => {
    const found = searchBestRoutes({ ...request, exactIn: false, from: T2, to: T0, results: [] });
    expect(found.map((c) => c.pairs)).toEqual([[P02], [P01, P12]]);
    expect(found[0].amount < found[1].amount).toBe(true);
  });
  it("lets a route into a full list when its amount ties with the last and the tie break ranks it first", () => {
    // Two identical pairs give equal amounts both ways; the tie break prefers the one found second
    const first = pairOf(T0, 1000n, T1, 1000n);
    const second = pairOf(T0, 1000n, T1, 1000n);
    const preferSecond = (a: Candidate, b: Candidate) => (a.pairs[0] === second ? -1 : 0) + (b.pairs[0] === second ? 1 : 0);
    const base = { ...request, pairs: [first, second], maxNumResults: 1, tieBreak: preferSecond };
    // (toBe: the two pairs are deep-equal)
    const exactIn = searchBestRoutes({ ...base, from: T0, to: T1, exactIn: true, results: [] });
    const exactOut = searchBestRoutes({ ...base, from: T1, to: T0, exactIn: false, results: [] });
    expect([exactIn.length, exactOut.length]).toEqual([1, 1]);
    expect(exactIn[0].pairs[0]).toBe(second);
    expect(exactOut[0].pairs[0]).toBe(second);
  });
  it("skips a pair whose input reserve alone is empty (it would sell its whole output reserve for any input)", () => {
    // Reachable on chain: tokens sent to a pair without liquidity, then sync()
    const oneSided = pairOf(T0, 0n, T1, 1000n);
    const found = searchBestRoutes({ ...request, pairs: [oneSided], from: T0, to: T1, exactIn: true, results: [] });
    expect(found).toEqual([]);
  });
  it("respects maxHops", () => {
    expect(searchBestRoutes({ ...request, exactIn: true, maxHops: 1, results: [] }).length).toBe(1);
  });
});
