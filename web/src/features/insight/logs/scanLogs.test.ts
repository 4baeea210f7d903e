import { describe, expect, it } from "vitest";
import { chunkBlocksFor, chunkRanges, DEFAULT_CHUNK_BLOCKS, isRangeTooLargeError, MIN_CHUNK_BLOCKS, scanLogs } from "./scanLogs";
import type { GetLogs, RawLog } from "./types";

const log = (blockNumber: number, logIndex = 0): RawLog => ({
  blockNumber,
  logIndex,
  transactionHash: `0x${blockNumber.toString(16).padStart(64, "0")}`,
  address: "0x0000000000000000000000000000000000000001",
  topics: ["0x01"],
  data: "0x",
});

/** A fake node holding one log per listed block; refuses ranges wider than `maxRange` like geth/Alchemy do. */
function node(blocks: number[], opts: { maxRange?: number; maxResults?: number } = {}) {
  const calls: Array<[number, number]> = [];
  let inFlight = 0;
  let maxInFlight = 0;
  const getLogs: GetLogs = async (_q, from, to) => {
    calls.push([from, to]);
    inFlight++;
    maxInFlight = Math.max(maxInFlight, inFlight);
    await new Promise((r) => setTimeout(r, 1));
    inFlight--;
    if (opts.maxRange && to - from + 1 > opts.maxRange) throw Object.assign(new Error("could not coalesce error"), { error: { code: -32000, message: "block range too large" } });
    const found = blocks.filter((b) => b >= from && b <= to).map((b) => log(b));
    if (opts.maxResults && found.length > opts.maxResults) throw new Error(`query returned more than ${opts.maxResults} results`);
    return found;
  };
  return { getLogs, calls, stats: () => ({ maxInFlight }) };
}

describe("chunkBlocksFor / chunkRanges", () => {
  it("keeps the chunk size when no split is asked for, whatever the range", () => {
    expect(chunkBlocksFor(393)).toBe(DEFAULT_CHUNK_BLOCKS);
    expect(chunkBlocksFor(393, 250, 1)).toBe(250);
    expect(chunkRanges(1, 393)).toEqual([[1, 393]]);
  });

  it("cuts a dense few hundred blocks into the asked number of requests, newest first, covering each block once", () => {
    expect(chunkBlocksFor(393, DEFAULT_CHUNK_BLOCKS, 8)).toBe(50);
    const ranges = chunkRanges(1, 393, DEFAULT_CHUNK_BLOCKS, 8);
    expect(ranges).toHaveLength(8);
    expect(ranges[0]).toEqual([344, 393]);
    expect(ranges[ranges.length - 1]).toEqual([1, 43]);
    const covered = [...ranges].reverse().flatMap(([a, b]) => Array.from({ length: b - a + 1 }, (_, i) => a + i));
    expect(covered).toEqual(Array.from({ length: 393 }, (_, i) => i + 1));
  });

  it("never cuts under MIN_CHUNK_BLOCKS (a new block's read stays one request) nor widens past the chunk size", () => {
    expect(chunkRanges(100, 101, DEFAULT_CHUNK_BLOCKS, 8)).toEqual([[100, 101]]);
    expect(chunkBlocksFor(3 * MIN_CHUNK_BLOCKS, DEFAULT_CHUNK_BLOCKS, 8)).toBe(MIN_CHUNK_BLOCKS);
    expect(chunkBlocksFor(1_000_000, DEFAULT_CHUNK_BLOCKS, 8)).toBe(DEFAULT_CHUNK_BLOCKS);
    expect(chunkBlocksFor(1_000, 10, 8)).toBe(10);
  });

  it("sizes the chunks by the range's width wherever it starts, and reads its first block even when alone in the last chunk", () => {
    expect(chunkRanges(1_000_001, 1_000_393, DEFAULT_CHUNK_BLOCKS, 8)).toHaveLength(8);
    expect(chunkRanges(1, 33, DEFAULT_CHUNK_BLOCKS, 8)).toEqual([
      [2, 33],
      [1, 1],
    ]);
  });
});

