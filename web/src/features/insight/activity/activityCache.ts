import { chainKey, type ScanContext } from "../logs/logCache";
import type { ScanOptions } from "../logs/scanLogs";
import type { LogQuery } from "../logs/types";
import type { PairInfo } from "../logs/events";
import type { ActivityItem, GroupingContext } from "./groupActivity";
import { scanRows } from "./scanRows";

/** How logs become rows, but the pairs (which may still be loading). */
export type GroupingRules = Omit<GroupingContext, "pairs">;

/**
 * The activity rows themselves are what is cached per account, not the logs behind them: a transaction's logs
 * all sit in one block, so rows never change once their blocks are scanned, and a later visit groups only the
 * new blocks' logs. Reading a thousand rows back costs far less than decoding and regrouping three thousand logs.
 */
const FORMAT = 1;

interface StoredActivity {
  f: typeof FORMAT;
  startBlock: number;
  lastBlock: number;
  items: ActivityItem[];
}

const KINDS = new Set(["swap", "add", "remove", "migrate", "approve"]);
const isIndex = (n: unknown): n is number => typeof n === "number" && Number.isInteger(n) && n >= 0;
const isAmounts = (list: unknown) => Array.isArray(list) && list.every((a) => !!a && typeof a.token === "string" && typeof a.amount === "bigint");

function isItem(value: unknown): value is ActivityItem {
  const i = value as ActivityItem;
  return (
    !!i &&
    typeof i.txHash === "string" &&
    isIndex(i.blockNumber) &&
    KINDS.has(i.kind) &&
    (i.direction === "made" || i.direction === "received") &&
    isAmounts(i.sent) &&
    isAmounts(i.received) &&
    (i.spender === undefined || typeof i.spender === "string")
  );
}

/** A stored value we can trust, or undefined (other format, wrong shape, truncated write...). */
export function parseActivity(value: unknown): StoredActivity | undefined {
  const e = value as StoredActivity;
  if (!e || typeof e !== "object" || e.f !== FORMAT || !isIndex(e.startBlock) || !isIndex(e.lastBlock) || e.lastBlock + 1 < e.startBlock) return undefined;
  if (!Array.isArray(e.items) || !e.items.every(isItem)) return undefined;
  return e;
}

// Read this session: each new block then costs no store read.
const memory = new Map<string, StoredActivity>();

/** Forgets the in-memory copies (tests and the benchmark; a page reload does the same). */
export function clearActivityMemory(): void {
  memory.clear();
}

/** The grouping rules are part of the key: another router or migrator classifies logs differently. */
function activityKey(ctx: ScanContext, grouping: GroupingRules): string {
  const rules = [...grouping.spenders].sort().join("+") + `/${grouping.migrator?.toLowerCase() ?? ""}`;
  return chainKey(ctx, `activity/${grouping.account.toLowerCase()}/${rules}`);
}

async function readStored(ctx: ScanContext, key: string): Promise<StoredActivity | undefined> {
  const cached = memory.get(key);
  if (cached) return cached;
  let value: unknown;
  try {
    value = await ctx.store.get(key);
  } catch (error) {
    console.debug("insight: activity cache read failed, scanning cold", error);
    return undefined;
  }
  if (value === undefined) return undefined;
  const entry = parseActivity(value);
  if (!entry) await ctx.store.del(key).catch(() => undefined);
  return entry;
}

/**
 * The account's rows, newest first, from the start block to the head: stored rows as they are, plus the rows of
 * the blocks after them, grouped from those blocks' logs only (`queries` are the account's activity filters).
 * `pairs` may still be loading: the scan runs meanwhile, the grouping waits for them (see scanRows).
 */
export async function syncActivity(
  ctx: ScanContext,
  queries: LogQuery[],
  grouping: GroupingRules,
  pairs: Promise<ReadonlyMap<string, PairInfo>>,
  options: ScanOptions = {},
): Promise<ActivityItem[]> {
  const key = activityKey(ctx, grouping);
  let entry = await readStored(ctx, key);
  // Rows that start elsewhere or run past the head (the chain went back) cannot be extended.
  if (entry && (entry.startBlock !== ctx.startBlock || entry.lastBlock > ctx.head)) entry = undefined;
  const from = entry ? entry.lastBlock + 1 : ctx.startBlock;
  if (entry && from > ctx.head) return entry.items;
  const fresh = await scanRows(ctx, queries, grouping, pairs, from, options);
  const next: StoredActivity = { f: FORMAT, startBlock: ctx.startBlock, lastBlock: ctx.head, items: entry ? fresh.concat(entry.items) : fresh };
  memory.set(key, next);
  // Not awaited: the page shows the rows while the store commits.
  ctx.store.set(key, next).catch((error) => console.debug("insight: activity cache write failed", error));
  return next.items;
}
