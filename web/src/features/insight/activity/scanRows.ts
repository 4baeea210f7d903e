import type { PairInfo } from "../logs/events";
import type { ScanContext } from "../logs/logCache";
import { scanLogs, type ScanOptions } from "../logs/scanLogs";
import type { GetLogs, LogQuery, RawLog } from "../logs/types";
import { groupActivity, mergeLogs, type ActivityItem, type GroupingContext } from "./groupActivity";

/**
 * The rows of blocks [from, head], newest first, grouped range by range while the scan runs rather than all at the
 * end: each block range is asked of every query together, so its logs are complete when it answers (a transaction's
 * logs all sit in one block) and can be grouped at once, while the node is still busy with the older ranges. Ranges
 * that answer before `pairs` has loaded wait for it. `options.watch` hears the ranges with all their logs.
 */
export async function scanRows(
  ctx: ScanContext,
  queries: LogQuery[],
  grouping: Omit<GroupingContext, "pairs">,
  pairs: Promise<ReadonlyMap<string, PairInfo>>,
  from: number,
  options: ScanOptions = {},
): Promise<ActivityItem[]> {
  // One "request" per range asks every query (each still one getLogs within the shared in-flight limit); a refusal
  // of either splits the range for both.
  const together: GetLogs = async (_query, fromBlock, toBlock) => mergeLogs(...(await Promise.all(queries.map((q) => ctx.getLogs(q, fromBlock, toBlock)))));
  let known: ReadonlyMap<string, PairInfo> | undefined;
  const waiting: Array<{ to: number; logs: readonly RawLog[] }> = [];
  const grouped: Array<{ to: number; items: ActivityItem[] }> = [];
  let failure: { error: unknown } | undefined;
  const group = (to: number, logs: readonly RawLog[]) => {
    try {
      grouped.push({ to, items: groupActivity(logs as RawLog[], { ...grouping, pairs: known! }) });
    } catch (error) {
      failure ??= { error };
    }
  };
  const loaded = pairs.then((p) => {
    known = p;
    for (const range of waiting.splice(0)) group(range.to, range.logs);
  });
  const scan = scanLogs(together, { topics: [] }, from, ctx.head, {
    chunkBlocks: ctx.chunkBlocks,
    ...options,
    watch: (scanFrom, scanTo) => {
      const outer = options.watch?.(scanFrom, scanTo);
      return {
        range(rangeFrom, rangeTo, logs) {
          outer?.range(rangeFrom, rangeTo, logs);
          if (known) group(rangeTo, logs);
          else waiting.push({ to: rangeTo, logs });
        },
      };
    },
  });
  await Promise.all([loaded, scan]);
  if (failure) throw failure.error;
  // Ranges are disjoint and each one's rows are newest first.
  return grouped.sort((a, b) => b.to - a.to).flatMap((r) => r.items);
}
