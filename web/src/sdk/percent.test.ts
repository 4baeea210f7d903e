import { describe, expect, it } from "vitest";
import { Percent } from "./percent";

describe("Percent", () => {
  it("shows 5 significant digits or 2 decimals of the percentage by default", () => {
    const half = new Percent(50n, 10000n); // default slippage: 50 bips
    expect(half.toSignificant()).toBe("0.5");
    expect(half.toFixed()).toBe("0.50");
    expect(new Percent(1n, 3n).toSignificant()).toBe("33.333");
    expect(new Percent(1n, 3n).toFixed()).toBe("33.33");
  });
  it("stays a Percent through arithmetic", () => {
    const p = new Percent(1n, 100n);
    for (const r of [p.add(p), p.subtract(p), p.multiply(p), p.divide(p)]) expect(r).toBeInstanceOf(Percent);
    expect(p.add(p).toFixed()).toBe("2.00");
  });
});
