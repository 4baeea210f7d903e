import { describe, expect, it } from "vitest";
import { memoryStore, type GetLogs, type ScanSession } from "../../insight";
import { forgetMarketReads, marketLogs } from "./loadActivity";

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
