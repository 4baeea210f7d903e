import { describe, expect, it } from "vitest";
import {
  isEmptyPool,
  isPriceDifferenceLarge,
  migrationAmounts,
  poolShare,
  priceDifference,
  v1PositionAmounts,
} from "./v1Position";

const E18 = 10n ** 18n;

describe("v1PositionAmounts", () => {
  it("gives the holder's share of each reserve, rounded down like the V1 exchange", () => {
    // 5 holders of 1 native + 100 tokens each; one holder owns a fifth.
    const reserves = { native: 5n * E18, token: 500n * E18 };
    expect(v1PositionAmounts(E18, 5n * E18, reserves)).toEqual({ native: E18, token: 100n * E18 });
    expect(v1PositionAmounts(1n, 3n, { native: 10n, token: 20n })).toEqual({ native: 3n, token: 6n });
  });

  it("is zero without liquidity or supply, and never more than the pool", () => {
    expect(v1PositionAmounts(0n, 10n, { native: 10n, token: 10n })).toEqual({ native: 0n, token: 0n });
    expect(v1PositionAmounts(5n, 0n, { native: 10n, token: 10n })).toEqual({ native: 0n, token: 0n });
    expect(v1PositionAmounts(20n, 10n, { native: 10n, token: 30n })).toEqual({ native: 10n, token: 30n });
  });
});

describe("poolShare", () => {
  it("is liquidity over supply", () => {
    expect(poolShare(1n, 4n)?.toFixed(2)).toBe("25.00");
    expect(poolShare(1n, 0n)).toBeUndefined();
  });
});

describe("priceDifference", () => {
  const v2 = { native: 100n * E18, token: 10_000n * E18 }; // 1 : 100
  it("is zero at the same price", () => {
    expect(priceDifference({ native: E18, token: 100n * E18 }, v2)?.toFixed(2)).toBe("0.00");
  });
  it("measures the V1 price against the V2 price in either direction", () => {
    expect(priceDifference({ native: E18, token: 110n * E18 }, v2)?.toFixed(2)).toBe("10.00");
    expect(priceDifference({ native: E18, token: 90n * E18 }, v2)?.toFixed(2)).toBe("10.00");
  });
  it("warns from 5 % on, not below", () => {
    expect(isPriceDifferenceLarge(priceDifference({ native: 100n, token: 105n }, { native: 1n, token: 1n }))).toBe(true);
    expect(isPriceDifferenceLarge(priceDifference({ native: 1000n, token: 1049n }, { native: 1n, token: 1n }))).toBe(false);
    expect(isPriceDifferenceLarge(priceDifference({ native: 100n, token: 95n }, { native: 1n, token: 1n }))).toBe(true);
    expect(isPriceDifferenceLarge(undefined)).toBe(false);
  });
  it("has no value without a V2 price or with an empty side", () => {
    expect(priceDifference({ native: 1n, token: 1n }, undefined)).toBeUndefined();
    expect(priceDifference({ native: 1n, token: 1n }, { native: 0n, token: 0n })).toBeUndefined();
    expect(priceDifference({ native: 0n, token: 1n }, { native: 1n, token: 1n })).toBeUndefined();
  });
});

describe("migrationAmounts", () => {
  it("creates the pool with everything removed when there is no V2 pool; minimums 99.5 %", () => {
    const m = migrationAmounts({ native: E18, token: 100_000_000n }, undefined);
    expect(m.createsPool).toBe(true);
    expect(m.expected).toEqual({ native: E18, token: 100_000_000n });
    expect(m.minimum).toEqual({ native: (E18 * 9950n) / 10000n, token: 99_500_000n });
    expect(isEmptyPool({ native: 0n, token: 0n })).toBe(true);
    expect(migrationAmounts({ native: 10n, token: 10n }, { native: 0n, token: 0n }).createsPool).toBe(true);
  });

  it("at the V2 price takes both sides whole", () => {
    const m = migrationAmounts({ native: E18, token: 100n * E18 }, { native: 100n * E18, token: 10_000n * E18 });
    expect(m.createsPool).toBe(false);
    expect(m.expected).toEqual({ native: E18, token: 100n * E18 });
    expect(m.minimum).toEqual({ native: 995n * 10n ** 15n, token: 995n * 10n ** 17n });
  });

  it("with more tokens than the V2 price needs, takes all the native coin and the quoted tokens", () => {
    // V1 1 : 110, V2 1 : 100 → 100 tokens go in, 10 are refunded.
    const m = migrationAmounts({ native: E18, token: 110n * E18 }, { native: 100n * E18, token: 10_000n * E18 });
    expect(m.expected).toEqual({ native: E18, token: 100n * E18 });
    expect(m.minimum.token).toBe(995n * 10n ** 17n);
  });

  it("with fewer tokens than the V2 price needs, takes all the tokens and the quoted native coin", () => {
    const m = migrationAmounts({ native: E18, token: 50n * E18 }, { native: 100n * E18, token: 10_000n * E18 });
    expect(m.expected).toEqual({ native: E18 / 2n, token: 50n * E18 });
    expect(m.minimum.native).toBe((E18 / 2n) * 9950n / 10000n);
  });
});


describe("edges", () => {
  it("a negative liquidity or share is no position", () => {
    expect(v1PositionAmounts(-1n, 10n, { native: 10n, token: 10n })).toEqual({ native: 0n, token: 0n });
    expect(poolShare(-1n, 4n)).toBeUndefined();
    expect(poolShare(0n, 4n)?.toFixed(2)).toBe("0.00");
  });

  it("a pool is empty only without reserves on both sides", () => {
    expect(isEmptyPool(undefined)).toBe(true);
    expect(isEmptyPool({ native: 0n, token: 5n })).toBe(false);
    expect(isEmptyPool({ native: 5n, token: 0n })).toBe(false);
  });

  it("no price difference when any one side of either pool is empty", () => {
    const full = { native: 1n, token: 1n };
    expect(priceDifference({ native: 1n, token: 0n }, full)).toBeUndefined();
    expect(priceDifference(full, { native: 0n, token: 1n })).toBeUndefined();
    expect(priceDifference(full, { native: 1n, token: 0n })).toBeUndefined();
  });

  it("a V2 pool with one empty side has no price to quote at: the removed amounts are expected as they are", () => {
    const removed = { native: 10n, token: 30n };
    expect(migrationAmounts(removed, { native: 0n, token: 5n })).toMatchObject({ expected: removed, createsPool: false });
    expect(migrationAmounts(removed, { native: 5n, token: 0n })).toMatchObject({ expected: removed, createsPool: false });
  });

  it("when the quoted native amount rounds to exactly what was removed, all tokens go in (the router's quote() rounds down too)", () => {
    // quote(3 tokens) at 1 native : 2 tokens = 1 native (1.5 rounded down), so the router takes 3 tokens and 1 native.
    expect(migrationAmounts({ native: 1n, token: 3n }, { native: 1n, token: 2n }).expected).toEqual({ native: 1n, token: 3n });
  });
});
