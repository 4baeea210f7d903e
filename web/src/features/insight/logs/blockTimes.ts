/** A block's time in seconds; `exact` when read from the block itself, else interpolated between read blocks. */
export interface BlockTime {
  time: number;
  exact: boolean;
}

/** Newest blocks shown get their exact time; older ones are interpolated between about this many anchors. */
export const RECENT_EXACT = 20;
const ANCHORS = 16;

/** The scanned range: anchors are laid over it. */
interface BlockSpan {
  startBlock: number;
  head: number;
}

/**
 * Distance between anchors: the power of two that puts at most `anchors` of them over the span. A power of two so
 * the anchors stay put while the head grows (when the spacing doubles, every new anchor was an anchor before), and
 * the anchors are known before any log is: their timestamps can be read while the scan runs.
 */
export function anchorSpacing({ startBlock, head }: BlockSpan, anchors = ANCHORS): number {
  const blocks = Math.max(1, head - startBlock + 1);
  return 2 ** Math.ceil(Math.log2(Math.max(1, Math.ceil(blocks / Math.max(1, anchors)))));
}

/** The anchor blocks of a span: its start block and every multiple of the spacing after it, up to the head. */
export function anchorBlocks(span: BlockSpan, anchors = ANCHORS): number[] {
  const step = anchorSpacing(span, anchors);
  const out = [span.startBlock];
  for (let b = (Math.floor(span.startBlock / step) + 1) * step; b <= span.head; b += step) out.push(b);
  return out;
}

/** The newest `count` distinct blocks among `blocks`, newest first. */
export function newestBlocks(blocks: Iterable<number>, count = RECENT_EXACT): number[] {
  return [...new Set(blocks)].sort((a, b) => b - a).slice(0, count);
}

/**
 * Which of `blocks` to read from the node: the newest RECENT_EXACT exactly, and for each older one the two anchors
 * around it (see anchorBlocks), minus the blocks whose time is already known.
 */
export function blocksToFetch(blocks: number[], known: ReadonlyMap<number, number>, span: BlockSpan, recentExact = RECENT_EXACT, anchors = ANCHORS): number[] {
  const unique = [...new Set(blocks)].sort((a, b) => b - a);
  const wanted = new Set(unique.slice(0, recentExact));
  const step = anchorSpacing(span, anchors);
  for (const block of unique.slice(recentExact)) {
    const below = Math.floor(block / step) * step;
    wanted.add(Math.max(below, span.startBlock));
    if (below + step <= span.head) wanted.add(below + step);
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
