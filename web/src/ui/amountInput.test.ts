import { describe, expect, it } from "vitest";
import { acceptAmountInput, AMOUNT_INPUT_MAX_LENGTH } from "./amountInput";

describe("acceptAmountInput", () => {
  it("accepts digits, one decimal point and the empty string", () => {
    for (const ok of ["", "0", "12", "1.", ".5", "0.000001", "123.456"]) expect(acceptAmountInput(ok)).toBe(ok);
  });
  it("turns commas into dots", () => {
    expect(acceptAmountInput("1,5")).toBe("1.5");
    expect(acceptAmountInput(",")).toBe(".");
  });
  it("rejects letters, signs, spaces, exponents and a second point", () => {
    for (const bad of ["a", "1a", "-1", "+1", "1 2", "1e5", "1.2.3", "1,2,3", "1.2,3", "0x10", "١"]) {
      expect(acceptAmountInput(bad)).toBeNull();
    }
  });
  it("accepts 79 characters and rejects 80", () => {
    expect(AMOUNT_INPUT_MAX_LENGTH).toBe(79);
    expect(acceptAmountInput("1".repeat(79))).toBe("1".repeat(79));
    expect(acceptAmountInput("1".repeat(80))).toBeNull();
  });
  it("cuts digits past the token's decimals (never rounding up); keeps all without decimals", () => {
    expect(acceptAmountInput("1.123456789", 6)).toBe("1.123456");
    expect(acceptAmountInput("0,9999999", 6)).toBe("0.999999");
    expect(acceptAmountInput("1,5", 18)).toBe("1.5");
    expect(acceptAmountInput("7.9", 0)).toBe("7");
    expect(acceptAmountInput("1.123456789")).toBe("1.123456789");
    expect(acceptAmountInput("1e18", 18)).toBeNull();
  });
});
