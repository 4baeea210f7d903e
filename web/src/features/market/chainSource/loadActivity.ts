import { exactBlockTimes } from "../../insight";
import { HISTORY_SCAN_MIN_REQUESTS, markTimeline, queryKey, syncLogs, TIMELINE } from "../../insight";
import type { ScanSession } from "../../insight";
import type { LogQuery, RawLog, ScanWatch } from "../../insight";
import type { PoolActivity, WindowStarts } from "../swapStats";
import { DAY_SECONDS, firstBlockAtOrAfter, WEEK_SECONDS, type BlockTimesReader } from "../windowStarts";
import { withPolledLogs } from "./blockLogs";
import { canReuseRead, groupQuery, poolGroups, recordRead, reservesStamp, type GroupRead, type ReservesReading } from "./logPlan";
import { figuresOf, rangeFigures, type GroupFigures } from "./rangeFigures";

export interface MarketActivity {
  head: number;
  starts: WindowStarts;
  pools: Map<string, PoolActivity>;
  reservesDayAgo: Map<string, { reserve0: bigint; reserve1: bigint }>;
}

/** The pools to read, in factory order (lowercase), with their reserves at the scan's head when known. */
export interface ActivityPool {
  address: string;
  reserves?: ReservesReading;
}

/** What the block's multicall already told about the head, so the scan does not ask the node again. */
export interface HeadFacts {
  /** The head block's timestamp (seconds), from the multicall's getCurrentBlockTimestamp at that block. */
  time?: number;
}

// The last window starts found per chain and genesis: they only move forward, so they are the next search's hint.
const lastStarts = new Map<string, { head: number; starts: WindowStarts }>();
// Each pool group's last read per chain and genesis: while its reserves stay as they were, its logs cannot change.
const lastReads = new Map<string, GroupRead<RawLog[]>>();

/** Forgets the reads kept this session (tests and the benchmark; a page reload does the same). */
export function forgetMarketReads(): void {
  lastStarts.clear();
  lastReads.clear();
  scansUnderWay.clear();
}

const groupKey = (ctx: ScanSession, query: LogQuery) => `${ctx.chainId}/${ctx.genesisHash}/${queryKey(query)}`;

/**
 * One group's Swap and Sync logs up to the head: the last settled read again when the group's reserves show no
 * update since (no request at all), else through the insight cache (only the blocks after the stored ones, from the
 * block poll's log read when it holds them, else from the node).
 */
async function groupLogs(ctx: ScanSession, group: readonly ActivityPool[], watch?: ScanWatch): Promise<{ logs: RawLog[]; scanned: boolean }> {
  const query = groupQuery(group.map((p) => p.address));
  const key = groupKey(ctx, query);
  const stamp = reservesStamp(group.map((p) => p.reserves));
  const last = lastReads.get(key);
  if (last && canReuseRead(last, stamp, ctx.head)) return { logs: last.logs, scanned: false };
  // The first read covers the whole history: in several chunks, so that the page's small reads sent meanwhile (the
  // tokens' metadata, the reserves) do not wait behind one answer of all of it (see chunkBlocksFor). A later read's
  // few new blocks stay one request, and come from the block poll's own request when it read them (see blockLogs).
  const { logs, fromCache } = await syncLogs({ ...ctx, getLogs: withPolledLogs(ctx.chainId, ctx.getLogs) }, query, {
    minRequests: HISTORY_SCAN_MIN_REQUESTS,
    watch,
  });
  // A read without reserves (a price history) says nothing of them: it leaves the overview's record alone.
  if (stamp !== undefined) lastReads.set(key, recordRead(last, stamp, ctx.head, logs));
  return { logs, scanned: !fromCache };
}

/**
 * Every Swap and Sync log of `pools` (factory order) up to the scan's head, read in the same groups, and so through
 * the same cached queries, as every other market page: Explore, a token page and the swap chart share one scan.
 */
export async function marketLogs(ctx: ScanSession, pools: readonly ActivityPool[]): Promise<RawLog[]> {
  const groups = await Promise.all(poolGroups(pools).map((group) => groupLogs(ctx, group)));
  return groups.flatMap((g) => g.logs);
}

// A group's figures by its logs array (the cached read's, unchanged while no new block brought logs) and windows:
// the page works its activity out again at each new block and whenever the pools' reserves change, and summing tens
// of thousands of logs again for the same logs and windows was most of the work.
const figuresByLogs = new WeakMap<readonly RawLog[], { key: string; figures: GroupFigures }>();

// Each group's scan under way (by its query's key) and its figures worked out range by range: see groupActivity.
const scansUnderWay = new Map<string, { head: number; byRange: ReturnType<typeof rangeFigures> }>();

