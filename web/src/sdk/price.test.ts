import { describe, expect, it } from "vitest";
import { CurrencyAmount } from "./currencyAmount";
import { Fraction } from "./fraction";
import { Price } from "./price";
import { Token } from "./token";

const USDC = new Token(1, "0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48", 6, "USDC");
const WETH = new Token(1, "0xc02aaa39b223fe8d0a0e5c4f27ead9083c756cc2", 18, "WETH");
const DAI = new Token(1, "0x6b175474e89094c44da98b954eedeac495271d0f", 18, "DAI");

describe("Price", () => {
  // 1 WETH (10^18 raw) buys 2000 USDC (2000 * 10^6 raw)
  const price = new Price(WETH, USDC, 10n ** 18n, 2000n * 10n ** 6n);

  it("shows the price adjusted for decimals", () => {
    expect(price.toSignificant()).toBe("2000");
    expect(price.toFixed()).toBe("2000.0000");
    expect(price.invert().toSignificant()).toBe("0.0005");
  });
  it("can be built from two amounts", () => {
    const fromAmounts = new Price({
      baseAmount: CurrencyAmount.fromRawAmount(WETH, 10n ** 18n),
      quoteAmount: CurrencyAmount.fromRawAmount(USDC, 2000n * 10n ** 6n),
    });
    expect(fromAmounts.equalTo(price)).toBe(true);
    expect(fromAmounts.baseCurrency).toBe(WETH);
  });
  it("is built exactly from fractional amounts (from CurrencyAmount arithmetic)", () => {
    // (7/5 raw USDC) / (3/2 raw WETH) = 14/15 raw USDC per raw WETH
    const fromFractions = new Price({
      baseAmount: CurrencyAmount.fromRawAmount(WETH, 3n).divide(2n),
      quoteAmount: CurrencyAmount.fromRawAmount(USDC, 7n).divide(5n),
    });
    expect(fromFractions.equalTo(new Fraction(14n, 15n))).toBe(true);
  });
  it("quotes an amount of the base currency (TOKEN otherwise)", () => {
    expect(price.quote(CurrencyAmount.fromRawAmount(WETH, 3n * 10n ** 18n)).toExact()).toBe("6000");
    // a fractional amount (3 WETH halved) is quoted exactly too
    expect(price.quote(CurrencyAmount.fromRawAmount(WETH, 3n * 10n ** 18n).divide(2n)).toExact()).toBe("3000");
    expect(() => price.quote(CurrencyAmount.fromRawAmount(USDC, 1n) as never)).toThrow("TOKEN");
  });
  it("multiplies along a chain of currencies (TOKEN otherwise)", () => {
    const usdcInDai = new Price(USDC, DAI, 10n ** 6n, 10n ** 18n);
    expect(price.multiply(usdcInDai).toSignificant()).toBe("2000");
    expect(price.multiply(usdcInDai).quoteCurrency).toBe(DAI);
    expect(() => price.multiply(price as never)).toThrow("TOKEN");
  });
});
