import { describe, expect, it } from "vitest";
import { parseEther } from "ethers";
import { formatSignificant } from "./formatBalance";

describe("formatSignificant (4 significant digits)", () => {
  it("rounds large balances to 4 significant digits", () => {
    expect(formatSignificant(parseEther("10000"))).toBe("10000");
    expect(formatSignificant(parseEther("9999.87654"))).toBe("10000");
    expect(formatSignificant(parseEther("9998.4321"))).toBe("9998");
    expect(formatSignificant(parseEther("1234567.89"))).toBe("1235000");
    expect(formatSignificant(parseEther("1000000000"))).toBe("1000000000");
  });

  it("keeps 4 significant digits below 1000", () => {
    expect(formatSignificant(parseEther("123.456"))).toBe("123.5");
    expect(formatSignificant(parseEther("1.23449"))).toBe("1.234");
    expect(formatSignificant(parseEther("0.000123456"))).toBe("0.0001235");
    expect(formatSignificant(parseEther("1.5"))).toBe("1.5");
  });

  it("handles zero, wei and other decimals", () => {
    expect(formatSignificant(0n)).toBe("0");
    expect(formatSignificant(1n)).toBe("0.000000000000000001");
    expect(formatSignificant(1234567n, 6)).toBe("1.235");
  });
});
