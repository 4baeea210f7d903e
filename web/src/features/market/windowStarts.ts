/**
 * The first block in [low, high] whose time is at or after `time`, by binary search over block times (times never
 * decrease along a chain); `high + 1` when every block is older. `timeOf` reads a block's time in seconds.
 *
 * `hint` is the answer of the previous search (a window's start only moves forward as the head grows): when it is
 * still the answer, the search costs two reads of blocks read before, and when it is too old the search starts after it.
 */
export async function firstBlockAtOrAfter(time: number, low: number, high: number, timeOf: (block: number) => Promise<number>, hint?: number): Promise<number> {
  let lo = low;
  let hi = high + 1;
  if (hint !== undefined && hint >= low && hint <= high) {
    if ((await timeOf(hint)) >= time) {
      if (hint === low || (await timeOf(hint - 1)) < time) return hint;
      hi = hint;
    } else lo = hint + 1;
  }
  while (lo < hi) {
    const mid = lo + Math.floor((hi - lo) / 2);
    if ((await timeOf(mid)) >= time) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}

export const DAY_SECONDS = 24 * 60 * 60;
export const WEEK_SECONDS = 7 * DAY_SECONDS;
