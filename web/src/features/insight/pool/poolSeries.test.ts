import { describe, expect, it } from "vitest";
import { priceOf, toChartPoints, volumeSince } from "./poolSeries";

describe("pool series", () => {
  it("prices token0 in token1 with decimals, and the inverse", () => {
    const p = { reserve0: 2n * 10n ** 18n, reserve1: 6n * 10n ** 6n };
    expect(priceOf(p, 18, 6, false)).toBeCloseTo(3);
    expect(priceOf(p, 18, 6, true)).toBeCloseTo(1 / 3);
    expect(priceOf({ reserve0: 0n, reserve1: 1n }, 18, 18, false)).toBeUndefined();
  });

  it("keeps one point per second (the last) and skips blocks without a time", () => {
    const times = new Map([
      [1, { time: 100, exact: true }],
      [2, { time: 100, exact: true }],
      [3, { time: 105, exact: false }],
    ]);
    const points = toChartPoints(
      [
        { blockNumber: 1, value: 1 },
        { blockNumber: 2, value: 2 },
        { blockNumber: 3, value: 3 },
        { blockNumber: 4, value: 4 },
      ],
      times,
    );
    expect(points).toEqual([
      { time: 100, value: 2 },
      { time: 105, value: 3 },
    ]);
  });

  it("sums 24 h volume from swaps at or after the cut", () => {
    const times = new Map([
      [1, { time: 10, exact: true }],
      [2, { time: 50, exact: true }],
    ]);
    const swap = (blockNumber: number, a0: bigint, a1: bigint) => ({ txHash: "0x", blockNumber, amount0In: a0, amount1In: a1, amount0Out: 0n, amount1Out: 0n });
    expect(volumeSince([swap(1, 5n, 0n), swap(2, 1n, 2n), swap(2, 0n, 3n)], times, 20)).toEqual({ count: 2, volume0: 1n, volume1: 5n });
  });
});
