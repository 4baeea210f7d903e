import { describe, expect, it } from "vitest";
import { addressTopic, TOPICS, ZERO_ADDRESS } from "../logs/events";
import type { RawLog } from "../logs/types";
import { groupActivity, mayBeRow, mergeLogs, type GroupingContext } from "./groupActivity";

const ME = "0x00000000000000000000000000000000000000aa";
const OTHER = "0x00000000000000000000000000000000000000bb";
const ROUTER = "0x00000000000000000000000000000000000000c0";
const MIGRATOR = "0x00000000000000000000000000000000000000c1";
const A = "0x000000000000000000000000000000000000000a";
const B = "0x000000000000000000000000000000000000000b";
const C = "0x000000000000000000000000000000000000000c";
const V1 = "0x00000000000000000000000000000000000000e1";
const PAIR_AB = "0x00000000000000000000000000000000000000ab";
const PAIR_BC = "0x00000000000000000000000000000000000000bc";

const ctx: GroupingContext = {
  account: ME.toUpperCase().replace("0X", "0x"),
  pairs: new Map([
    [PAIR_AB, { pair: PAIR_AB, token0: A, token1: B }],
    [PAIR_BC, { pair: PAIR_BC, token0: B, token1: C }],
  ]),
  spenders: new Set([ROUTER, MIGRATOR]),
  migrator: MIGRATOR,
};

const words = (...n: bigint[]) => `0x${n.map((x) => x.toString(16).padStart(64, "0")).join("")}`;
let index = 0;
const at = (tx: string, block: number) => ({ transactionHash: tx, blockNumber: block, logIndex: index++ });
const transfer = (tx: string, block: number, token: string, from: string, to: string, value: bigint): RawLog => ({
  ...at(tx, block),
  address: token,
  topics: [TOPICS.transfer, addressTopic(from), addressTopic(to)],
  data: words(value),
});
const approval = (tx: string, block: number, token: string, owner: string, spender: string, value: bigint): RawLog => ({
  ...transfer(tx, block, token, owner, spender, value),
  topics: [TOPICS.approval, addressTopic(owner), addressTopic(spender)],
});
const swap = (tx: string, block: number, pair: string, to: string, a0in: bigint, a1in: bigint, a0out: bigint, a1out: bigint): RawLog => ({
  ...at(tx, block),
  address: pair,
  topics: [TOPICS.swap, addressTopic(ROUTER), addressTopic(to)],
  data: words(a0in, a1in, a0out, a1out),
});
const burn = (tx: string, block: number, pair: string, to: string, a0: bigint, a1: bigint): RawLog => ({
  ...at(tx, block),
  address: pair,
  topics: [TOPICS.burn, addressTopic(ROUTER), addressTopic(to)],
  data: words(a0, a1),
});

describe("groupActivity", () => {
  it("makes one row of a multi-hop swap (A → B → C) with what was paid and received", () => {
    const logs = [
      transfer("0x1", 10, A, ME, PAIR_AB, 100n),
      swap("0x1", 10, PAIR_AB, PAIR_BC, 100n, 0n, 0n, 90n),
      swap("0x1", 10, PAIR_BC, ME, 0n, 90n, 0n, 80n),
    ];
    // The account-filtered scan only returns the Transfer and the last Swap; grouping must not need the middle hop.
    const items = groupActivity([logs[0], logs[2]], ctx);
    expect(items).toEqual([
      { txHash: "0x1", blockNumber: 10, kind: "swap", direction: "made", sent: [{ token: A, amount: 100n }], received: [{ token: C, amount: 80n }] },
    ]);
  });

  it("tells a swap someone else paid for (received) from one the account made", () => {
    const items = groupActivity([swap("0x2", 11, PAIR_AB, ME, 0n, 5n, 7n, 0n)], ctx);
    expect(items[0]).toMatchObject({ kind: "swap", direction: "received", sent: [], received: [{ token: A, amount: 7n }] });
  });

  it("recognises add, remove, migrate and approvals to PenSwap only", () => {
    const logs = mergeLogs(
      [transfer("0x3", 12, A, ME, PAIR_AB, 10n), transfer("0x3", 12, B, ME, PAIR_AB, 20n), transfer("0x3", 12, PAIR_AB, ZERO_ADDRESS, ME, 14n)],
      [transfer("0x4", 13, PAIR_AB, ME, PAIR_AB, 14n), burn("0x4", 13, PAIR_AB, ME, 10n, 20n)],
      [transfer("0x5", 14, V1, ME, MIGRATOR, 3n), transfer("0x5", 14, PAIR_AB, ZERO_ADDRESS, ME, 4n)],
      [approval("0x6", 15, A, ME, ROUTER, 2n ** 256n - 1n), approval("0x7", 16, A, ME, OTHER, 1n), transfer("0x8", 17, A, ME, OTHER, 1n)],
    );
    const items = groupActivity(logs, ctx);
    expect(items.map((i) => [i.txHash, i.kind])).toEqual([
      ["0x6", "approve"],
      ["0x5", "migrate"],
      ["0x4", "remove"],
      ["0x3", "add"],
    ]);
    expect(items.find((i) => i.kind === "add")).toMatchObject({ sent: [{ token: A, amount: 10n }, { token: B, amount: 20n }], received: [{ token: PAIR_AB, amount: 14n }] });
    expect(items.find((i) => i.kind === "remove")).toMatchObject({ sent: [{ token: PAIR_AB, amount: 14n }], received: [{ token: A, amount: 10n }, { token: B, amount: 20n }] });
    expect(items.find((i) => i.kind === "approve")).toMatchObject({ spender: ROUTER, received: [{ token: A }] });
  });

  it("merges duplicate logs found by both queries", () => {
    const t = transfer("0x9", 20, A, ME, PAIR_AB, 1n);
    expect(mergeLogs([t], [{ ...t }])).toHaveLength(1);
  });

  it("ignores truncated logs instead of throwing", () => {
    const broken: RawLog = { ...at("0xa", 21), address: PAIR_AB, topics: [TOPICS.swap, addressTopic(ROUTER), addressTopic(ME)], data: "0x12" };
    expect(() => groupActivity([broken], ctx)).not.toThrow();
  });

  it("foresees which logs can make a row before the pairs are known, and never misses one that does", () => {
    const logs = [
      transfer("0xb1", 30, A, ME, PAIR_AB, 1n),
      transfer("0xb2", 31, PAIR_AB, ZERO_ADDRESS, ME, 1n),
      swap("0xb3", 32, PAIR_AB, ME, 1n, 0n, 0n, 1n),
      burn("0xb4", 33, PAIR_AB, ME, 1n, 1n),
      approval("0xb5", 34, A, ME, ROUTER, 1n),
    ];
    expect(logs.map((l) => mayBeRow(l, ctx))).toEqual([true, true, true, true, true]);
    // A game reward (a plain incoming transfer) and approvals to others make no row.
    expect(mayBeRow(transfer("0xb6", 35, A, OTHER, ME, 1n), ctx)).toBe(false);
    expect(mayBeRow(approval("0xb7", 36, A, ME, OTHER, 1n), ctx)).toBe(false);
    // Every row of the mixed history above has at least one log mayBeRow keeps.
    const history = mergeLogs(logs, [transfer("0xb6", 35, A, OTHER, ME, 1n), swap("0xb8", 37, PAIR_AB, ME, 0n, 5n, 7n, 0n)]);
    for (const row of groupActivity(history, ctx)) expect(history.some((l) => l.transactionHash === row.txHash && mayBeRow(l, ctx))).toBe(true);
  });
});
