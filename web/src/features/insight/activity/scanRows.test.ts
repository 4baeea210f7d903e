import { describe, expect, it } from "vitest";
import { addressTopic, TOPICS, type PairInfo } from "../logs/events";
import type { ScanContext } from "../logs/logCache";
import { activityQueries } from "../logs/queries";
import { memoryStore } from "../logs/store";
import type { GetLogs, RawLog } from "../logs/types";
import { groupActivity } from "./groupActivity";
import { scanRows } from "./scanRows";

const ME = "0x00000000000000000000000000000000000000aa";
const ROUTER = "0x00000000000000000000000000000000000000c0";
const A = "0x000000000000000000000000000000000000000a";
const B = "0x000000000000000000000000000000000000000b";
const PAIR = "0x00000000000000000000000000000000000000ab";
const PAIRS = new Map<string, PairInfo>([[PAIR, { pair: PAIR, token0: A, token1: B }]]);
const rules = { account: ME, spenders: new Set([ROUTER]) };
const word = (n: bigint) => n.toString(16).padStart(64, "0");

/** A swap by the account in `block`: the Transfer it paid (first filter) and the Swap paid to it (second). */
function swapLogs(block: number): RawLog[] {
  const tx = `0x${block.toString(16).padStart(64, "0")}`;
  return [
    { blockNumber: block, logIndex: 0, transactionHash: tx, address: A, topics: [TOPICS.transfer, addressTopic(ME), addressTopic(PAIR)], data: `0x${word(10n)}` },
    { blockNumber: block, logIndex: 1, transactionHash: tx, address: PAIR, topics: [TOPICS.swap, addressTopic(ROUTER), addressTopic(ME)], data: `0x${word(10n)}${word(0n)}${word(0n)}${word(BigInt(block))}` },
  ];
}

describe("scanRows", () => {
  it("groups each range as it answers, waiting for late pairs, and gives the same rows as grouping everything at the end", async () => {
    const blocks = Array.from({ length: 58 }, (_, i) => 3 + i * 17); // 3 … 972, head 1000
    const queries = activityQueries(ME);
    const [byMe] = queries;
    const asked: Array<[number, number]> = [];
    let refusals = 0;
    const getLogs: GetLogs = async (q, from, to) => {
      asked.push([from, to]);
      await new Promise((r) => setTimeout(r, 1));
      // The first filter's node refuses wide ranges: both filters' ranges are split together.
      if (q === byMe && to - from + 1 > 100) {
        refusals++;
        throw new Error("block range too large");
      }
      const logs = blocks.filter((b) => b >= from && b <= to).flatMap(swapLogs);
      return logs.filter((l) => (q === byMe ? l.topics[0] === TOPICS.transfer : l.topics[0] === TOPICS.swap));
    };
    let releasePairs!: (p: Map<string, PairInfo>) => void;
    const pairs = new Promise<Map<string, PairInfo>>((resolve) => (releasePairs = resolve));
    const heard: number[] = [];
    const ctx: ScanContext = { chainId: 1, genesisHash: "0xg", startBlock: 0, head: 1000, getLogs, store: memoryStore(), chunkBlocks: 400 };
    const rows = scanRows(ctx, queries, rules, pairs, 0, { watch: () => ({ range: (_f, t, logs) => heard.push(t, logs.length) }) });
    await new Promise((r) => setTimeout(r, 30));
    releasePairs(PAIRS);
    const items = await rows;

    expect(refusals).toBeGreaterThan(0);
    expect(heard.length).toBeGreaterThan(0);
    // Every range was asked of both filters.
    expect(asked.length % 2).toBe(0);
    const everything = blocks.flatMap(swapLogs);
    expect(items).toEqual(groupActivity(everything, { ...rules, pairs: PAIRS }));
    expect(items.map((i) => i.blockNumber)).toEqual([...blocks].reverse());
    expect(items[0]).toMatchObject({ kind: "swap", direction: "made", received: [{ token: B, amount: BigInt(blocks[blocks.length - 1]) }] });
  });

  it("fails when the pairs or the scan fail", async () => {
    const ctx: ScanContext = { chainId: 1, genesisHash: "0xg", startBlock: 0, head: 10, getLogs: async () => [], store: memoryStore() };
    await expect(scanRows(ctx, activityQueries(ME), rules, Promise.reject(new Error("no pairs")), 0)).rejects.toThrow("no pairs");
    const broken: ScanContext = { ...ctx, getLogs: async () => Promise.reject(new Error("connection refused")) };
    await expect(scanRows(broken, activityQueries(ME), rules, Promise.resolve(PAIRS), 0)).rejects.toThrow("connection refused");
  });
});
