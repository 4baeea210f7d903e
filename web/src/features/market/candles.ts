import type { PriceCandle, PriceRange } from "./types";
import { DAY_SECONDS, WEEK_SECONDS } from "./windowStarts";

const HOUR = 60 * 60;
/** Most candles an "all" chart draws; its bucket grows with the history's length. */
const MAX_ALL_CANDLES = 120;
/** Buckets the "all" range may use, smallest first. */
const ALL_BUCKETS = [5 * 60, 15 * 60, HOUR, 4 * HOUR, DAY_SECONDS, WEEK_SECONDS];

export const PRICE_RANGES: readonly PriceRange[] = ["1d", "1w", "1m", "all"];

/** A value at a time in seconds. */
export interface TimedValue {
  time: number;
  value: number;
}

/** The window a range shows ending at `now` (seconds) and its candle length. */
export function rangeWindow(range: PriceRange, now: number, firstTime: number | undefined): { from: number; bucket: number } {
  if (range === "1d") return { from: now - DAY_SECONDS, bucket: HOUR };
  if (range === "1w") return { from: now - WEEK_SECONDS, bucket: 6 * HOUR };
  if (range === "1m") return { from: now - 30 * DAY_SECONDS, bucket: DAY_SECONDS };
  const from = Math.min(firstTime ?? now, now);
  const span = Math.max(1, now - from);
  const bucket = ALL_BUCKETS.find((b) => span / b <= MAX_ALL_CANDLES) ?? WEEK_SECONDS;
  return { from, bucket };
}

/**
 * Open/high/low/close per bucket of `bucket` seconds over [from, to], buckets aligned to multiples of `bucket`.
 * `points` must be in time order. A bucket opens at the close before it (the last value before `from` for the first
 * one), so a candle shows the move into it too; a bucket with no point repeats that close (the price did not move);
 * buckets before the first value at all are left out (there was no price yet).
 */
export function toCandles(points: readonly TimedValue[], from: number, to: number, bucket: number): PriceCandle[] {
  const out: PriceCandle[] = [];
  // Stryker disable next-line EqualityOperator: equivalent, a bucket of 0 makes the first start NaN, so no candle either way (mutation/EQUIVALENT_MUTANTS.md)
  if (!(bucket > 0) || to < from) return out;
  let i = 0;
  let previous: number | undefined;
  for (; i < points.length && points[i].time < from; i++) previous = points[i].value;
  for (let start = Math.floor(from / bucket) * bucket; start <= to; start += bucket) {
    const end = start + bucket;
    let candle: PriceCandle | undefined =
      previous === undefined ? undefined : { time: start, open: previous, high: previous, low: previous, close: previous };
    for (; i < points.length && points[i].time < end && points[i].time <= to; i++) {
      const v = points[i].value;
      if (!candle) candle = { time: start, open: v, high: v, low: v, close: v };
      candle.high = Math.max(candle.high, v);
      candle.low = Math.min(candle.low, v);
      candle.close = v;
    }
    if (candle) {
      out.push(candle);
      previous = candle.close;
    }
  }
  return out;
}

/** The candles of one range of a history ending at `now`. */
export function rangeCandles(points: readonly TimedValue[], range: PriceRange, now: number): PriceCandle[] {
  const { from, bucket } = rangeWindow(range, now, points[0]?.time);
  return toCandles(points, from, now, bucket);
}
