import { describe, expect, it } from "vitest";
import { addressTopic, scanLogs, TOPICS, type GetLogs, type RawLog } from "../../insight";
import type { WindowStarts } from "../swapStats";
import { blockSums, figuresOf, rangeFigures, windowFigures } from "./rangeFigures";

const POOL = "0x00000000000000000000000000000000000000a1";
const OTHER = "0x00000000000000000000000000000000000000a2";
const FAKE = "0x00000000000000000000000000000000000000ff";
const POOLS = new Set([POOL, OTHER]);
const STARTS: WindowStarts = { day: 31, week: 9 };
const words = (...values: bigint[]) => `0x${values.map((v) => v.toString(16).padStart(64, "0")).join("")}`;

/** A busy history of blocks 1..60: in each block a swap and the Sync after it, on either pool, and a stranger's Swap. */
function history(): RawLog[] {
  const logs: RawLog[] = [];
  for (let block = 1; block <= 60; block++) {
    const pool = block % 3 ? POOL : OTHER;
    const tx = `0x${block.toString(16).padStart(64, "0")}`;
    logs.push({ address: pool, blockNumber: block, logIndex: 0, transactionHash: tx, topics: [TOPICS.sync], data: words(BigInt(1000 + block), BigInt(2000 - block)) });
    logs.push({ address: pool, blockNumber: block, logIndex: 1, transactionHash: tx, topics: [TOPICS.swap, addressTopic(OTHER), addressTopic(OTHER)], data: words(BigInt(block), 0n, 0n, BigInt(3 * block)) });
    if (block % 7 === 0) logs.push({ address: FAKE, blockNumber: block, logIndex: 2, transactionHash: tx, topics: [TOPICS.swap], data: words(10n ** 30n, 0n, 0n, 1n) });
  }
  return logs;
}

const inBlocks = (logs: readonly RawLog[], from: number, to: number) => logs.filter((l) => l.blockNumber >= from && l.blockNumber <= to);

describe("blockSums and windowFigures", () => {
  it("add disjoint ranges' block sums up to the figures of all their logs, whatever the cuts (a window's start on a range's edge too)", () => {
    const all = history();
    const expected = figuresOf(all, POOLS, STARTS);
    for (const cuts of [[], [30], [8, 9, 30, 31], [1, 2, 3, 59], [10, 20, 40, 50]]) {
      const edges = [0, ...cuts, 60];
      const parts = edges.slice(1).map((to, i) => blockSums(inBlocks(all, edges[i] + 1, to), POOLS));
      expect(windowFigures(parts, all, POOLS, STARTS)).toEqual(expected);
    }
    expect(expected.pools.get(POOL)?.day.swaps).toBe(20);
    expect(expected.reservesDayAgo.get(OTHER)).toEqual({ reserve0: 1030n, reserve1: 1970n });
  });

  it("sum logs in any order, and leave out other contracts' swaps", () => {
    const all = history();
    const shuffled = [...all].reverse();
    expect(windowFigures([blockSums(shuffled, POOLS)], all, POOLS, STARTS)).toEqual(figuresOf(all, POOLS, STARTS));
    expect(blockSums(all, POOLS).every((b) => !b.pools.has(FAKE))).toBe(true);
    expect(blockSums(all, POOLS)).toHaveLength(60);
    // A block's swaps in one entry; a block with no swap of the pools in none.
    const block7 = inBlocks(all, 7, 7).filter((l) => l.topics[0] === TOPICS.swap);
    expect(blockSums([...block7, { ...block7[0], logIndex: 5 }], POOLS)).toEqual([{ block: 7, pools: new Map([[POOL, { volume0: 14n, volume1: 42n, swaps: 2 }]]) }]);
    expect(blockSums(all.filter((l) => l.topics[0] === TOPICS.sync), POOLS)).toEqual([]);
  });
});

