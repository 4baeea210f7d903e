import { describe, expect, it } from "vitest";
import { MaxUint256 } from "./constants";
import { CurrencyAmount } from "./currencyAmount";
import { ETHER, WETH } from "./native";
import { Token } from "./token";

const USDT = new Token(555555, "0x00000000000000000000000000000000000000a1", 6, "USDT");
const OTHER = new Token(555555, "0x00000000000000000000000000000000000000a2", 6, "OTH");

describe("CurrencyAmount", () => {
  it("is bounded by uint256", () => {
    expect(CurrencyAmount.fromRawAmount(USDT, MaxUint256).quotient).toBe(MaxUint256);
    expect(() => CurrencyAmount.fromRawAmount(USDT, MaxUint256 + 1n)).toThrow("AMOUNT");
  });
  it("shows 6 significant digits rounded down, fixed up to the currency's decimals (DECIMALS beyond)", () => {
    const amount = CurrencyAmount.fromRawAmount(USDT, 1234567891n); // 1234.567891
    expect(amount.toSignificant()).toBe("1234.56");
    expect(amount.toSignificant(4)).toBe("1234");
    expect(amount.toFixed()).toBe("1234.567891");
    expect(amount.toFixed(2)).toBe("1234.56");
    expect(amount.toExact()).toBe("1234.567891");
    expect(CurrencyAmount.fromRawAmount(USDT, 1500000n).toExact()).toBe("1.5");
    expect(CurrencyAmount.fromRawAmount(USDT, 0n).toExact()).toBe("0");
    // without decimals there is no point, and the zeros of a whole number are not trailing decimals
    const wholeUnits = new Token(555555, "0x00000000000000000000000000000000000000a3", 0, "WHL");
    expect(CurrencyAmount.fromRawAmount(wholeUnits, 1000n).toExact()).toBe("1000");
    expect(() => amount.toFixed(7)).toThrow("DECIMALS");
  });
  it("adds and subtracts the same currency only (CURRENCY)", () => {
    const a = CurrencyAmount.fromRawAmount(USDT, 5n);
    expect(a.add(a).quotient).toBe(10n);
    expect(a.subtract(CurrencyAmount.fromRawAmount(USDT, 2n)).quotient).toBe(3n);
    expect(() => a.add(CurrencyAmount.fromRawAmount(OTHER, 1n))).toThrow("CURRENCY");
    expect(() => a.subtract(CurrencyAmount.fromRawAmount(OTHER, 1n))).toThrow("CURRENCY");
  });
  it("keeps its currency through multiply/divide and wraps natives", () => {
    const a = CurrencyAmount.fromRawAmount(USDT, 10n);
    expect(a.multiply(3n).currency).toBe(USDT);
    expect(a.divide(4n).quotient).toBe(2n);
    const ether = CurrencyAmount.fromFractionalAmount(ETHER, 3n, 2n);
    expect(ether.wrapped.currency).toBe(WETH[1]);
    expect(ether.wrapped.quotient).toBe(1n);
    expect(a.wrapped).toBe(a);
  });
});
