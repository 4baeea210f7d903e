import { describe, expect, it } from "vitest";
import { CurrencyAmount, nativeOnChain, Token } from "@/sdk";
import { summary } from "@/onchain/transactions";
import { wrapInputError, wrapSummary, WrapType, wrapType } from "./wrap";
import { CHAIN, E18, PEN, WPEN } from "./testFixtures";

// Edges of the wrap helpers that the everyday cases in logic.test.ts do not reach: currencies of two chains, a
// token without a symbol, a chain without a registered wrapped token.

/** A token list may leave a token's symbol out; the texts then show nothing rather than 'undefined'. */
const NAMELESS = new Token(CHAIN, "0x0000000000000000000000000000000000000009", 18);
/** No wrapped token is registered for this chain id (WETH's chains and the app's own chains are). */
const UNREGISTERED_CHAIN = 424242;

describe("wrapType across chains", () => {
  it("unwrapping to the native coin of another chain is no unwrap", () => {
    // The output is native and the input is the wrapped token of the input's chain: only the chain check tells
    // these apart from a real unwrap.
    expect(wrapType(WPEN, nativeOnChain(5555))).toBe(WrapType.NOT_APPLICABLE);
    expect(wrapType(WPEN, PEN)).toBe(WrapType.UNWRAP);
  });
});

describe("wrapInputError without a symbol", () => {
  it("names no symbol instead of 'undefined'", () => {
    const one = CurrencyAmount.fromRawAmount(NAMELESS, E18);
    expect(wrapInputError(one, CurrencyAmount.fromRawAmount(NAMELESS, E18 - 1n))).toEqual({ kind: "insufficientBalance", symbol: "" });
  });
});

describe("wrapSummary with missing names", () => {
  it("a chain without a wrapped token leaves the wrapped name empty", () => {
    const native = nativeOnChain(UNREGISTERED_CHAIN);
    const one = CurrencyAmount.fromRawAmount(native, E18);
    expect(wrapSummary(WrapType.WRAP, one, UNREGISTERED_CHAIN)).toEqual(summary("txSummary.wrap", { amount: "1", native: "ETH", wrapped: "" }));
  });

  it("an amount whose token has no symbol leaves both names empty", () => {
    const one = CurrencyAmount.fromRawAmount(new Token(5555, NAMELESS.address, 18), E18);
    expect(wrapSummary(WrapType.UNWRAP, one, 5555)).toEqual(summary("txSummary.unwrap", { amount: "1", wrapped: "", native: "" }));
  });
});
