import { beforeEach, describe, expect, it } from "vitest";
import { CACHE_VERSION, cacheWritesDone, clearMemoryCache, dropStaleEntries, parseEntry, queryKey, syncLogs, type ScanContext } from "./logCache";
import { memoryStore } from "./store";
import type { GetLogs, RawLog } from "./types";

const log = (blockNumber: number): RawLog => ({
  blockNumber,
  logIndex: 0,
  transactionHash: `0x${blockNumber.toString(16).padStart(64, "0")}`,
  address: "0x0000000000000000000000000000000000000abc",
  topics: [`0x${"01".padStart(64, "0")}`],
  data: "0x",
});

function chain(blocks: number[]) {
  const requests: Array<[number, number]> = [];
  const getLogs: GetLogs = async (_q, from, to) => {
    requests.push([from, to]);
    return blocks.filter((b) => b >= from && b <= to).map(log);
  };
  return { getLogs, requests };
}

const query = { address: "0xAbC", topics: ["0x01"] };

function ctx(over: Partial<ScanContext>): ScanContext {
  return { chainId: 555555, genesisHash: "0xgen", startBlock: 5, head: 100, getLogs: chain([]).getLogs, store: memoryStore(), chunkBlocks: 1000, ...over };
}

beforeEach(() => clearMemoryCache());

