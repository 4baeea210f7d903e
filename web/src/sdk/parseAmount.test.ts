import { describe, expect, it } from "vitest";
import { MaxUint256 } from "./constants";
import { PEN } from "./native";
import { tryParseAmount } from "./parseAmount";
import { Token } from "./token";

const USDT = new Token(555555, "0x00000000000000000000000000000000000000a1", 6, "USDT");

describe("tryParseAmount", () => {
  it("parses with the currency's decimals", () => {
    expect(tryParseAmount("1.5", USDT)?.quotient).toBe(1500000n);
    expect(tryParseAmount(".5", USDT)?.quotient).toBe(500000n);
    expect(tryParseAmount("2.", USDT)?.quotient).toBe(2000000n);
    expect(tryParseAmount("1.500000000", USDT)?.quotient).toBe(1500000n);
    expect(tryParseAmount("0.000001", USDT)?.quotient).toBe(1n);
    expect(tryParseAmount("1", PEN)?.quotient).toBe(10n ** 18n);
    expect(tryParseAmount("1", PEN)?.currency).toBe(PEN);
  });
  it("gives no amount for zero, garbage, too many decimals or beyond uint256", () => {
    for (const bad of ["", ".", "0", "0.000", "abc", "1,5", "1.2.3", "-1", "1e5", " 1", "0.0000001"]) {
      expect(tryParseAmount(bad, USDT), bad).toBeUndefined();
    }
    expect(tryParseAmount("9".repeat(79), PEN)).toBeUndefined();
    // uint256's maximum itself is still an amount; one more is not.
    const WHOLE = new Token(555555, "0x00000000000000000000000000000000000000a2", 0, "WHOLE");
    expect(tryParseAmount(MaxUint256.toString(), WHOLE)?.quotient).toBe(MaxUint256);
    expect(tryParseAmount((MaxUint256 + 1n).toString(), WHOLE)).toBeUndefined();
    expect(tryParseAmount("7", WHOLE)?.quotient).toBe(7n);
    expect(tryParseAmount("7.5", WHOLE)).toBeUndefined();
    expect(tryParseAmount("1", undefined)).toBeUndefined();
    expect(tryParseAmount(undefined, USDT)).toBeUndefined();
  });
});