describe("rangeFigures", () => {
  /** A scan of blocks 1..60 in chunks of `chunkBlocks`, its ranges heard by a rangeFigures; `answer` may drop logs. */
  async function scan(chunkBlocks: number, starts: Promise<WindowStarts>, answer: GetLogs = async (_q, from, to) => inBlocks(history(), from, to)) {
    const byRange = rangeFigures(POOLS, starts);
    const logs = await scanLogs(answer, { topics: [[TOPICS.swap, TOPICS.sync]] }, 1, 60, { chunkBlocks, maxInFlight: 3, watch: byRange.watch });
    return { byRange, logs };
  }

  it("gives the figures of all the scan's logs from its ranges, also when the windows' starts come after the logs", async () => {
    const expected = figuresOf(history(), POOLS, STARTS);
    for (const chunkBlocks of [1, 7, 8, 30, 60]) {
      const { byRange, logs } = await scan(chunkBlocks, Promise.resolve(STARTS));
      expect(await byRange.of(logs, 1, 60)).toEqual(expected);
    }
    let resolveStarts: (s: WindowStarts) => void = () => undefined;
    const late = new Promise<WindowStarts>((resolve) => (resolveStarts = resolve));
    const { byRange, logs } = await scan(8, late);
    const figures = byRange.of(logs, 1, 60);
    resolveStarts(STARTS);
    expect(await figures).toEqual(expected);
  });

  it("sums each range's swaps as it arrives, before the windows are known: after the last, only the addition is left", async () => {
    const all = history();
    // Counts reads of the logs' data: a swap's amounts are read from it, a Sync's reserves only for the one decoded.
    let dataReads = 0;
    const counted = all.map((log) => {
      const copy = { ...log };
      Object.defineProperty(copy, "data", {
        get: () => {
          dataReads++;
          return log.data;
        },
      });
      return copy;
    });
    let resolveStarts: (s: WindowStarts) => void = () => undefined;
    const byRange = rangeFigures(POOLS, new Promise<WindowStarts>((resolve) => (resolveStarts = resolve)));
    const gates: Array<() => void> = [];
    const getLogs: GetLogs = (_q, from, to) => new Promise((resolve) => gates.push(() => resolve(inBlocks(counted, from, to))));
    const tick = () => new Promise((resolve) => setTimeout(resolve, 0));
    const scanned = scanLogs(getLogs, { topics: [[TOPICS.swap, TOPICS.sync]] }, 1, 60, { chunkBlocks: 30, maxInFlight: 2, watch: byRange.watch });
    while (gates.length < 2) await tick();
    gates[0](); // blocks 31..60, asked first
    await tick();
    const afterFirst = dataReads;
    expect(afterFirst).toBeGreaterThan(0);
    gates[1]();
    const logs = await scanned;
    const afterScan = dataReads;
    expect(afterScan).toBeGreaterThan(afterFirst);
    const figures = byRange.of(logs, 1, 60);
    resolveStarts(STARTS);
    expect(await figures).toEqual(figuresOf(all, POOLS, STARTS));
    // The pages that joined the scan ask too: the same figures, not added up again.
    expect(byRange.of(logs, 1, 60)).toBe(figures);
    // After the scan, only each pool's Sync before the day was decoded (its two words); summing every swap would
    // read each swap's data again.
    expect(dataReads - afterScan).toBeLessThanOrEqual(2 * POOLS.size);
  });

  it("gives nothing when the ranges heard are not exactly the read's blocks and logs", async () => {
    const { byRange, logs } = await scan(10, Promise.resolve(STARTS));
    expect(await byRange.of(logs, 1, 60)).toBeDefined();
    expect(await byRange.of(logs, 0, 60)).toBeUndefined(); // a block before the ranges
    expect(await byRange.of(logs, 1, 60)).toBeDefined();
    expect(await byRange.of(logs, 1, 61)).toBeUndefined(); // a block after them
    expect(await byRange.of(logs.concat(logs.slice(0, 1)), 1, 60)).toBeUndefined(); // logs the ranges did not hold (a cached part)
    // No range heard at all: the read was another scan's (shared) or the cache's.
    expect(await rangeFigures(POOLS, Promise.resolve(STARTS)).of(logs, 1, 60)).toBeUndefined();
    // The same ranges heard twice (two scans into one watcher) overlap.
    const twice = rangeFigures(POOLS, Promise.resolve(STARTS));
    const query = { topics: [[TOPICS.swap, TOPICS.sync]] };
    const getLogs: GetLogs = async (_q, from, to) => inBlocks(history(), from, to);
    await scanLogs(getLogs, query, 1, 60, { chunkBlocks: 30, watch: twice.watch });
    await scanLogs(getLogs, query, 31, 60, { chunkBlocks: 30, watch: twice.watch });
    expect(await twice.of(logs, 1, 60)).toBeUndefined();
  });

  it("fails with the windows' search, and with nothing unhandled before it is asked", async () => {
    const failed = Promise.reject(new Error("no block times"));
    const { byRange, logs } = await scan(20, failed);
    await expect(byRange.of(logs, 1, 60)).rejects.toThrow("no block times");
  });
});
