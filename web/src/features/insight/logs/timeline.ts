/**
 * Performance marks along a page's path to its data (the User Timing API: `performance.mark`), so a benchmark or a
 * profile in the browser's devtools shows where a cold visit waits: the pairs' addresses known, each eth_getLogs sent
 * and answered, the figures worked out. bench/explore.ts reads them back (performance.getEntriesByType("mark")) and
 * prints them beside its figures. A mark costs a few microseconds and nothing is kept beyond the browser's own buffer.
 */
export const TIMELINE_PREFIX = "penswap:";

/** The marks set along the way (names after TIMELINE_PREFIX; a step taken again marks again). */
export const TIMELINE = {
  pairAddressesKnown: "pair-addresses-known",
  pairsKnown: "pairs-known",
  activityScanStarted: "activity-scan-started",
  getLogsSent: "getLogs-sent",
  getLogsAnswered: "getLogs-answered",
  logsRead: "logs-read",
  figuresComputed: "figures-computed",
  cacheWritten: "cache-written",
} as const;

export type TimelineStep = (typeof TIMELINE)[keyof typeof TIMELINE];

/** Marks `step` now; never throws (a browser or test environment without User Timing just has no marks). */
export function markTimeline(step: TimelineStep): void {
  try {
    globalThis.performance?.mark?.(`${TIMELINE_PREFIX}${step}`);
  } catch {
    // Marks only inform: their failure must not fail a read.
  }
}
