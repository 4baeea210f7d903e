/** Reads the times (seconds) of `blocks`, in the same order; asked for together so they go in one batch. */
export type BlockTimesReader = (blocks: readonly number[]) => Promise<readonly number[]>;

/** Blocks a search reads per round: one JSON-RPC batch of the block time reader (see INSIGHT_READ_BATCH_MAX_COUNT). */
export const SEARCH_PROBES = 15;

/**
 * The first block in [low, high] whose time is at or after `time` (times never decrease along a chain); `high + 1`
 * when every block is older. Each round reads `probes` evenly spaced blocks of the range at once (one batch, one
 * round trip) and keeps the gap between the two that straddle `time`: a range of n blocks takes about
 * log(n) / log(probes + 1) rounds, where a binary search would take log2(n) reads one after another.
 *
 * The first round over a range that still starts at `low` reads `low` itself among its probes (see below).
 *
 * `hint` is the answer of the previous search (a window's start only moves forward as the head grows): the first
 * round then reads only it and the block before it, which settles the search when it is still the answer; when the
 * start moved on, the blocks right after the hint come next (see below).
 */
export async function firstBlockAtOrAfter(time: number, low: number, high: number, timesOf: BlockTimesReader, hint?: number, probes: number = SEARCH_PROBES): Promise<number> {
  if (!Number.isInteger(probes) || probes < 1) throw new Error(`probes must be a positive integer: ${probes}`);
  // The answer lies in [lo, hi]; hi is known to be at or after `time` (or past the range).
  let lo = low;
  let hi = high + 1;
  if (hint !== undefined && hint >= low && hint <= high) {
    const blocks = hint > low ? [hint - 1, hint] : [hint];
    const times = await timesOf(blocks);
    const atHint = times[times.length - 1];
    if (atHint >= time) {
      if (hint === low || times[0] < time) return hint;
      hi = hint - 1;
    } else {
      lo = hint + 1;
      // On a chain of regular blocks a window's start moves forward by about one block per new block. Look right
      // after the hint first: the rest of its run of `probes` blocks on a fixed grid and the whole next run, in one
      // round. The runs, read once, then answer the next blocks' searches from the reader's cache, so a moving start
      // costs one read per `probes` blocks, not a whole search per block; and a start that moved further than one
      // block (a block that came late, a page catching up after a pause) is still found in that round.
      const end = Math.min(high, (Math.floor(lo / probes) + 2) * probes - 1);
      if (lo <= end) {
        const blocks = Array.from({ length: end - lo + 1 }, (_, j) => lo + j);
        const first = (await timesOf(blocks)).findIndex((t) => t >= time);
        if (first !== -1) return blocks[first];
        lo = end + 1;
      }
    }
  }
  // A young chain's whole history often lies inside the window: its first block is then the answer. A search over a
  // range that still starts there reads that block in its first round, beside the others, and so ends in one round.
  let firstRound = lo === low;
  while (lo < hi) {
    const span = hi - lo;
    const count = Math.min(probes, span);
    // Strictly increasing blocks in [lo, hi - 1]: in a first round the range's first block and `count - 1` blocks
    // spread after it, else `count` blocks spread inside. A range no wider than `probes` (count = span) gets every
    // block either way: floor(j · span / span) and floor((j + 1) · span / (span + 1)) are both j for j < span.
    const gaps = firstRound ? count : count + 1;
    const blocks = Array.from({ length: count }, (_, j) => lo + Math.floor(((firstRound ? j : j + 1) * span) / gaps));
    firstRound = false;
    const times = await timesOf(blocks);
    const first = times.findIndex((t) => t >= time);
    if (first === -1) lo = blocks[count - 1] + 1;
    else {
      hi = blocks[first];
      if (first > 0) lo = blocks[first - 1] + 1;
    }
  }
  return lo;
}

export const DAY_SECONDS = 24 * 60 * 60;
export const WEEK_SECONDS = 7 * DAY_SECONDS;
