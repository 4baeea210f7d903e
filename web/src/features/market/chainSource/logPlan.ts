import { TOPICS } from "../../insight";
import type { LogQuery } from "../../insight";

/**
 * Which Swap / Sync logs the market reads, and when it can skip reading them.
 *
 * The logs are asked for by the pools' addresses (not by topic alone: on a chain with other contracts emitting
 * Swap or Sync, those would be read for nothing), in groups of consecutive factory pairs. A full group's address
 * list never changes, so its query and its cache entry stay valid as new pools are created; only the last group
 * changes (and is read again from the start) when a pool is added to it.
 */

/** Pools per eth_getLogs address filter: well inside what public nodes accept in one filter. */
export const POOLS_PER_LOG_QUERY = 500;

const SWAP_AND_SYNC = [[TOPICS.swap, TOPICS.sync]];

/** The pools (in factory order) cut into groups of at most `size` consecutive pools. */
export function poolGroups<T>(pools: readonly T[], size: number = POOLS_PER_LOG_QUERY): T[][] {
  if (!Number.isInteger(size) || size < 1) throw new Error(`group size must be a positive integer: ${size}`);
  const groups: T[][] = [];
  for (let i = 0; i < pools.length; i += size) groups.push(pools.slice(i, i + size));
  return groups;
}

/** The Swap and Sync logs of one group of pools. */
export function groupQuery(pools: readonly string[]): LogQuery {
  return { address: [...pools], topics: SWAP_AND_SYNC };
}

/** One pool's getReserves answer: both reserves and the time of the block that last updated them. */
export interface ReservesReading {
  reserve0: bigint;
  reserve1: bigint;
  blockTimestampLast: bigint | number;
}

/**
 * A text that changes whenever any pool of the group is updated: every swap, mint, burn or sync rewrites the pool's
 * reserves and its last update's block time, so equal stamps at two blocks mean no Swap or Sync of these pools in
 * between. Undefined when a reading is missing (nothing can then be skipped).
 */
export function reservesStamp(readings: ReadonlyArray<ReservesReading | undefined>): string | undefined {
  const parts: string[] = [];
  for (const r of readings) {
    if (!r) return undefined;
    parts.push(`${r.reserve0}:${r.reserve1}:${r.blockTimestampLast}`);
  }
  return parts.join(",");
}

/** A group's last read: its logs up to `head`, when its reserves' stamp was `stamp`. */
export interface GroupRead<L> {
  head: number;
  stamp: string | undefined;
  /** The read before this one, at an earlier head, saw the same stamp: see recordRead. */
  settled: boolean;
  logs: L;
}

/**
 * The record of a read at `head` whose reserves' stamp was `stamp`, following `last`. A reserves reading can be a
 * block ahead of the head the logs are read to (a call fetched at the node's latest block while the app's block
 * number still shows the one before), so one stamp seen once may already include a trade the logs do not. The read
 * is settled, and may be reused, only once a read at a later head saw the same stamp: by then the logs reach the
 * block the reading came from.
 */
export function recordRead<L>(last: GroupRead<unknown> | undefined, stamp: string | undefined, head: number, logs: L): GroupRead<L> {
  const settled = stamp !== undefined && last !== undefined && last.stamp === stamp && head > last.head;
  return { head, stamp, settled, logs };
}

/**
 * Whether a group's last read still holds at `head` without asking the node: it is settled, the pools' reserves are
 * stamped as at that read, and the head has not gone back before it (a revert or a restarted chain reads again).
 */
export function canReuseRead(last: GroupRead<unknown> | undefined, stamp: string | undefined, head: number): boolean {
  return last !== undefined && last.settled && stamp !== undefined && last.stamp === stamp && head >= last.head;
}
