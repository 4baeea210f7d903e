import { describe, expect, it } from "vitest";
import { Percent } from "@/sdk";
import { formatPoolShare, poolShareOf } from "./poolShare";

describe("pool share display", () => {
  it("'-' when unknown", () => expect(formatPoolShare(undefined)).toBe("-"));
  it("'<0.01%' below one basis point", () => {
    expect(formatPoolShare(new Percent(99n, 1_000_000n))).toBe("<0.01%");
    expect(formatPoolShare(new Percent(1n, 10n ** 18n))).toBe("<0.01%");
  });
  it("2 decimals from the threshold up", () => {
    expect(formatPoolShare(new Percent(1n, 10_000n))).toBe("0.01%");
    expect(formatPoolShare(new Percent(1n, 3n))).toBe("33.33%");
    expect(formatPoolShare(new Percent(1n, 1n))).toBe("100.00%");
  });
  it("share of a total", () => {
    expect(poolShareOf(1n, 4n)?.toFixed(2)).toBe("25.00");
    expect(poolShareOf(1n, 0n)).toBeUndefined();
    expect(poolShareOf(5n, 4n)).toBeUndefined();
    expect(poolShareOf(undefined, 4n)).toBeUndefined();
    expect(poolShareOf(1n, undefined)).toBeUndefined();
    expect(poolShareOf(1n, -4n)).toBeUndefined();
    expect(poolShareOf(0n, 0n)).toBeUndefined();
    expect(poolShareOf(-1n, 4n)).toBeUndefined();
    // The edges are real shares: owning nothing and owning the whole pool.
    expect(poolShareOf(0n, 4n)?.toFixed(2)).toBe("0.00");
    expect(poolShareOf(4n, 4n)?.toFixed(2)).toBe("100.00");
    expect(poolShareOf(1n, 1n)?.toFixed(2)).toBe("100.00");
  });
});
