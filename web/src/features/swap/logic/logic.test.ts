import { describe, expect, it } from "vitest";
import { CurrencyAmount, nativeOnChain, Percent, Token } from "@/sdk";
import { setWrappedNativeForTest } from "@/sdk/testRegistries";
import { commonBases, tradePairCandidates } from "./commonBases";
import { swapInputError, type SwapInputErrorParams } from "./inputError";
import {
  computeTradePriceBreakdown,
  confirmPriceImpactWithoutFee,
  formatPriceImpact,
  highImpactConfirmText,
  isPriceImpactWarning,
  typeConfirmText,
  warningSeverity,
} from "./priceImpact";
import { swapSummary } from "./summaries";
import { createTestI18n } from "@/base/i18n/testI18n";
import { renderSummary } from "@/onchain/transactions";
import { wrapInputError, wrapSummary, WrapType, wrapType } from "./wrap";
import { maxAmountSpend, MIN_NATIVE_FOR_GAS } from "./maxAmount";
import { defaultSwapCurrencies, withDefaultCurrencies } from "./defaults";
import { blockedRecipients } from "./recipient";
import { BARK, barkFiveTrade, CHAIN, E18, FIVE, PEN, USDT, validSwapInput, WPEN } from "./testFixtures";

const pct = (bips: number) => new Percent(BigInt(bips), 10000n);

describe("common bases", () => {
  const deployed = [
    { address: BARK.address, symbol: "BARK", name: "Bark", decimals: 18 },
    { address: USDT.address, symbol: "USDT", name: "Tether", decimals: 6 },
  ];
  it("puts the wrapped native first and keeps only deployed bases", () => {
    expect(commonBases(CHAIN, deployed).map((t) => t.symbol)).toEqual(["WPEN", "BARK", "USDT"]);
  });
  it("has the mainnet set", () => {
    expect(commonBases(1).map((t) => t.symbol)).toEqual(["WETH", "DAI", "USDC", "USDT", "COMP", "MKR"]);
  });
  it("lists each pair once and never a token with itself", () => {
    const pairs = tradePairCandidates(BARK, FIVE, [WPEN, BARK, USDT]);
    const keys = pairs.map(([a, b]) => [a.symbol, b.symbol].sort().join("/"));
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys.sort()).toEqual(["BARK/FIVE", "BARK/USDT", "BARK/WPEN", "FIVE/USDT", "FIVE/WPEN", "USDT/WPEN"]);
  });
  it("gives nothing without both tokens", () => {
    expect(tradePairCandidates(BARK, undefined, [WPEN])).toEqual([]);
  });
});

describe("swap input error precedence", () => {
  const ok: SwapInputErrorParams = validSwapInput();
  it("is undefined when everything is fine", () => expect(swapInputError(ok)).toBeUndefined());
  it("connect wallet beats everything", () =>
    expect(swapInputError({ ...ok, account: undefined, parsedAmount: undefined, inputCurrency: undefined })).toEqual({ kind: "connectWallet" }));
  it("amount before token", () =>
    expect(swapInputError({ ...ok, parsedAmount: undefined, outputCurrency: undefined })).toEqual({ kind: "enterAmount" }));
  it("token before recipient", () =>
    expect(swapInputError({ ...ok, outputCurrency: undefined, recipientTyped: true })).toEqual({ kind: "selectToken" }));
  it("unresolved recipient", () =>
    expect(swapInputError({ ...ok, recipientTyped: true })).toEqual({ kind: "enterRecipient" }));
  it("blocked recipient (case-insensitive) before balance", () =>
    expect(
      swapInputError({
        ...ok,
        recipientTyped: true,
        recipientAddress: BARK.address,
        blockedRecipients: [BARK.address.toLowerCase()],
        inputBalance: CurrencyAmount.fromRawAmount(BARK, 0n),
      }),
    ).toEqual({ kind: "invalidRecipient" }));
  it("insufficient balance names the input symbol", () =>
    expect(swapInputError({ ...ok, inputBalance: CurrencyAmount.fromRawAmount(BARK, 1n) })).toEqual({ kind: "insufficientBalance", symbol: "BARK" }));
});

