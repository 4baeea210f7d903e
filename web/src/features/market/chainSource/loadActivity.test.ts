import { describe, expect, it, vi } from "vitest";
import { addressTopic, memoryStore, TOPICS, type GetLogs, type RawLog, type ScanSession } from "../../insight";
import { forgetMarketReads, loadActivity, marketLogs } from "./loadActivity";
import { figuresOf } from "./rangeFigures";

// loadActivity's own sums of a group's logs all at once (its calls only: rangeFigures' per-range sums are its own).
vi.mock(import("./rangeFigures"), async (importOriginal) => {
  const actual = await importOriginal();
  return { ...actual, figuresOf: vi.fn(actual.figuresOf) };
});

const pool = (n: number) => `0x${n.toString(16).padStart(40, "0")}`;

/** A scan session over a fake node whose eth_getLogs records the ranges asked for and answers no log. */
function session(startBlock: number, head: number): { ctx: ScanSession; ranges: Array<[number, number]> } {
  const ranges: Array<[number, number]> = [];
  const getLogs: GetLogs = async (_query, from, to) => {
    ranges.push([from, to]);
    return [];
  };
  const ctx: ScanSession = { chainId: 31337, genesisHash: `0x${"ab".repeat(32)}`, startBlock, head, getLogs, store: memoryStore(), provider: { send: async () => null } };
  return { ctx, ranges };
}

describe("marketLogs", () => {
  it("reads a dense history of a few hundred blocks in several eth_getLogs, not one answer holding the node for all of it", async () => {
    forgetMarketReads();
    const { ctx, ranges } = session(1, 393);
    await marketLogs(ctx, [{ address: pool(1) }, { address: pool(2) }]);
    expect(ranges.length).toBeGreaterThanOrEqual(8);
    const covered = ranges.reduce((sum, [a, b]) => sum + (b - a + 1), 0);
    expect(covered).toBe(393);
  });

  it("reads a new block's few blocks in one request", async () => {
    forgetMarketReads();
    const { ctx, ranges } = session(1000, 1001);
    await marketLogs(ctx, [{ address: pool(3) }]);
    expect(ranges).toEqual([[1000, 1001]]);
  });
});

describe("loadActivity", () => {
  const words = (...values: bigint[]) => `0x${values.map((v) => v.toString(16).padStart(64, "0")).join("")}`;
  /** Blocks 1..300 an hour apart, each with a swap on one of two pools and its Sync. */
  const BLOCK_SECONDS = 3600;
  const pools = [pool(0xa1), pool(0xa2)];
  const all: RawLog[] = [];
  for (let block = 1; block <= 300; block++) {
    const address = pools[block % 2];
    const tx = `0x${block.toString(16).padStart(64, "0")}`;
    all.push({ address, blockNumber: block, logIndex: 0, transactionHash: tx, topics: [TOPICS.sync], data: words(BigInt(5000 + block), BigInt(9000 - block)) });
    all.push({ address, blockNumber: block, logIndex: 1, transactionHash: tx, topics: [TOPICS.swap, addressTopic(pool(1)), addressTopic(pool(1))], data: words(BigInt(block), 0n, 0n, BigInt(2 * block)) });
  }

  /** A fake node with those logs and block times; it counts its eth_getLogs. */
  function busySession(): { ctx: ScanSession; requests: () => number } {
    let requests = 0;
    const getLogs: GetLogs = async (_query, from, to) => {
      requests++;
      await new Promise((resolve) => setTimeout(resolve, 1));
      return all.filter((l) => l.blockNumber >= from && l.blockNumber <= to);
    };
    const provider = {
      send: async (method: string, params: unknown[]) => (method === "eth_getBlockByNumber" ? { timestamp: `0x${(Number(params[0]) * BLOCK_SECONDS).toString(16)}` } : null),
    };
    const ctx: ScanSession = { chainId: 31338, genesisHash: `0x${"cd".repeat(32)}`, startBlock: 1, head: 300, getLogs, store: memoryStore(), provider };
    return { ctx, requests: () => requests };
  }

  it("gives a first visit's figures from its ranges, equal to those of all its logs, also to a load that joins the scan under way", async () => {
    forgetMarketReads();
    vi.mocked(figuresOf).mockClear();
    const { ctx, requests } = busySession();
    const headTime = 300 * BLOCK_SECONDS;
    const first = loadActivity(ctx, pools.map((address) => ({ address })), { time: headTime });
    // The page loads again while the scan runs (e.g. its reserves came in): the same scan serves both.
    await new Promise((resolve) => setTimeout(resolve, 0));
    const second = loadActivity(ctx, pools.map((address) => ({ address })), { time: headTime });
    const [a, b] = await Promise.all([first, second]);
    // The day starts at block 276 (24 blocks an hour apart before the head's), the week at block 132.
    expect(a.starts).toEqual({ day: 276, week: 132 });
    const expected = figuresOf(all, new Set(pools), a.starts);
    expect({ pools: a.pools, reservesDayAgo: a.reservesDayAgo }).toEqual(expected);
    expect({ pools: b.pools, reservesDayAgo: b.reservesDayAgo }).toEqual(expected);
    expect(a.pools.get(pools[0])?.day.swaps).toBe(13);
    // Only the expected figures above were summed from all logs at once: both loads took the ranges' figures.
    expect(figuresOf).toHaveBeenCalledTimes(1);
    const scanRequests = requests();
    expect(scanRequests).toBeGreaterThanOrEqual(8);

    // Read again at the same head: the figures of the same logs, no new request.
    const again = await loadActivity(ctx, pools.map((address) => ({ address })), { time: headTime });
    expect({ pools: again.pools, reservesDayAgo: again.reservesDayAgo }).toEqual(expected);
    expect(requests()).toBe(scanRequests);
    expect(figuresOf).toHaveBeenCalledTimes(1);
  });
});
