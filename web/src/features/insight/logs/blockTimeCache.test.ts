import { RpcUnavailableError } from "@/onchain/rpc";
import { beforeEach, describe, expect, it } from "vitest";
import { clearBlockTimeMemory, knownBlockTimes, prefetchBlockTimes } from "./blockTimeCache";
import type { ScanContext } from "./logCache";
import { memoryStore } from "./store";

/** A node whose eth_getBlockByNumber answers block n with timestamp 1000 + n, refusing the blocks in `refused`. */
function ctx(refused: (block: number) => boolean, store = memoryStore()) {
  const asked: number[] = [];
  const provider = {
    async send(method: string, params: unknown[]) {
      const block = Number(params[0]);
      asked.push(block);
      if (method !== "eth_getBlockByNumber" || refused(block)) throw new Error("rate limited");
      return { timestamp: `0x${(1000 + block).toString(16)}` };
    },
  };
  let limited = 0;
  const limit = <T>(task: () => Promise<T>) => {
    limited++;
    return task();
  };
  const scan: ScanContext & { provider: typeof provider } = { chainId: 1, genesisHash: "0xg", startBlock: 0, head: 100, getLogs: async () => [], store, provider, limit };
  return { scan, asked, store, limited: () => limited };
}

/** Like ctx, but each read answers only when `release` is called. */
function slowCtx() {
  const asked: number[] = [];
  const gates: Array<() => void> = [];
  const provider = {
    async send(_method: string, params: unknown[]) {
      const block = Number(params[0]);
      asked.push(block);
      await new Promise<void>((resolve) => gates.push(resolve));
      return { timestamp: `0x${(1000 + block).toString(16)}` };
    },
  };
  const scan: ScanContext & { provider: typeof provider } = { chainId: 1, genesisHash: "0xg", startBlock: 0, head: 100, getLogs: async () => [], store: memoryStore(), provider };
  return { scan, asked, release: () => gates.splice(0).forEach((g) => g()) };
}

beforeEach(() => clearBlockTimeMemory());

describe("knownBlockTimes", () => {
  it("reads each wanted block once, then answers from the cache (also after a reload)", async () => {
    const { scan, asked, store } = ctx(() => false);
    const known = await knownBlockTimes(scan, [10, 20, 30]);
    expect([...known].sort((a, b) => a[0] - b[0])).toEqual([
      [10, 1010],
      [20, 1020],
      [30, 1030],
    ]);
    clearBlockTimeMemory();
    const again = ctx(() => false, store);
    expect((await knownBlockTimes(again.scan, [10, 20, 30])).size).toBe(3);
    expect(again.asked).toEqual([]);
    expect(asked).toHaveLength(3);
  });

  it("keeps the times it got when some reads are refused, and fails only when it got none", async () => {
    expect([...(await knownBlockTimes(ctx((b) => b === 20).scan, [10, 20, 30])).keys()].sort()).toEqual([10, 30]);
    clearBlockTimeMemory();
    await expect(knownBlockTimes(ctx(() => true).scan, [10, 20])).rejects.toThrow("rate limited");
  });

  it("reads prefetched blocks once: the page waits for the prefetch instead of asking again", async () => {
    const slow = slowCtx();
    prefetchBlockTimes(slow.scan, [10, 20]);
    await new Promise((r) => setTimeout(r, 0));
    expect(slow.asked).toEqual([10, 20]);
    const page = knownBlockTimes(slow.scan, [10, 20, 30]);
    await new Promise((r) => setTimeout(r, 0));
    expect(slow.asked).toEqual([10, 20, 30]);
    slow.release();
    expect([...(await page).keys()].sort()).toEqual([10, 20, 30]);
  });

  it("takes one of the scan's request slots per batch of reads", async () => {
    const { scan, limited } = ctx(() => false);
    await knownBlockTimes(scan, Array.from({ length: 20 }, (_, i) => i));
    // 20 blocks, 16 per batch.
    expect(limited()).toBe(2);
  });

  it("reads blocks as one batch when the context has one, and through the provider when the node refuses batches", async () => {
    const { scan, asked } = ctx(() => false);
    const batched: number[][] = [];
    const withBatch = {
      ...scan,
      batch: async (calls: Array<{ method: string; params: unknown[] }>) => {
        batched.push(calls.map((c) => Number(c.params[0])));
        return calls.map((c) => (Number(c.params[0]) === 20 ? { error: new Error("header not found") } : { result: { timestamp: `0x${(2000 + Number(c.params[0])).toString(16)}` } }));
      },
    };
    const known = await knownBlockTimes(withBatch, [10, 20, 30]);
    expect(batched).toEqual([[10, 20, 30]]);
    expect(asked).toEqual([]);
    expect([...known].sort((a, b) => a[0] - b[0])).toEqual([
      [10, 2010],
      [30, 2030],
    ]);

    clearBlockTimeMemory();
    const refused = ctx(() => false);
    const times = await knownBlockTimes({ ...refused.scan, batch: async () => Promise.reject(new Error("batch requests are not supported")) }, [40, 50]);
    expect(refused.asked).toEqual([40, 50]);
    expect(times.get(40)).toBe(1040);
  });

  it("does not ask one call at a time when the batch got no answer in time (the node is busy, not refusing batches)", async () => {
    clearBlockTimeMemory();
    const busy = ctx(() => false);
    const timedOut = new RpcUnavailableError(1, ["http://node: no answer within 8000 ms"]);
    // No time read at all: the read fails (its caller shows the outage), without sixteen single reads queued behind.
    await expect(knownBlockTimes({ ...busy.scan, batch: async () => Promise.reject(timedOut) }, [60, 70])).rejects.toThrow();
    expect(busy.asked).toEqual([]);
  });
});
