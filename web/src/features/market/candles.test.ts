import { describe, expect, it } from "vitest";
import { rangeCandles, rangeWindow, toCandles } from "./candles";

const H = 3600;

describe("toCandles", () => {
  it("gives open, high, low and close per bucket, opening at the previous close", () => {
    const points = [
      { time: 10 * H + 5, value: 2 },
      { time: 10 * H + 100, value: 5 },
      { time: 10 * H + 200, value: 1 },
      { time: 11 * H + 1, value: 3 },
    ];
    expect(toCandles(points, 10 * H, 11 * H + 10, H)).toEqual([
      { time: 10 * H, open: 2, high: 5, low: 1, close: 1 },
      { time: 11 * H, open: 1, high: 3, low: 1, close: 3 },
    ]);
  });

  it("opens the first bucket at the last value before the window and keeps points before it out of the candles", () => {
    const points = [
      { time: 5 * H, value: 7 },
      { time: 9 * H + 10, value: 4 },
      { time: 10 * H + 10, value: 6 },
    ];
    expect(toCandles(points, 10 * H, 10 * H + 20, H)).toEqual([{ time: 10 * H, open: 4, high: 6, low: 4, close: 6 }]);
  });

  it("repeats the last close in empty buckets, and leaves out buckets before the first value", () => {
    const points = [{ time: 11 * H + 30, value: 2 }];
    expect(toCandles(points, 9 * H, 13 * H, H)).toEqual([
      { time: 11 * H, open: 2, high: 2, low: 2, close: 2 },
      { time: 12 * H, open: 2, high: 2, low: 2, close: 2 },
      { time: 13 * H, open: 2, high: 2, low: 2, close: 2 },
    ]);
  });

  it("counts a point exactly on a bucket edge in the bucket it starts, and none after the window's end", () => {
    const points = [
      { time: 10 * H, value: 1 },
      { time: 11 * H, value: 2 },
      { time: 11 * H + 50, value: 9 },
    ];
    expect(toCandles(points, 10 * H, 11 * H + 10, H)).toEqual([
      { time: 10 * H, open: 1, high: 1, low: 1, close: 1 },
      { time: 11 * H, open: 1, high: 2, low: 1, close: 2 },
    ]);
  });

  it("draws nothing with no values, a window ending before it starts, or no bucket length", () => {
    expect(toCandles([], 0, 10 * H, H)).toEqual([]);
    expect(toCandles([{ time: 5, value: 1 }], 10, 5, H)).toEqual([]);
    expect(toCandles([{ time: 5, value: 1 }], 0, 10, 0)).toEqual([]);
    // A negative length would step away from the window's end for ever.
    expect(toCandles([{ time: 5, value: 1 }], 0, 10, -H)).toEqual([]);
  });

  it("takes the points exactly at the window's start and end into it, opening at the value before the start", () => {
    const points = [
      { time: 9 * H, value: 1 },
      { time: 10 * H, value: 5 },
      { time: 10 * H + 10, value: 3 },
    ];
    expect(toCandles(points, 10 * H, 10 * H + 10, H)).toEqual([{ time: 10 * H, open: 1, high: 5, low: 1, close: 3 }]);
    // A window of one instant still shows the point at it.
    expect(toCandles([{ time: 10 * H, value: 4 }], 10 * H, 10 * H, H)).toEqual([{ time: 10 * H, open: 4, high: 4, low: 4, close: 4 }]);
  });
});

describe("rangeWindow", () => {
  it("shows the last day by the hour, the week by six hours and the month by the day", () => {
    expect(rangeWindow("1d", 100 * H, undefined)).toEqual({ from: 76 * H, bucket: H });
    expect(rangeWindow("1w", 1000 * H, undefined)).toEqual({ from: 832 * H, bucket: 6 * H });
    expect(rangeWindow("1m", 1000 * H, undefined)).toEqual({ from: 280 * H, bucket: 24 * H });
  });

  it("shows all of a history from its first value, in at most 120 candles", () => {
    expect(rangeWindow("all", 1000 * H, 1000 * H - 600)).toEqual({ from: 1000 * H - 600, bucket: 300 });
    // Exactly 120 five-minute candles still fit; one second more takes the next bucket.
    expect(rangeWindow("all", 1000 * H, 1000 * H - 120 * 300)).toEqual({ from: 1000 * H - 120 * 300, bucket: 300 });
    expect(rangeWindow("all", 1000 * H, 1000 * H - 121 * 300)).toEqual({ from: 1000 * H - 121 * 300, bucket: 900 });
    expect(rangeWindow("all", 1000 * H, 0)).toEqual({ from: 0, bucket: 24 * H });
    expect(rangeWindow("all", 20_000 * H, 0)).toEqual({ from: 0, bucket: 7 * 24 * H });
    expect(rangeWindow("all", 1000 * H, undefined).from).toBe(1000 * H);
  });

  it("draws a history longer than 120 weeks by the week, and one stamped after now from now", () => {
    expect(rangeWindow("all", 30_000 * H, 0)).toEqual({ from: 0, bucket: 7 * 24 * H });
    // A node whose clock runs ahead can stamp a block after the browser's now.
    expect(rangeWindow("all", 1000 * H, 1000 * H + 60)).toEqual({ from: 1000 * H, bucket: 300 });
  });

  it("builds a range's candles ending at now", () => {
    const candles = rangeCandles([{ time: 99 * H, value: 3 }], "1d", 100 * H);
    expect(candles.map((c) => c.time)).toEqual([99 * H, 100 * H]);
    expect(rangeCandles([], "all", 100 * H)).toEqual([]);
  });
});
