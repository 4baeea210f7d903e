import { describe, expect, it } from "vitest";
import { searchBestRoutes } from "./bestTradeSearch";
import { CurrencyAmount } from "./currencyAmount";
import { P01, P02, P12, T0, T2 } from "./testPairs";

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
  it("respects maxHops", () => {
    expect(searchBestRoutes({ ...request, exactIn: true, maxHops: 1, results: [] }).length).toBe(1);
  });
});