describe("price impact", () => {
  it("buckets at 1/3/5/15 %", () => {
    expect([undefined, pct(99), pct(100), pct(299), pct(300), pct(500), pct(1499), pct(1500)].map(warningSeverity)).toEqual([
      0, 0, 1, 1, 2, 3, 3, 4,
    ]);
  });
  it("formats '<0.01%' below one basis point", () => {
    expect(formatPriceImpact(new Percent(1n, 100000n))).toBe("<0.01%");
    expect(formatPriceImpact(pct(123))).toBe("1.23%");
    expect(formatPriceImpact(pct(1))).toBe("0.01%");
    expect(formatPriceImpact(undefined)).toBe("-");
  });
  it("no trade has no severity; warning style from severity 3", () => {
    expect(warningSeverity(undefined)).toBe(0);
    expect(([0, 1, 2, 3, 4] as const).map(isPriceImpactWarning)).toEqual([false, false, false, true, true]);
  });
  it("no trade, no breakdown", () => {
    expect(computeTradePriceBreakdown(undefined)).toStrictEqual({ priceImpactWithoutFee: undefined, realizedLPFee: undefined });
  });
  it("splits the fee from the impact", () => {
    const { priceImpactWithoutFee, realizedLPFee } = computeTradePriceBreakdown(barkFiveTrade(1n));
    expect(realizedLPFee!.toExact()).toBe("0.003");
    // 1 of 1000: impact of size alone ≈ 0.1 %
    expect(priceImpactWithoutFee!.toFixed(2)).toBe("0.10");
  });
  it("asks for a click at 5 % and the word 'confirm' at 10 %", () => {
    const asked: string[] = [];
    const dialogs = (confirmAnswer: boolean, promptAnswer: string | null) => ({
      confirm: (m: string) => (asked.push(m), confirmAnswer),
      prompt: (m: string) => (asked.push(m), promptAnswer),
    });
    expect(confirmPriceImpactWithoutFee(pct(499), dialogs(false, null))).toBe(true);
    expect(asked).toEqual([]);
    expect(confirmPriceImpactWithoutFee(pct(500), dialogs(false, null))).toBe(false);
    expect(asked[0]).toBe(highImpactConfirmText("5"));
    expect(asked[0]).toBe("This swap has a price impact of at least 5%. Please confirm that you would like to continue with this swap.");
    expect(confirmPriceImpactWithoutFee(pct(1000), dialogs(true, "yes"))).toBe(false);
    expect(confirmPriceImpactWithoutFee(pct(1000), dialogs(true, "confirm"))).toBe(true);
    expect(asked.at(-1)).toBe(typeConfirmText("10"));
    expect(asked.at(-1)).toBe('This swap has a price impact of at least 10%. Please type the word "confirm" to continue with this swap.');
    // Just under 10 % a click is enough, and without a price impact nothing is asked.
    expect(confirmPriceImpactWithoutFee(pct(999), dialogs(true, null))).toBe(true);
    expect(asked.at(-1)).toBe(highImpactConfirmText("5"));
    const before = asked.length;
    expect(confirmPriceImpactWithoutFee(undefined, dialogs(false, null))).toBe(true);
    expect(asked.length).toBe(before);
  });
});

describe("summaries", () => {
  const trade = barkFiveTrade(10n);
  const { t } = createTestI18n();
  it("Swap X A for Y B, as a locale key with its amounts", () => {
    expect(swapSummary(trade)).toEqual({ key: "txSummary.swap", params: { amountIn: "10", symbolIn: "BARK", amountOut: "9.87", symbolOut: "FIVE" } });
    expect(renderSummary(swapSummary(trade), t)).toBe("Swap 10 BARK for 9.87 FIVE");
  });
  it("adds the recipient (addresses shortened) and V1", () => {
    expect(renderSummary(swapSummary(trade, { recipient: "alice.eth" }), t)).toBe("Swap 10 BARK for 9.87 FIVE to alice.eth");
    expect(renderSummary(swapSummary(trade, { isV1: true }), t)).toBe("Swap 10 BARK for 9.87 FIVE on V1");
    expect(renderSummary(swapSummary(trade, { recipient: "0x70997970C51812dc3A010C7d01b50e0d17dc79C8", isV1: true }), t)).toBe(
      "Swap 10 BARK for 9.87 FIVE to 0x7099...79C8 on V1",
    );
  });
});

