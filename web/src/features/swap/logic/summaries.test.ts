import { describe, expect, it } from "vitest";
import { CurrencyAmount, Route, Token, Trade, TradeType } from "@/sdk";
import { swapSummary } from "./summaries";
import { CHAIN, E18, pair } from "./testFixtures";

// The everyday texts are in logic.test.ts; a token list may leave symbols out, and the text then shows none.

describe("swapSummary without symbols", () => {
  it("names no symbol instead of 'undefined'", () => {
    const a = new Token(CHAIN, "0x0000000000000000000000000000000000000007", 18);
    const b = new Token(CHAIN, "0x0000000000000000000000000000000000000008", 18);
    const trade = new Trade(new Route([pair(a, 1000n * E18, b, 1000n * E18)], a, b), CurrencyAmount.fromRawAmount(a, 10n * E18), TradeType.EXACT_INPUT);
    expect(swapSummary(trade)).toEqual({ key: "txSummary.swap", params: { amountIn: "10", symbolIn: "", amountOut: "9.87", symbolOut: "" } });
  });
});
