import { describe, expect, it } from "vitest";
import { blocksToFetch, estimateTimes } from "./blockTimes";

describe("block times", () => {
  it("reads the newest blocks exactly and a few anchors among the older ones", () => {
    const blocks = Array.from({ length: 1000 }, (_, i) => i * 10);
    const fetch = blocksToFetch(blocks, new Map(), 20, 16);
    expect(fetch).toContain(9990);
    expect(fetch).toContain(9800);
    expect(fetch).toContain(0);
    expect(fetch.length).toBeLessThanOrEqual(20 + 17 + 1);
    expect(blocksToFetch(blocks, new Map(fetch.map((b) => [b, b])), 20, 16)).toEqual([]);
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
