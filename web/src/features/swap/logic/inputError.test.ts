import { describe, expect, it } from "vitest";
import { CurrencyAmount, Token } from "@/sdk";
import { swapInputError, type SwapInputErrorParams } from "./inputError";
import { BARK, barkFiveTrade, CHAIN, E18, FIVE, validSwapInput } from "./testFixtures";

// The precedence of the errors is in logic.test.ts; these are the cases where no error must be found, and a
// token without a symbol.

const trade = barkFiveTrade(1n);
const ok: SwapInputErrorParams = validSwapInput();

describe("swapInputError lets a swap go", () => {
  it("to a typed recipient that is not on the block list", () => {
    expect(swapInputError({ ...ok, recipientTyped: true, recipientAddress: BARK.address, blockedRecipients: [FIVE.address, "0xF"] })).toBeUndefined();
    expect(swapInputError({ ...ok, recipientTyped: true, recipientAddress: BARK.address, blockedRecipients: [] })).toBeUndefined();
  });

  it("but not to a recipient anywhere on a longer block list", () => {
    const to = { ...ok, recipientTyped: true, recipientAddress: BARK.address };
    expect(swapInputError({ ...to, blockedRecipients: [FIVE.address, BARK.address.toLowerCase()] })).toEqual({ kind: "invalidRecipient" });
  });

  it("while the balance or the trade's maximum input is not known yet", () => {
    const short = CurrencyAmount.fromRawAmount(BARK, 1n);
    expect(swapInputError({ ...ok, inputBalance: undefined })).toBeUndefined();
    expect(swapInputError({ ...ok, inputBalance: short, maximumAmountIn: undefined })).toBeUndefined();
  });

  it("with a balance of exactly the maximum input", () => {
    expect(swapInputError({ ...ok, inputBalance: trade.inputAmount })).toBeUndefined();
  });
});

describe("swapInputError without a symbol", () => {
  it("names no symbol instead of 'undefined'", () => {
    const nameless = new Token(CHAIN, "0x0000000000000000000000000000000000000009", 18);
    const needed = CurrencyAmount.fromRawAmount(nameless, E18);
    expect(swapInputError({ ...ok, inputCurrency: nameless, inputBalance: CurrencyAmount.fromRawAmount(nameless, 1n), maximumAmountIn: needed })).toEqual({
      kind: "insufficientBalance",
      symbol: "",
    });
  });
});
