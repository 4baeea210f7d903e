import { beforeEach, describe, expect, it } from "vitest";
import { clearBlockTimeMemory, knownBlockTimes } from "./blockTimeCache";
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
  const scan: ScanContext & { provider: typeof provider } = { chainId: 1, genesisHash: "0xg", startBlock: 0, head: 100, getLogs: async () => [], store, provider };
  return { scan, asked, store };
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
});