describe("wrap", () => {
  it("detects wrap and unwrap", () => {
    expect(wrapType(PEN, WPEN)).toBe(WrapType.WRAP);
    expect(wrapType(WPEN, PEN)).toBe(WrapType.UNWRAP);
    expect(wrapType(PEN, BARK)).toBe(WrapType.NOT_APPLICABLE);
    expect(wrapType(undefined, WPEN)).toBe(WrapType.NOT_APPLICABLE);
    expect(wrapType(PEN, undefined)).toBe(WrapType.NOT_APPLICABLE);
    expect(wrapType(WPEN, BARK)).toBe(WrapType.NOT_APPLICABLE);
    expect(wrapType(BARK, PEN)).toBe(WrapType.NOT_APPLICABLE);
    // The same native coin's wrapped token on another chain is no wrap; nor is a chain without a wrapped token.
    const otherWpen = new Token(CHAIN + 1, WPEN.address, 18, "WPEN");
    expect(wrapType(nativeOnChain(CHAIN + 1), otherWpen)).toBe(WrapType.NOT_APPLICABLE);
    expect(wrapType(PEN, otherWpen)).toBe(WrapType.NOT_APPLICABLE);
  });
  it("flags an insufficient balance", () => {
    const one = CurrencyAmount.fromRawAmount(PEN, E18);
    expect(wrapInputError(one, CurrencyAmount.fromRawAmount(PEN, E18 - 1n))).toEqual({ kind: "insufficientBalance", symbol: "PEN" });
    expect(wrapInputError(one, one)).toBeUndefined();
    expect(wrapInputError(one, undefined)).toEqual({ kind: "insufficientBalance", symbol: "PEN" });
    expect(wrapInputError(undefined, one)).toBeUndefined();
  });
  it("uses the chain's confirmed texts", () => {
    const one = CurrencyAmount.fromRawAmount(PEN, E18);
    const { t } = createTestI18n();
    expect(renderSummary(wrapSummary(WrapType.WRAP, one, 555555), t)).toBe("Testnet WPEN deposit confirmed");
    expect(renderSummary(wrapSummary(WrapType.UNWRAP, one, 3344), t)).toBe("WPC withdraw confirmed");
    expect(renderSummary(wrapSummary(WrapType.WRAP, one, 3344), t)).toBe("WPC deposit confirmed");
    expect(renderSummary(wrapSummary(WrapType.UNWRAP, one, 555555), t)).toBe("Testnet WPEN withdraw confirmed");
  });
  it("names the coins on the other chains", () => {
    const { t } = createTestI18n();
    const WOAS = new Token(5555, "0x0000000000000000000000000000000000000005", 18, "WOAS");
    setWrappedNativeForTest(WOAS);
    const oneOas = CurrencyAmount.fromRawAmount(nativeOnChain(5555), 15n * 10n ** 17n);
    expect(renderSummary(wrapSummary(WrapType.WRAP, oneOas, 5555), t)).toBe("Wrap 1.5 OAS to WOAS");
    expect(renderSummary(wrapSummary(WrapType.UNWRAP, CurrencyAmount.fromRawAmount(WOAS, 15n * 10n ** 17n), 5555), t)).toBe("Unwrap 1.5 WOAS to OAS");
  });
});

describe("max amount", () => {
  it("keeps the gas reserve on the native coin only", () => {
    expect(maxAmountSpend(CurrencyAmount.fromRawAmount(PEN, E18))!.quotient).toBe(E18 - MIN_NATIVE_FOR_GAS);
    expect(maxAmountSpend(CurrencyAmount.fromRawAmount(PEN, 1n))!.quotient).toBe(0n);
    expect(maxAmountSpend(CurrencyAmount.fromRawAmount(PEN, MIN_NATIVE_FOR_GAS + 1n))!.quotient).toBe(1n);
    expect(maxAmountSpend(CurrencyAmount.fromRawAmount(PEN, E18))!.currency).toBe(PEN);
    expect(maxAmountSpend(CurrencyAmount.fromRawAmount(BARK, 7n))!.quotient).toBe(7n);
    expect(maxAmountSpend(undefined)).toBeUndefined();
  });
});

describe("defaults per chain", () => {
  const deployed = [{ address: BARK.address, symbol: "CPEN", name: "C", decimals: 18 }];
  it("PEN → CPEN on 555555, → PC on 3344", () => {
    expect(defaultSwapCurrencies(555555, deployed)).toEqual({ input: "PEN", output: BARK.address });
    expect(defaultSwapCurrencies(3344).output).toBe("PC");
  });
  it("a link that names a currency keeps its choice", () => {
    expect(withDefaultCurrencies({ input: "", output: "X" }, { input: "PEN", output: "Y" }, true)).toEqual({ input: "", output: "X" });
    expect(withDefaultCurrencies({ input: "", output: "" }, { input: "PEN", output: "Y" }, false)).toEqual({ input: "PEN", output: "Y" });
  });
});

describe("blocked recipients", () => {
  it("has the contracts and everything on the route", () => {
    const trade = barkFiveTrade(1n);
    const blocked = blockedRecipients({ contracts: { factory: "0xF", router: "0xR", v1Factory: "0xV" } }, trade);
    expect(blocked.slice(0, 4)).toEqual(["0x0000000000000000000000000000000000000000", "0xF", "0xR", "0xV"]);
    expect(blocked).toContain(BARK.address);
    expect(blocked).toContain(FIVE.address);
    expect(blocked).toContain(trade.route.pairs[0].liquidityToken.address);
  });

  it("has multicall, migrator, ENS registry, the wrapped native token, V1 exchanges and the zero address", () => {
    const blocked = blockedRecipients(
      { contracts: { factory: "0xF", router: "0xR", multicall: "0xM", migrator: "0xG", ensRegistry: "0xE", v1Factory: "0xV" }, wrappedNative: { address: "0xW" } },
      undefined,
      ["0xX1", "0xX2"],
    );
    expect([...blocked].sort()).toEqual(["0x0000000000000000000000000000000000000000", "0xE", "0xF", "0xG", "0xM", "0xR", "0xV", "0xW", "0xX1", "0xX2"].sort());
    expect(blockedRecipients(undefined, undefined)).toEqual(["0x0000000000000000000000000000000000000000"]);
  });
});
