/** A block's time in seconds; `exact` when read from the block itself, else interpolated between read blocks. */
export interface BlockTime {
  time: number;
  exact: boolean;
}

/** Newest blocks shown get their exact time; older ones share this many evenly spaced exact anchors. */
export const RECENT_EXACT = 20;
export const ANCHORS = 16;

/**
 * Which of `blocks` to read from the node: the newest RECENT_EXACT, plus ANCHORS evenly spaced among the older ones
 * (always the oldest), minus the ones whose time is already known.
 */
export function blocksToFetch(blocks: number[], known: ReadonlyMap<number, number>, recentExact = RECENT_EXACT, anchors = ANCHORS): number[] {
  const unique = [...new Set(blocks)].sort((a, b) => b - a);
  const wanted = new Set(unique.slice(0, recentExact));
  const older = unique.slice(recentExact);
  if (older.length > 0) {
    const step = Math.max(1, Math.floor(older.length / anchors));
    for (let i = 0; i < older.length; i += step) wanted.add(older[i]);
    wanted.add(older[older.length - 1]);
  }
  return [...wanted].filter((b) => !known.has(b)).sort((a, b) => a - b);
}

/** Largest index whose value is ≤ x in an ascending list, or -1. */
function floorIndex(sorted: number[], x: number): number {
  let lo = 0;
  let hi = sorted.length - 1;
  let found = -1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (sorted[mid] <= x) {
      found = mid;
      lo = mid + 1;
    } else hi = mid - 1;
  }
  return found;
}

/**
 * Times for `blocks`: exact where known, otherwise linear between the nearest known blocks on each side (or the
 * nearest one side's value when the block lies outside them). Undefined when nothing is known at all.
 */
export function estimateTimes(blocks: number[], known: ReadonlyMap<number, number>): Map<number, BlockTime> {
  const out = new Map<number, BlockTime>();
  const anchors = [...known.keys()].sort((a, b) => a - b);
  if (anchors.length === 0) return out;
  for (const block of blocks) {
    const exact = known.get(block);
    if (exact !== undefined) {
      out.set(block, { time: exact, exact: true });
      continue;
    }
    const i = floorIndex(anchors, block);
    const below = i >= 0 ? anchors[i] : undefined;
    const above = i + 1 < anchors.length ? anchors[i + 1] : undefined;
    let time: number;
    if (below !== undefined && above !== undefined) {
      const t0 = known.get(below)!;
      const t1 = known.get(above)!;
      time = Math.round(t0 + ((t1 - t0) * (block - below)) / (above - below));
    } else time = known.get((below ?? above)!)!;
    out.set(block, { time, exact: false });
  }
  return out;
}
