import { describe, expect, it } from "vitest";
import { CurrencyAmount, Percent, Route, Trade, TradeType } from "@/sdk";
import { approvalAmounts } from "@/onchain/hooks";
import { swapAmountToApprove } from "./approvalAmount";
import { BARK, barkFiveTrade, E18, FIVE, PEN, pair, WPEN } from "./testFixtures";

const HALF_PERCENT = new Percent(50n, 10_000n);

describe("swapAmountToApprove", () => {
  it("is the exact input of an exact-input trade, whatever the slippage", () => {
    const amount = swapAmountToApprove(barkFiveTrade(2n), HALF_PERCENT);
    expect(amount?.currency).toBe(BARK);
    expect(amount?.quotient).toBe(2n * E18);
  });

  it("is the slippage-raised maximum input of an exact-output trade, to the wei", () => {
    const p = pair(BARK, 1000n * E18, FIVE, 1000n * E18);
    const trade = new Trade(new Route([p], BARK, FIVE), CurrencyAmount.fromRawAmount(FIVE, E18), TradeType.EXACT_OUTPUT);
    const amount = swapAmountToApprove(trade, HALF_PERCENT);
    expect(amount?.quotient).toBe((trade.inputAmount.quotient * 10_050n) / 10_000n);
    expect(amount!.quotient).toBeGreaterThan(trade.inputAmount.quotient);
  });

  it("is nothing without a trade, for a native input, or for a negative slippage", () => {
    expect(swapAmountToApprove(undefined, HALF_PERCENT)).toBeUndefined();
    const p = pair(WPEN, 1000n * E18, BARK, 1000n * E18);
    const nativeIn = new Trade(new Route([p], PEN, BARK), CurrencyAmount.fromRawAmount(PEN, E18), TradeType.EXACT_INPUT);
    expect(swapAmountToApprove(nativeIn, HALF_PERCENT)).toBeUndefined();
    expect(swapAmountToApprove(barkFiveTrade(1n), new Percent(-1n, 100n))).toBeUndefined();
  });
});

describe("approvalAmounts (the approve amounts tried, in order)", () => {
  it("unlimited mode tries the unlimited amount, then the exact amount", () => {
    expect(approvalAmounts("unlimited", 5n, 10n ** 36n)).toEqual([10n ** 36n, 5n]);
  });
  it("exact mode asks for the exact amount only, never more", () => {
    expect(approvalAmounts("exact", 5n, 10n ** 36n)).toEqual([5n]);
  });
});
