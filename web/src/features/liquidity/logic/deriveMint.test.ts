import { describe, expect, it } from "vitest";
import { CurrencyAmount, Token } from "@/sdk";
import { MintField } from "../mint/mintSlice";
import { createTestI18n } from "@/base/i18n/testI18n";
import { renderSummary } from "@/onchain/transactions";
import { addLiquiditySummary, deriveMintInfo, type MintInputs } from "./deriveMint";
import { ACCOUNT, BARK, E18, FIVE, PEN, WPEN, pairOf } from "./testTokens";

// 10 BARK : 20 FIVE, 100 LP in circulation.
const pair = pairOf(BARK, 10n * E18, FIVE, 20n * E18);
const supply = CurrencyAmount.fromRawAmount(pair.liquidityToken, 100n * E18);
const base: MintInputs = {
  account: ACCOUNT,
  currencyA: BARK,
  currencyB: FIVE,
  pairInvalid: false,
  noLiquidity: false,
  pair,
  totalSupply: supply,
  balanceA: CurrencyAmount.fromRawAmount(BARK, 1000n * E18),
  balanceB: CurrencyAmount.fromRawAmount(FIVE, 1000n * E18),
  independentField: MintField.CURRENCY_A,
  typedValue: "1",
  otherTypedValue: "",
};

describe("deriveMintInfo: existing pool", () => {
  it("the other amount follows the pool price", () => {
    const info = deriveMintInfo(base);
    expect(info.dependentField).toBe(MintField.CURRENCY_B);
    expect(info.parsedAmounts.CURRENCY_B?.toExact()).toBe("2");
    expect(info.price?.toSignificant(6)).toBe("2");
    expect(info.liquidityMinted?.toExact()).toBe("10");
    expect(info.poolTokenPercentage?.toFixed(2)).toBe("9.09"); // 10 / 110
    expect(info.error).toBeUndefined();
  });
  it("typing B computes A", () => {
    const info = deriveMintInfo({ ...base, independentField: MintField.CURRENCY_B, typedValue: "5" });
    expect(info.parsedAmounts.CURRENCY_A?.toExact()).toBe("2.5");
    expect(info.dependentField).toBe(MintField.CURRENCY_A);
    expect(info.parsedAmounts.CURRENCY_B?.toExact()).toBe("5");
    expect(info.price?.toSignificant(6)).toBe("2");
    expect(info.liquidityMinted?.toExact()).toBe("25");
  });
  it("the native coin on side B is quoted in the native coin too", () => {
    const wpenPair = pairOf(BARK, E18, WPEN, 4n * E18);
    const info = deriveMintInfo({ ...base, currencyA: BARK, currencyB: PEN, pair: wpenPair, typedValue: "1",
      totalSupply: CurrencyAmount.fromRawAmount(wpenPair.liquidityToken, 2n * E18), balanceB: undefined });
    expect(info.parsedAmounts.CURRENCY_B?.toExact()).toBe("4");
    expect(info.parsedAmounts.CURRENCY_B?.currency.isNative).toBe(true);
    // A balance not loaded yet is no 'Insufficient' error.
    expect(info.error).toBeUndefined();
  });
  it("a pool with an empty reserve has no price to follow, and a deposit too small mints nothing", () => {
    const empty = pairOf(BARK, 0n, FIVE, 0n);
    const info = deriveMintInfo({ ...base, pair: empty });
    expect([info.parsedAmounts.CURRENCY_B, info.liquidityMinted, info.poolTokenPercentage]).toEqual([undefined, undefined, undefined]);
    expect(info.error).toEqual({ kind: "enterAmount" });
    const tiny = deriveMintInfo({ ...base, typedValue: "0.000000000000000001", totalSupply: CurrencyAmount.fromRawAmount(pair.liquidityToken, 1n) });
    expect(tiny.liquidityMinted).toBeUndefined();
    expect(tiny.poolTokenPercentage).toBeUndefined();
  });
  it("a native side is quoted in the native coin", () => {
    const wpenPair = pairOf(WPEN, 4n * E18, BARK, E18);
    const info = deriveMintInfo({ ...base, currencyA: PEN, currencyB: BARK, pair: wpenPair, typedValue: "2",
      totalSupply: CurrencyAmount.fromRawAmount(wpenPair.liquidityToken, 2n * E18) });
    expect(info.parsedAmounts.CURRENCY_B?.toExact()).toBe("0.5");
    expect(info.parsedAmounts.CURRENCY_A?.currency.isNative).toBe(true);
  });
});

