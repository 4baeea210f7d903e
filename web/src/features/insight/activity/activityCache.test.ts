import { beforeEach, describe, expect, it } from "vitest";
import { addressTopic, TOPICS, type PairInfo } from "../logs/events";
import { memoryStore } from "../logs/store";
import type { GetLogs, LogQuery, RawLog } from "../logs/types";
import type { ScanContext } from "../logs/logCache";
import { activityQueries } from "../logs/queries";
import { clearActivityMemory, parseActivity, syncActivity, type GroupingRules } from "./activityCache";

const ME = "0x00000000000000000000000000000000000000aa";
const ROUTER = "0x00000000000000000000000000000000000000c0";
const A = "0x000000000000000000000000000000000000000a";
const B = "0x000000000000000000000000000000000000000b";
const PAIR = "0x00000000000000000000000000000000000000ab";
const pairs = Promise.resolve(new Map<string, PairInfo>([[PAIR, { pair: PAIR, token0: A, token1: B }]]));
const rules: GroupingRules = { account: ME, spenders: new Set([ROUTER]) };
const word = (n: bigint) => n.toString(16).padStart(64, "0");

/** A swap A → B by the account in `block`: the Transfer it paid (first query) and the Swap it got (second). */
function swapLogs(block: number): RawLog[] {
  const tx = `0x${block.toString(16).padStart(64, "0")}`;
  return [
    { blockNumber: block, logIndex: 0, transactionHash: tx, address: A, topics: [TOPICS.transfer, addressTopic(ME), addressTopic(PAIR)], data: `0x${word(10n)}` },
    { blockNumber: block, logIndex: 1, transactionHash: tx, address: PAIR, topics: [TOPICS.swap, addressTopic(ROUTER), addressTopic(ME)], data: `0x${word(10n)}${word(0n)}${word(0n)}${word(9n)}` },
  ];
}

/** A node answering the two activity filters from the logs of `blocks`, recording the ranges asked. */
function node(blocks: number[]) {
  const ranges: Array<[number, number]> = [];
  const [mine] = activityQueries(ME);
  const getLogs: GetLogs = async (q: LogQuery, from, to) => {
    ranges.push([from, to]);
    const logs = blocks.filter((b) => b >= from && b <= to).flatMap(swapLogs);
    return logs.filter((l) => (q === mine || JSON.stringify(q) === JSON.stringify(mine) ? l.topics[0] === TOPICS.transfer : l.topics[0] === TOPICS.swap));
  };
  return { getLogs, ranges };
}

const ctx = (over: Partial<ScanContext>): ScanContext => ({ chainId: 555555, genesisHash: "0xgen", startBlock: 5, head: 100, getLogs: node([]).getLogs, store: memoryStore(), chunkBlocks: 1000, ...over });

beforeEach(() => clearActivityMemory());

describe("syncActivity", () => {
  it("groups cold from the start block, then after a reload only the new blocks, keeping newest first", async () => {
    const store = memoryStore();
    const chain = node([10, 50, 120]);
    const first = await syncActivity(ctx({ store, getLogs: chain.getLogs, head: 100 }), activityQueries(ME), rules, pairs);
    expect(first.map((i) => [i.blockNumber, i.kind, i.direction])).toEqual([
      [50, "swap", "made"],
      [10, "swap", "made"],
    ]);
    expect(first[0].received).toEqual([{ token: B, amount: 9n }]);

    clearActivityMemory(); // a reload: only the store remains
    chain.ranges.length = 0;
    const second = await syncActivity(ctx({ store, getLogs: chain.getLogs, head: 150 }), activityQueries(ME), rules, pairs);
    expect(second.map((i) => i.blockNumber)).toEqual([120, 50, 10]);
    expect(chain.ranges).toEqual([
      [101, 150],
      [101, 150],
    ]);

    chain.ranges.length = 0;
    await syncActivity(ctx({ store, getLogs: chain.getLogs, head: 150 }), activityQueries(ME), rules, pairs);
    expect(chain.ranges).toEqual([]);
  });

  it("drops stored rows that are corrupted or of another format and scans again", async () => {
    const store = memoryStore();
    const chain = node([10]);
    await syncActivity(ctx({ store, getLogs: chain.getLogs }), activityQueries(ME), rules, pairs);
    const [key] = [...store.map.keys()];
    expect(parseActivity(store.map.get(key))).toBeDefined();
    const good = store.map.get(key) as { items: unknown[] };
    for (const bad of [{ ...good, f: 0 }, { ...good, items: [{ txHash: "0x1", blockNumber: 1, kind: "swap", direction: "made", sent: [{ token: A, amount: "9" }], received: [] }] }, "junk", null]) {
      clearActivityMemory();
      store.map.set(key, bad);
      const items = await syncActivity(ctx({ store, getLogs: chain.getLogs }), activityQueries(ME), rules, pairs);
      expect(items.map((i) => i.blockNumber)).toEqual([10]);
    }
  });

  it("starts over when the chain is behind the stored rows or the start block moved", async () => {
    const store = memoryStore();
    const chain = node([10, 60]);
    await syncActivity(ctx({ store, getLogs: chain.getLogs, head: 100 }), activityQueries(ME), rules, pairs);
    const reverted = await syncActivity(ctx({ store, getLogs: chain.getLogs, head: 50 }), activityQueries(ME), rules, pairs);
    expect(reverted.map((i) => i.blockNumber)).toEqual([10]);
    const moved = await syncActivity(ctx({ store, getLogs: chain.getLogs, head: 50, startBlock: 20 }), activityQueries(ME), rules, pairs);
    expect(moved).toEqual([]);
  });
});
