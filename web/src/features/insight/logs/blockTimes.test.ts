import { describe, expect, it } from "vitest";
import { anchorBlocks, anchorSpacing, blocksToFetch, estimateTimes, newestBlocks } from "./blockTimes";

describe("block times", () => {
  it("reads the newest blocks exactly and, for older ones, the anchors around them", () => {
    const blocks = Array.from({ length: 1000 }, (_, i) => i * 10);
    const span = { startBlock: 0, head: 9990 };
    const fetch = blocksToFetch(blocks, new Map(), span, 20, 16);
    // 9991 blocks over at most 16 anchors: one every 1024 blocks.
    expect(anchorSpacing(span, 16)).toBe(1024);
    expect(fetch).toContain(9990);
    expect(fetch).toContain(9800);
    expect(fetch).not.toContain(9790);
    expect(fetch).toContain(0);
    expect(fetch).toContain(9216);
    expect(fetch.filter((b) => b < 9800)).toEqual(anchorBlocks(span, 16));
    expect(fetch.length).toBeLessThanOrEqual(20 + 17);
    expect(blocksToFetch(blocks, new Map(fetch.map((b) => [b, b])), span, 20, 16)).toEqual([]);
    // Few blocks: all exact, no anchors.
    expect(blocksToFetch([5, 7, 7, 9], new Map([[9, 1]]), span, 20, 16)).toEqual([5, 7]);
  });

  it("keeps its anchors while the head grows, so cached times stay useful", () => {
    const first = { startBlock: 1000, head: 50_000 };
    const before = anchorBlocks(first);
    expect(before[0]).toBe(1000);
    expect(before.length).toBeLessThanOrEqual(17);
    for (const head of [50_001, 60_000, 99_999, 200_000]) {
      const span = { startBlock: 1000, head };
      const after = anchorBlocks(span);
      if (anchorSpacing(span) === anchorSpacing(first)) expect(after.slice(0, before.length)).toEqual(before);
      // Doubled spacing: no anchor the old head had passed is new.
      else expect(after.filter((b) => b <= first.head).every((b) => before.includes(b))).toBe(true);
    }
    expect(anchorSpacing({ startBlock: 1000, head: 200_000 })).toBeGreaterThan(anchorSpacing(first));
    expect(anchorBlocks({ startBlock: 7, head: 7 })).toEqual([7]);
    expect(newestBlocks([3, 9, 9, 1, 5], 2)).toEqual([9, 5]);
  });

  it("interpolates between read blocks and marks those estimates", () => {
    const known = new Map([
      [100, 1000],
      [200, 2000],
    ]);
    const times = estimateTimes([100, 150, 200, 250, 50], known);
    expect(times.get(100)).toEqual({ time: 1000, exact: true });
    expect(times.get(150)).toEqual({ time: 1500, exact: false });
    expect(times.get(250)).toEqual({ time: 2000, exact: false });
    expect(times.get(50)).toEqual({ time: 1000, exact: false });
    expect(estimateTimes([1], new Map()).size).toBe(0);
  });
});
