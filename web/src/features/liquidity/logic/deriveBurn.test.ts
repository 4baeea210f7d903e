import { describe, expect, it } from "vitest";
import { CurrencyAmount } from "@/sdk";
import { BurnField } from "../burn/burnSlice";
import { deriveBurnInfo, percentLabel, type BurnInputs } from "./deriveBurn";
import { ACCOUNT, BARK, E18, FIVE, pairOf } from "./testTokens";

// 10 BARK : 20 FIVE, 100 LP; the user holds 50 LP = 5 BARK + 10 FIVE.
const pair = pairOf(BARK, 10n * E18, FIVE, 20n * E18);
const lp = (n: bigint) => CurrencyAmount.fromRawAmount(pair.liquidityToken, n);
const base: BurnInputs = {
  account: ACCOUNT,
  pair,
  tokenA: BARK,
  tokenB: FIVE,
  userLiquidity: lp(50n * E18),
  totalSupply: lp(100n * E18),
  independentField: BurnField.LIQUIDITY_PERCENT,
  typedValue: "25",
};

describe("deriveBurnInfo", () => {
  it("percent: a quarter of the position", () => {
    const info = deriveBurnInfo(base);
    expect(percentLabel(info.percentToRemove)).toBe("25");
    expect(info.parsedAmounts.LIQUIDITY?.toExact()).toBe("12.5");
    expect(info.parsedAmounts.CURRENCY_A?.toExact()).toBe("1.25");
    expect(info.parsedAmounts.CURRENCY_B?.toExact()).toBe("2.5");
    expect(info.liquidityValueA?.toExact()).toBe("5");
    expect(info.error).toBeUndefined();
  });
  it("Max is the whole balance", () => {
    expect(deriveBurnInfo({ ...base, typedValue: "100" }).parsedAmounts.LIQUIDITY?.quotient).toBe(50n * E18);
  });
  it("LP amount typed", () => {
    const info = deriveBurnInfo({ ...base, independentField: BurnField.LIQUIDITY, typedValue: "10" });
    expect(percentLabel(info.percentToRemove)).toBe("20");
    expect(info.parsedAmounts.CURRENCY_B?.toExact()).toBe("2");
  });
  it("token amounts typed", () => {
    expect(deriveBurnInfo({ ...base, independentField: BurnField.CURRENCY_A, typedValue: "2.5" }).parsedAmounts.LIQUIDITY?.toExact()).toBe("25");
    expect(deriveBurnInfo({ ...base, independentField: BurnField.CURRENCY_B, typedValue: "5" }).parsedAmounts.CURRENCY_A?.toExact()).toBe("2.5");
  });
  it("more than the position, 0 % or garbage: 'Enter an amount'", () => {
    for (const [field, typedValue] of [[BurnField.CURRENCY_A, "6"], [BurnField.LIQUIDITY, "51"], [BurnField.LIQUIDITY_PERCENT, "0"], [BurnField.LIQUIDITY_PERCENT, "101"], [BurnField.LIQUIDITY_PERCENT, "1.5"], [BurnField.LIQUIDITY, "x"]] as const) {
      const info = deriveBurnInfo({ ...base, independentField: field, typedValue });
      expect(info.parsedAmounts.LIQUIDITY).toBeUndefined();
      expect(info.error).toEqual({ kind: "enterAmount" });
    }
  });
  it("no account: 'Connect Wallet' wins", () => expect(deriveBurnInfo({ ...base, account: undefined }).error).toEqual({ kind: "connectWallet" }));
  it("no position data yet: amounts unknown", () => {
    const info = deriveBurnInfo({ ...base, totalSupply: undefined });
    expect(info.parsedAmounts.CURRENCY_A).toBeUndefined();
    expect(info.error).toEqual({ kind: "enterAmount" });
  });
  it("exactly the whole position, typed in any field, is 100 %", () => {
    for (const [field, typedValue] of [[BurnField.LIQUIDITY, "50"], [BurnField.CURRENCY_A, "5"], [BurnField.CURRENCY_B, "10"]] as const) {
      const info = deriveBurnInfo({ ...base, independentField: field, typedValue });
      expect(percentLabel(info.percentToRemove), field).toBe("100");
      expect(info.parsedAmounts.LIQUIDITY?.quotient, field).toBe(50n * E18);
      expect([info.parsedAmounts.CURRENCY_A?.toExact(), info.parsedAmounts.CURRENCY_B?.toExact()], field).toEqual(["5", "10"]);
      expect(info.error, field).toBeUndefined();
    }
    expect(deriveBurnInfo(base).liquidityValueB?.toExact()).toBe("10");
  });
  it("a token amount that is not a number, or a side whose token is unknown, is 'Enter an amount'", () => {
    expect(deriveBurnInfo({ ...base, independentField: BurnField.CURRENCY_A, typedValue: "x" }).error).toEqual({ kind: "enterAmount" });
    const noTokenA = deriveBurnInfo({ ...base, tokenA: undefined });
    expect([noTokenA.parsedAmounts.CURRENCY_A, noTokenA.parsedAmounts.CURRENCY_B?.toExact()]).toEqual([undefined, "2.5"]);
    expect(noTokenA.error).toEqual({ kind: "enterAmount" });
  });
  it("one wei more than the position in token B is nothing", () => {
    const info = deriveBurnInfo({ ...base, independentField: BurnField.CURRENCY_B, typedValue: "10.000000000000000001" });
    expect(info.percentToRemove.equalTo(0n)).toBe(true);
    expect(info.error).toEqual({ kind: "enterAmount" });
  });
  it("an empty pool, no balance or stale data (balance above the supply) give no amounts instead of throwing", () => {
    const noSupply = deriveBurnInfo({ ...base, totalSupply: lp(0n) });
    expect([noSupply.liquidityValueA, noSupply.liquidityValueB]).toEqual([undefined, undefined]);
    const noBalance = deriveBurnInfo({ ...base, userLiquidity: lp(0n), independentField: BurnField.LIQUIDITY, typedValue: "1" });
    expect(noBalance.percentToRemove.equalTo(0n)).toBe(true);
    const stale = deriveBurnInfo({ ...base, userLiquidity: lp(101n * E18) });
    expect([stale.liquidityValueA, stale.parsedAmounts.CURRENCY_A, stale.error]).toEqual([undefined, undefined, { kind: "enterAmount" }]);
    const noPair = deriveBurnInfo({ ...base, pair: undefined, independentField: BurnField.LIQUIDITY, typedValue: "1" });
    expect(noPair.percentToRemove.equalTo(0n)).toBe(true);
  });
});
