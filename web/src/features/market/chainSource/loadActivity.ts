import { exactBlockTimes } from "../../insight";
import { HISTORY_SCAN_MIN_REQUESTS, markTimeline, queryKey, syncLogs, TIMELINE } from "../../insight";
import type { ScanSession } from "../../insight";
import type { RawLog } from "../../insight";
import { reservesBefore, sumSwaps, type PoolActivity, type WindowStarts } from "../swapStats";
import { DAY_SECONDS, firstBlockAtOrAfter, WEEK_SECONDS, type BlockTimesReader } from "../windowStarts";
import { withPolledLogs } from "./blockLogs";
import { canReuseRead, groupQuery, poolGroups, recordRead, reservesStamp, type GroupRead, type ReservesReading } from "./logPlan";

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
}

/**
 * One group's Swap and Sync logs up to the head: the last settled read again when the group's reserves show no
 * update since (no request at all), else through the insight cache (only the blocks after the stored ones, from the
 * block poll's log read when it holds them, else from the node).
 */
async function groupLogs(ctx: ScanSession, group: readonly ActivityPool[]): Promise<RawLog[]> {
  const query = groupQuery(group.map((p) => p.address));
  const key = `${ctx.chainId}/${ctx.genesisHash}/${queryKey(query)}`;
  const stamp = reservesStamp(group.map((p) => p.reserves));
  const last = lastReads.get(key);
  if (last && canReuseRead(last, stamp, ctx.head)) return last.logs;
  // The first read covers the whole history: in several chunks, so that the page's small reads sent meanwhile (the
  // tokens' metadata, the reserves) do not wait behind one answer of all of it (see chunkBlocksFor). A later read's
  // few new blocks stay one request, and come from the block poll's own request when it read them (see blockLogs).
  const { logs } = await syncLogs({ ...ctx, getLogs: withPolledLogs(ctx.chainId, ctx.getLogs) }, query, {
    minRequests: HISTORY_SCAN_MIN_REQUESTS,
  });
  // A read without reserves (a price history) says nothing of them: it leaves the overview's record alone.
  if (stamp !== undefined) lastReads.set(key, recordRead(last, stamp, ctx.head, logs));
  return logs;
}

/**
 * Every Swap and Sync log of `pools` (factory order) up to the scan's head, read in the same groups, and so through
 * the same cached queries, as every other market page: Explore, a token page and the swap chart share one scan.
 */
export async function marketLogs(ctx: ScanSession, pools: readonly ActivityPool[]): Promise<RawLog[]> {
  return (await marketGroupLogs(ctx, pools)).flatMap((g) => g.logs);
}

/** marketLogs by pool group: each group's pools and its logs (the cached read's own array). */
async function marketGroupLogs(ctx: ScanSession, pools: readonly ActivityPool[]): Promise<Array<{ pools: readonly ActivityPool[]; logs: RawLog[] }>> {
  return Promise.all(poolGroups(pools).map(async (group) => ({ pools: group, logs: await groupLogs(ctx, group) })));
}

type GroupFigures = Pick<MarketActivity, "pools" | "reservesDayAgo">;
// A group's figures by its logs array (the cached read's, unchanged while no new block brought logs) and windows:
// the page works its activity out again at each new block and whenever the pools' reserves change, and summing tens
// of thousands of logs again for the same logs and windows was most of the work.
const figuresByLogs = new WeakMap<readonly RawLog[], { key: string; figures: GroupFigures }>();

function groupFigures(logs: readonly RawLog[], pools: readonly ActivityPool[], starts: WindowStarts): GroupFigures {
  const key = `${starts.day}/${starts.week}/${pools.map((p) => p.address).join(",")}`;
  const known = figuresByLogs.get(logs);
  if (known?.key === key) return known.figures;
  const poolSet = new Set(pools.map((p) => p.address));
  const figures = { pools: sumSwaps(logs, poolSet, starts), reservesDayAgo: reservesBefore(logs, poolSet, starts.day) };
  figuresByLogs.set(logs, { key, figures });
  return figures;
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
  const logsRead = marketGroupLogs(ctx, pools).then((groups) => {
    markTimeline(TIMELINE.logsRead);
    return groups;
  });
  const [groups, starts] = await Promise.all([logsRead, windowStarts(ctx, head)]);
  // Groups hold distinct pools: their figures add up without overlap.
  const figures = groups.map((g) => groupFigures(g.logs, g.pools, starts));
  if (figures.length === 1) return { head: ctx.head, starts, ...figures[0] };
  return {
    head: ctx.head,
    starts,
    pools: new Map(figures.flatMap((f) => [...f.pools])),
    reservesDayAgo: new Map(figures.flatMap((f) => [...f.reservesDayAgo])),
  };
}
