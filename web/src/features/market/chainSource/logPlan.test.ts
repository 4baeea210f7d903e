import { describe, expect, it } from "vitest";
import { TOPICS } from "../../insight";
import { canReuseRead, groupQuery, poolGroups, POOLS_PER_LOG_QUERY, recordRead, reservesStamp } from "./logPlan";

const pools = (n: number) => Array.from({ length: n }, (_, i) => `0x${i.toString(16).padStart(40, "0")}`);

describe("poolGroups", () => {
  it("keeps consecutive factory pairs together, full groups first, so only the last group changes as pools are added", () => {
    const before = poolGroups(pools(5), 2);
    const after = poolGroups(pools(6), 2);
    expect(before.map((g) => g.length)).toEqual([2, 2, 1]);
    expect(after.map((g) => g.length)).toEqual([2, 2, 2]);
    expect(after.slice(0, 2)).toEqual(before.slice(0, 2));
  });

  it("puts a few hundred pools in one filter and none in none", () => {
    expect(poolGroups(pools(200))).toHaveLength(1);
    expect(poolGroups(pools(POOLS_PER_LOG_QUERY + 1))).toHaveLength(2);
    expect(poolGroups([])).toEqual([]);
  });

  it("refuses a group size that is no positive integer", () => {
    expect(() => poolGroups(pools(3), 0)).toThrow();
    expect(() => poolGroups(pools(3), 1.5)).toThrow();
  });
});

describe("groupQuery", () => {
  it("filters by the pools' addresses and by the Swap or Sync topic", () => {
    const group = pools(2);
    expect(groupQuery(group)).toEqual({ address: group, topics: [[TOPICS.swap, TOPICS.sync]] });
  });
});

describe("reservesStamp", () => {
  const reading = (reserve0: bigint, reserve1: bigint, blockTimestampLast: number) => ({ reserve0, reserve1, blockTimestampLast });

  it("changes when any pool's reserves or last update time change", () => {
    const base = reservesStamp([reading(1n, 2n, 10), reading(3n, 4n, 11)]);
    expect(reservesStamp([reading(1n, 2n, 10), reading(3n, 4n, 11)])).toBe(base);
    expect(reservesStamp([reading(1n, 2n, 10), reading(3n, 5n, 11)])).not.toBe(base);
    expect(reservesStamp([reading(2n, 2n, 10), reading(3n, 4n, 11)])).not.toBe(base);
    // A sync that leaves the amounts as they were still moves the time.
    expect(reservesStamp([reading(1n, 2n, 10), reading(3n, 4n, 12)])).not.toBe(base);
  });

  it("does not confuse two pools' figures run together", () => {
    expect(reservesStamp([reading(1n, 23n, 4), reading(5n, 6n, 7)])).not.toBe(reservesStamp([reading(1n, 2n, 34), reading(5n, 6n, 7)]));
  });

  it("is undefined while a pool's reserves are unknown", () => {
    expect(reservesStamp([reading(1n, 2n, 10), undefined])).toBeUndefined();
  });
});

describe("recordRead and canReuseRead", () => {
  const settled = { head: 100, stamp: "1:2:10", settled: true, logs: [] };

  it("reuses a settled read while the reserves stay as they were and the head moves on", () => {
    expect(canReuseRead(settled, "1:2:10", 100)).toBe(true);
    expect(canReuseRead(settled, "1:2:10", 105)).toBe(true);
  });

  it("reads again when the reserves changed, are unknown, or nothing was read yet", () => {
    expect(canReuseRead(settled, "1:3:12", 105)).toBe(false);
    expect(canReuseRead(settled, undefined, 105)).toBe(false);
    expect(canReuseRead(undefined, "1:2:10", 105)).toBe(false);
    expect(canReuseRead({ ...settled, stamp: undefined }, undefined, 105)).toBe(false);
  });

  it("reads again when the head went back before the last read (a revert)", () => {
    expect(canReuseRead(settled, "1:2:10", 99)).toBe(false);
  });

  it("settles a read only once a read at a later head saw the same stamp: a reading may be a block ahead of the logs", () => {
    const first = recordRead(undefined, "1:2:10", 100, []);
    expect(first.settled).toBe(false);
    // Seen once: the reserves may already include block 101's trade while the logs stop at 100.
    expect(canReuseRead(first, "1:2:10", 101)).toBe(false);
    const second = recordRead(first, "1:2:10", 101, []);
    expect(second).toEqual({ head: 101, stamp: "1:2:10", settled: true, logs: [] });
    expect(canReuseRead(second, "1:2:10", 102)).toBe(true);
  });

  it("does not settle on a second read at the same head, a changed stamp, or unknown reserves", () => {
    const first = recordRead(undefined, "1:2:10", 100, []);
    expect(recordRead(first, "1:2:10", 100, []).settled).toBe(false);
    expect(recordRead(first, "1:3:12", 101, []).settled).toBe(false);
    expect(recordRead(first, undefined, 101, []).settled).toBe(false);
    expect(recordRead({ ...first, stamp: undefined }, undefined, 101, []).settled).toBe(false);
  });
});