describe("syncLogs", () => {
  it("scans cold from the start block, then only new blocks, also after a reload", async () => {
    const store = memoryStore();
    const node = chain([5, 50, 120, 150]);
    const first = await syncLogs(ctx({ store, getLogs: node.getLogs, head: 100 }), query);
    expect(first.logs.map((l) => l.blockNumber)).toEqual([5, 50]);
    expect(first.fromCache).toBe(false);
    expect(node.requests).toEqual([[5, 100]]);

    await cacheWritesDone();
    clearMemoryCache(); // a page reload: only IndexedDB remains
    const second = await syncLogs(ctx({ store, getLogs: node.getLogs, head: 150 }), query);
    expect(second.fromCache).toBe(true);
    expect(second.logs.map((l) => l.blockNumber)).toEqual([5, 50, 120, 150]);
    expect(node.requests.slice(1)).toEqual([[101, 150]]);

    const third = await syncLogs(ctx({ store, getLogs: node.getLogs, head: 150 }), query);
    expect(third.fetchedBlocks).toBe(0);
    expect(node.requests).toHaveLength(2);
  });

  it("stores what it scanned in many ranges, and appends new blocks to it, exactly", async () => {
    const store = memoryStore();
    const blocks = Array.from({ length: 40 }, (_, i) => 5 + i * 7);
    const node = chain(blocks);
    await syncLogs(ctx({ store, getLogs: node.getLogs, head: 150, chunkBlocks: 10 }), query);
    expect(node.requests.length).toBeGreaterThan(10);
    await cacheWritesDone();
    clearMemoryCache();
    const again = await syncLogs(ctx({ store, getLogs: node.getLogs, head: 150, chunkBlocks: 10 }), query);
    expect(again.fromCache).toBe(true);
    expect(again.logs.map((l) => l.blockNumber)).toEqual(blocks.filter((b) => b <= 150));
    // New blocks on top of the entry read back (memory kept this time), then read back once more after a reload.
    await syncLogs(ctx({ store, getLogs: node.getLogs, head: 300, chunkBlocks: 10 }), query);
    await cacheWritesDone();
    clearMemoryCache();
    const later = await syncLogs(ctx({ store, getLogs: node.getLogs, head: 300, chunkBlocks: 10 }), query);
    expect(later.fetchedBlocks).toBe(0);
    expect(later.logs).toEqual(blocks.map(log));
  });

  it("hands the logs back before storing them, and stores them when the page is idle", async () => {
    const store = memoryStore();
    const node = chain([7, 60]);
    const result = await syncLogs(ctx({ store, getLogs: node.getLogs }), query);
    expect(result.logs.map((l) => l.blockNumber)).toEqual([7, 60]);
    // Packing and storing wait until the figures are handed back.
    expect(store.map.size).toBe(0);
    await cacheWritesDone();
    const [stored] = [...store.map.values()];
    expect(parseEntry(stored)?.logs).toEqual(result.logs);
  });

  it("stores an entry packed in several slices exactly, and appends to it", async () => {
    const store = memoryStore();
    // More logs than one packing slice holds (2,000), over several blocks.
    const blocks = Array.from({ length: 4_500 }, (_, i) => 5 + Math.floor(i / 50));
    const node = chain(blocks);
    await syncLogs(ctx({ store, getLogs: node.getLogs, head: 100 }), query);
    await syncLogs(ctx({ store, getLogs: node.getLogs, head: 200 }), query);
    await cacheWritesDone();
    clearMemoryCache();
    const reloaded = await syncLogs(ctx({ store, getLogs: node.getLogs, head: 200 }), query);
    expect(reloaded.fetchedBlocks).toBe(0);
    expect(reloaded.logs).toEqual(blocks.map(log));
  });

  it("a reload before the idle write scans again, and the entry is never half written", async () => {
    const store = memoryStore();
    const node = chain([7]);
    await syncLogs(ctx({ store, getLogs: node.getLogs }), query);
    clearMemoryCache(); // reloaded before the page was idle
    await cacheWritesDone();
    expect(store.map.size).toBe(0);
    const again = await syncLogs(ctx({ store, getLogs: node.getLogs }), query);
    expect(again.fromCache).toBe(false);
    expect(node.requests).toHaveLength(2);
  });

  it("drops a corrupted or old-format entry and rescans instead of crashing", async () => {
    const store = memoryStore();
    const node = chain([7]);
    await syncLogs(ctx({ store, getLogs: node.getLogs }), query);
    await cacheWritesDone();
    const [key] = [...store.map.keys()];
    for (const bad of [{ v: CACHE_VERSION, startBlock: 5, lastBlock: 100, packed: { numbers: new Float64Array([7, 0, 1, 2]), text: "0x01" } }, { v: CACHE_VERSION, startBlock: 5, lastBlock: 100, packed: { numbers: [7, 0, 0, 2], text: "" } }, { v: 1, startBlock: 5, lastBlock: 100, logs: [log(7)] }, "garbage", { v: 0, logs: [] }, null]) {
      clearMemoryCache();
      store.map.set(key, bad);
      const result = await syncLogs(ctx({ store, getLogs: node.getLogs }), query);
      expect(result.fromCache).toBe(false);
      expect(result.logs.map((l) => l.blockNumber)).toEqual([7]);
      await cacheWritesDone();
      expect(parseEntry(store.map.get(key))).toBeDefined();
    }
  });

  it("rescans when the chain is behind the cache (reverted) or the start block moved", async () => {
    const store = memoryStore();
    const node = chain([7, 60]);
    await syncLogs(ctx({ store, getLogs: node.getLogs, head: 100 }), query);
    const reverted = await syncLogs(ctx({ store, getLogs: node.getLogs, head: 50 }), query);
    expect(reverted.fromCache).toBe(false);
    expect(reverted.logs.map((l) => l.blockNumber)).toEqual([7]);
    const moved = await syncLogs(ctx({ store, getLogs: node.getLogs, head: 50, startBlock: 10 }), query);
    expect(moved.logs).toEqual([]);
  });

  it("shares one scan between simultaneous callers", async () => {
    const node = chain([7]);
    const c = ctx({ getLogs: node.getLogs });
    await Promise.all([syncLogs(c, query), syncLogs(c, query)]);
    expect(node.requests).toHaveLength(1);
  });

  it("keys queries independently of case and alternative order", () => {
    expect(queryKey({ address: "0xAB", topics: [["0x02", "0x01"], null] })).toBe(queryKey({ address: "0xab", topics: [["0x01", "0x02"], null] }));
    expect(queryKey({ topics: ["0x01"] })).not.toBe(queryKey({ topics: ["0x02"] }));
  });
});

describe("dropStaleEntries", () => {
  it("discards a restarted chain's entries and old cache versions, keeps other chains", async () => {
    const store = memoryStore();
    await syncLogs(ctx({ store, genesisHash: "0xold" }), query);
    await syncLogs(ctx({ store, genesisHash: "0xother", chainId: 3344 }), query);
    await cacheWritesDone();
    store.map.set("insight/v0/555555/0xold/x", 1);
    store.map.set("unrelated", 1);
    const dropped = await dropStaleEntries(store, 555555, "0xnew");
    expect(dropped).toBe(2);
    expect([...store.map.keys()].some((k) => k.includes("0xold"))).toBe(false);
    expect([...store.map.keys()].some((k) => k.includes("/3344/"))).toBe(true);
    expect(store.map.has("unrelated")).toBe(true);
  });

  it("never writes a restarted chain's entry still waiting for the page to be idle", async () => {
    const store = memoryStore();
    await syncLogs(ctx({ store, genesisHash: "0xold" }), query);
    await dropStaleEntries(store, 555555, "0xnew");
    await cacheWritesDone();
    expect(store.map.size).toBe(0);
  });
});
