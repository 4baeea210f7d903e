import { describe, expect, it } from "vitest";
import { formatUnits, parseEther } from "ethers";
import { formatBalance } from "./formatBalance";

describe("formatBalance (4 significant digits)", () => {
  it("rounds large balances to 4 significant digits", () => {
    expect(formatBalance(parseEther("10000"))).toBe("10000");
    expect(formatBalance(parseEther("9999.87654"))).toBe("10000");
    expect(formatBalance(parseEther("9998.4321"))).toBe("9998");
    expect(formatBalance(parseEther("1234567.89"))).toBe("1235000");
    expect(formatBalance(parseEther("1000000000"))).toBe("1000000000");
  });

  it("keeps 4 significant digits below 1000", () => {
    expect(formatBalance(parseEther("123.456"))).toBe("123.5");
    expect(formatBalance(parseEther("1.23449"))).toBe("1.234");
    expect(formatBalance(parseEther("0.000123456"))).toBe("0.0001235");
    expect(formatBalance(parseEther("1.5"))).toBe("1.5");
  });

  it("handles zero, wei and other decimals", () => {
    expect(formatBalance(0n)).toBe("0");
    expect(formatBalance(1n)).toBe("0.000000000000000001");
    expect(formatBalance(1234567n, 6)).toBe("1.235");
  });

  it("matches ethers' formatUnits for amounts that need no rounding, whatever the decimals", () => {
    expect(formatBalance(1234n, 0)).toBe("1234");
    expect(formatBalance(12345n, 0)).toBe("12350");
    for (const decimals of [0, 1, 2, 6, 8, 18, 24]) {
      for (const amount of [1n, 12n, 120n, 1000n, 1203n, 10n ** 30n]) {
        const expected = formatUnits(amount, decimals).replace(/\.?0+$/, (m) => (m.includes(".") ? "" : m));
        expect(formatBalance(amount, decimals), `${amount} with ${decimals} decimals`).toBe(expected);
      }
    }
  });
});