describe("scanLogs", () => {
  it("with minRequests, asks for the chunks chunkRanges gives and returns every log once, in chain order", async () => {
    const blocks = [1, 43, 44, 200, 393];
    const n = node(blocks);
    const logs = await scanLogs(n.getLogs, { topics: [] }, 1, 393, { minRequests: 8 });
    expect(logs.map((l) => l.blockNumber)).toEqual(blocks);
    expect([...n.calls].sort((a, b) => b[0] - a[0])).toEqual(chunkRanges(1, 393, DEFAULT_CHUNK_BLOCKS, 8));
    expect(n.stats().maxInFlight).toBeLessThanOrEqual(4);
  });

  it("covers the range exactly once in chunks, in chain order", async () => {
    const blocks = [10, 11, 500, 999, 1000, 2500];
    const n = node(blocks);
    const logs = await scanLogs(n.getLogs, { topics: [] }, 10, 2500, { chunkBlocks: 300 });
    expect(logs.map((l) => l.blockNumber)).toEqual(blocks);
    const covered = n.calls.sort((a, b) => a[0] - b[0]);
    expect(covered[0][0]).toBe(10);
    expect(covered[covered.length - 1][1]).toBe(2500);
    for (let i = 1; i < covered.length; i++) expect(covered[i][0]).toBe(covered[i - 1][1] + 1);
    expect(n.calls.every(([f, t]) => t - f + 1 <= 300)).toBe(true);
  });

  it("asks the newest chunks first and tells a watcher of every answered range", async () => {
    const n = node([10, 400, 900]);
    const heard: Array<[number, number, number[]]> = [];
    const starts: Array<[number, number]> = [];
    const logs = await scanLogs(n.getLogs, { topics: [] }, 0, 999, {
      chunkBlocks: 250,
      maxInFlight: 1,
      watch: (from, to) => {
        starts.push([from, to]);
        return { range: (f, t, found) => heard.push([f, t, found.map((l) => l.blockNumber)]) };
      },
    });
    expect(logs.map((l) => l.blockNumber)).toEqual([10, 400, 900]);
    expect(n.calls).toEqual([
      [750, 999],
      [500, 749],
      [250, 499],
      [0, 249],
    ]);
    expect(starts).toEqual([[0, 999]]);
    expect(heard).toEqual([
      [750, 999, [900]],
      [500, 749, []],
      [250, 499, [400]],
      [0, 249, [10]],
    ]);
    // An empty range still starts (and so ends) its watcher; a failing watcher does not fail the scan.
    await scanLogs(n.getLogs, { topics: [] }, 5, 4, { watch: (from, to) => (starts.push([from, to]), { range: () => undefined }) });
    expect(starts[1]).toEqual([5, 4]);
    const thrown = await scanLogs(n.getLogs, { topics: [] }, 0, 999, { watch: () => ({ range: () => { throw new Error("watcher bug"); } }) });
    expect(thrown).toHaveLength(3);
  });

  it("keeps at most 4 requests in flight", async () => {
    const n = node([1, 2, 3]);
    await scanLogs(n.getLogs, { topics: [] }, 0, 10_000, { chunkBlocks: 100 });
    expect(n.calls.length).toBe(101);
    expect(n.stats().maxInFlight).toBeLessThanOrEqual(4);
    expect(n.stats().maxInFlight).toBeGreaterThan(1);
  });

  it("splits ranges the node refuses as too large and shrinks later chunks", async () => {
    const blocks = Array.from({ length: 50 }, (_, i) => i * 97);
    const n = node(blocks, { maxRange: 1000 });
    const logs = await scanLogs(n.getLogs, { topics: [] }, 0, 4850, { chunkBlocks: 4000 });
    expect(logs.map((l) => l.blockNumber)).toEqual(blocks);
    // After the first refusals every new chunk fits.
    const refused = n.calls.filter(([f, t]) => t - f + 1 > 1000);
    expect(refused.length).toBeLessThanOrEqual(3);
  });

  it("splits on 'more than N results'", async () => {
    const blocks = Array.from({ length: 40 }, (_, i) => i);
    const n = node(blocks, { maxResults: 8 });
    const logs = await scanLogs(n.getLogs, { topics: [] }, 0, 39, { chunkBlocks: 40 });
    expect(logs).toHaveLength(40);
  });

  it("fails on other errors without retrying forever", async () => {
    let calls = 0;
    const failing: GetLogs = async () => {
      calls++;
      throw new Error("connection refused");
    };
    await expect(scanLogs(failing, { topics: [] }, 0, 100_000, { chunkBlocks: 10 })).rejects.toThrow("connection refused");
    expect(calls).toBeLessThanOrEqual(8);
  });

  it("returns nothing for an empty range and rejects nonsense", async () => {
    const n = node([1]);
    expect(await scanLogs(n.getLogs, { topics: [] }, 5, 4)).toEqual([]);
    await expect(scanLogs(n.getLogs, { topics: [] }, -1, 4)).rejects.toThrow();
  });

  it("recognises range refusals of common nodes only", () => {
    expect(isRangeTooLargeError(new Error("query returned more than 10000 results"))).toBe(true);
    expect(isRangeTooLargeError({ error: { message: "eth_getLogs block range too large, range: 5000, max: 2000" } })).toBe(true);
    expect(isRangeTooLargeError({ info: { error: { message: "Log response size exceeded." } } })).toBe(true);
    expect(isRangeTooLargeError(new Error("execution reverted"))).toBe(false);
    expect(isRangeTooLargeError(undefined)).toBe(false);
  });
});
