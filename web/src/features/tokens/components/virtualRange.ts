/**
 * Which rows of a fixed-row-height list to render: the visible ones plus `overscan` on each side, so scrolling
 * never shows a gap. 10,000 tokens then cost ~10 DOM rows instead of 10,000.
 */
export function visibleRange(
  scrollTop: number,
  viewportHeight: number,
  rowHeight: number,
  rowCount: number,
  overscan = 3,
): { start: number; end: number } {
  if (rowCount <= 0 || rowHeight <= 0) return { start: 0, end: 0 };
  const first = Math.floor(Math.max(0, scrollTop) / rowHeight);
  const visible = Math.ceil(viewportHeight / rowHeight) + 1;
  const start = Math.max(0, Math.min(first, rowCount - 1) - overscan);
  const end = Math.min(rowCount, first + visible + overscan);
  return { start, end };
}