/** The group's figures for these logs and windows: remembered ones, else `worked` (figures already worked out), else summed now. */
function groupFigures(logs: readonly RawLog[], pools: readonly ActivityPool[], starts: WindowStarts, worked?: GroupFigures): GroupFigures {
  const key = `${starts.day}/${starts.week}/${pools.map((p) => p.address).join(",")}`;
  const known = figuresByLogs.get(logs);
  if (known?.key === key) return known.figures;
  const figures = worked ?? figuresOf(logs, new Set(pools.map((p) => p.address)), starts);
  figuresByLogs.set(logs, { key, figures });
  return figures;
}

/**
 * One group's logs and figures. When its logs are scanned from the node (a first visit), the figures are worked out
 * range by range as the answers arrive (see rangeFigures), so that little is left to do after the last one; logs
 * from the cache or the last read are summed at once (see groupFigures).
 */
async function groupActivity(ctx: ScanSession, group: readonly ActivityPool[], starts: Promise<WindowStarts>): Promise<GroupFigures> {
  const scanKey = groupKey(ctx, groupQuery(group.map((p) => p.address)));
  // A page updated while the scan runs (its reserves came in, the head's time) loads again and joins the same scan
  // (see syncLogs): it joins its range-by-range figures too, instead of summing every log after the last.
  let scan = scansUnderWay.get(scanKey);
  if (!scan || scan.head !== ctx.head) {
    scan = { head: ctx.head, byRange: rangeFigures(new Set(group.map((p) => p.address)), starts) };
    scansUnderWay.set(scanKey, scan);
  }
  try {
    const { logs, scanned } = await groupLogs(ctx, group, scan.byRange.watch);
    markTimeline(TIMELINE.logsRead);
    const windows = await starts;
    // The pages that joined one scan get one promise of its range figures (rangeFigures' `of` keeps it).
    const worked = scanned ? await scan.byRange.of(logs, ctx.startBlock, ctx.head) : undefined;
    return groupFigures(logs, group, windows, worked);
  } finally {
    if (scansUnderWay.get(scanKey) === scan) scansUnderWay.delete(scanKey);
  }
}

/**
 * The 24 h and 7 d windows' first blocks at the scan's head: both searches at once, each reading its probes in one
 * batch per round (the head's time from the block's multicall when it read it), from the last starts found when
 * they still hold.
 */
async function windowStarts(ctx: ScanSession, head: HeadFacts): Promise<WindowStarts> {
  const timesOf: BlockTimesReader = (blocks) =>
    blocks.length === 1 && blocks[0] === ctx.head && head.time !== undefined ? Promise.resolve([head.time]) : exactBlockTimes(ctx, blocks);
  const headTime = (await timesOf([ctx.head]))[0];
  const key = `${ctx.chainId}/${ctx.genesisHash}`;
  // Starts found at a later head (the chain went back, e.g. a test's snapshot revert) are no hint.
  const last = lastStarts.get(key);
  const hint = last && last.head <= ctx.head ? last.starts : undefined;
  const [week, day] = await Promise.all([
    firstBlockAtOrAfter(headTime - WEEK_SECONDS, ctx.startBlock, ctx.head, timesOf, hint?.week),
    firstBlockAtOrAfter(headTime - DAY_SECONDS, ctx.startBlock, ctx.head, timesOf, hint?.day),
  ]);
  const starts = { day, week };
  lastStarts.set(key, { head: ctx.head, starts });
  return starts;
}

/**
 * What loadActivity at the same head will need before any pool is known: the windows' first blocks (kept as the
 * next search's hint, their blocks' times in the session's block time cache), so that it then reads only the logs.
 */
export async function prepareActivity(ctx: ScanSession, head: HeadFacts = {}): Promise<void> {
  await windowStarts(ctx, head);
}

/**
 * The last 24 h and 7 d of trading of `pools` up to the scan's head, by block time: the pools' logs from the
 * insight cache (only new blocks read from the node, and not even those while no pool's reserves moved) and,
 * at the same time, the windows' first blocks (see windowStarts).
 */
export async function loadActivity(ctx: ScanSession, pools: readonly ActivityPool[], head: HeadFacts = {}): Promise<MarketActivity> {
  const startsRead = windowStarts(ctx, head);
  // Awaited below; a failure surfaces there, not as an unhandled rejection while the logs are read.
  startsRead.catch(() => undefined);
  // Groups hold distinct pools: their figures add up without overlap.
  const figures = await Promise.all(poolGroups(pools).map((group) => groupActivity(ctx, group, startsRead)));
  const starts = await startsRead;
  if (figures.length === 1) return { head: ctx.head, starts, ...figures[0] };
  return {
    head: ctx.head,
    starts,
    pools: new Map(figures.flatMap((f) => [...f.pools])),
    reservesDayAgo: new Map(figures.flatMap((f) => [...f.reservesDayAgo])),
  };
}