describe("deriveMintInfo: new pool", () => {
  const fresh: MintInputs = { ...base, pair: null, totalSupply: undefined, noLiquidity: true, independentField: MintField.CURRENCY_B, typedValue: "4", otherTypedValue: "1" };
  it("both amounts are free and set the price; share is 100 %", () => {
    const info = deriveMintInfo(fresh);
    expect(info.parsedAmounts.CURRENCY_A?.toExact()).toBe("1");
    expect(info.parsedAmounts.CURRENCY_B?.toExact()).toBe("4");
    expect(info.price?.toSignificant(6)).toBe("4");
    expect(info.price?.invert().toSignificant(6)).toBe("0.25");
    // sqrt(1e18 * 4e18) - 1000
    expect(info.liquidityMinted?.quotient).toBe(2n * E18 - 1000n);
    expect(info.poolTokenPercentage?.toFixed(2)).toBe("100.00");
  });
  it("typing A leaves B to what was typed there", () => {
    const info = deriveMintInfo({ ...fresh, independentField: MintField.CURRENCY_A, typedValue: "2", otherTypedValue: "8" });
    expect([info.parsedAmounts.CURRENCY_A?.toExact(), info.parsedAmounts.CURRENCY_B?.toExact(), info.price?.toSignificant(6)]).toEqual(["2", "8", "4"]);
  });
  it("one amount only: enter an amount, no price", () => {
    const info = deriveMintInfo({ ...fresh, otherTypedValue: "" });
    expect(info.price).toBeUndefined();
    expect(info.error).toEqual({ kind: "enterAmount" });
  });
});

describe("deriveMintInfo: errors in the order the form reports them", () => {
  it("Connect Wallet first", () => expect(deriveMintInfo({ ...base, account: undefined, pairInvalid: true }).error).toEqual({ kind: "connectWallet" }));
  it("then Invalid pair", () => expect(deriveMintInfo({ ...base, pairInvalid: true, typedValue: "" }).error).toEqual({ kind: "invalidPair" }));
  it("then Enter an amount", () => expect(deriveMintInfo({ ...base, typedValue: "0" }).error).toEqual({ kind: "enterAmount" }));
  it("then Insufficient A, then B", () => {
    expect(deriveMintInfo({ ...base, balanceA: CurrencyAmount.fromRawAmount(BARK, E18 - 1n), balanceB: CurrencyAmount.fromRawAmount(FIVE, 0n) }).error)
      .toEqual({ kind: "insufficientBalance", symbol: "BARK" });
    expect(deriveMintInfo({ ...base, balanceB: CurrencyAmount.fromRawAmount(FIVE, 2n * E18 - 1n) }).error)
      .toEqual({ kind: "insufficientBalance", symbol: "FIVE" });
    expect(deriveMintInfo({ ...base, balanceB: CurrencyAmount.fromRawAmount(FIVE, 2n * E18) }).error).toBeUndefined();
  });
});

describe("tokens without a symbol", () => {
  // Any ERC-20 address can be imported; symbol() is optional, and the texts then show no symbol rather than "undefined".
  const NOSYM_A = new Token(BARK.chainId, "0x0165878A594ca255338adfa4d48449f69242Eb8F", 18);
  const NOSYM_B = new Token(BARK.chainId, "0xa513E6E4b8f2a923D98304ec87F64353C4D5C853", 18);
  const noSymPair = pairOf(NOSYM_A, 10n * E18, NOSYM_B, 20n * E18);
  const inputs: MintInputs = {
    ...base,
    currencyA: NOSYM_A,
    currencyB: NOSYM_B,
    pair: noSymPair,
    totalSupply: CurrencyAmount.fromRawAmount(noSymPair.liquidityToken, 100n * E18),
    balanceA: CurrencyAmount.fromRawAmount(NOSYM_A, 1000n * E18),
    balanceB: CurrencyAmount.fromRawAmount(NOSYM_B, 1000n * E18),
  };
  it("an insufficient balance names no symbol", () => {
    expect(deriveMintInfo({ ...inputs, balanceA: CurrencyAmount.fromRawAmount(NOSYM_A, 0n) }).error).toEqual({ kind: "insufficientBalance", symbol: "" });
    expect(deriveMintInfo({ ...inputs, balanceB: CurrencyAmount.fromRawAmount(NOSYM_B, 0n) }).error).toEqual({ kind: "insufficientBalance", symbol: "" });
  });
  it("the summary has empty symbols", () => {
    const summary = addLiquiditySummary(CurrencyAmount.fromRawAmount(NOSYM_A, E18), CurrencyAmount.fromRawAmount(NOSYM_B, 2n * E18));
    expect(summary.params).toEqual({ amountA: "1", symbolA: "", amountB: "2", symbolB: "" });
  });
});

describe("summary", () => {
  it("reads 'Add X A and Y B'", () => {
    const summary = addLiquiditySummary(CurrencyAmount.fromRawAmount(BARK, 15n * 10n ** 17n), CurrencyAmount.fromRawAmount(PEN, 3n * E18));
    expect(summary).toEqual({ key: "txSummary.addLiquidity", params: { amountA: "1.5", symbolA: "BARK", amountB: "3", symbolB: "PEN" } });
    expect(renderSummary(summary, createTestI18n().t)).toBe("Add 1.5 BARK and 3 PEN");
  });
});
