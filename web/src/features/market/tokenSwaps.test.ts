import { describe, expect, it } from "vitest";
import { addressTopic, TOPICS } from "../insight";
import type { RawLog } from "../insight";
import { tokenSwaps } from "./tokenSwaps";

const TOKEN = "0x00000000000000000000000000000000000000b1";
const OTHER = "0x00000000000000000000000000000000000000b2";
const THIRD = "0x00000000000000000000000000000000000000b3";
const POOL_A = "0x00000000000000000000000000000000000000a1"; // TOKEN is token0
const POOL_B = "0x00000000000000000000000000000000000000a2"; // TOKEN is token1
const POOL_C = "0x00000000000000000000000000000000000000a3"; // not the token's
const FAKE = "0x00000000000000000000000000000000000000ff";
const POOLS = [
  { address: POOL_A, token0: TOKEN, token1: OTHER },
  { address: POOL_B, token0: THIRD, token1: TOKEN },
  { address: POOL_C, token0: OTHER, token1: THIRD },
];
const words = (...values: bigint[]) => `0x${values.map((v) => v.toString(16).padStart(64, "0")).join("")}`;

function swap(address: string, blockNumber: number, logIndex: number, amounts: [bigint, bigint, bigint, bigint]): RawLog {
  return { address, blockNumber, logIndex, transactionHash: `0x${blockNumber}${logIndex}`, topics: [TOPICS.swap, addressTopic(OTHER), addressTopic(OTHER)], data: words(...amounts) };
}

describe("tokenSwaps", () => {
  it("lists the token's swaps newest first with their side and both amounts, whichever side of the pair it is", () => {
    const logs = [
      swap(POOL_A, 10, 0, [5n, 0n, 0n, 7n]), // sold 5 TOKEN for 7 OTHER
      swap(POOL_B, 12, 1, [3n, 0n, 0n, 4n]), // bought 4 TOKEN for 3 THIRD
      swap(POOL_B, 12, 0, [0n, 9n, 2n, 0n]), // sold 9 TOKEN for 2 THIRD
    ];
    expect(tokenSwaps(logs, POOLS, TOKEN, 10)).toEqual([
      { txHash: "0x121", blockNumber: 12, pool: POOL_B, side: "buy", amount: 4n, otherToken: THIRD, otherAmount: 3n },
      { txHash: "0x120", blockNumber: 12, pool: POOL_B, side: "sell", amount: 9n, otherToken: THIRD, otherAmount: 2n },
      { txHash: "0x100", blockNumber: 10, pool: POOL_A, side: "sell", amount: 5n, otherToken: OTHER, otherAmount: 7n },
    ]);
  });

  it("keeps the newest `limit`, and ignores other pools, fake pairs and other events", () => {
    const logs = [swap(POOL_A, 1, 0, [1n, 0n, 0n, 1n]), swap(POOL_A, 2, 0, [0n, 1n, 1n, 0n]), swap(POOL_C, 3, 0, [1n, 0n, 0n, 1n]), swap(FAKE, 4, 0, [1n, 0n, 0n, 1n])];
    const sync: RawLog = { ...swap(POOL_A, 5, 0, [1n, 1n, 0n, 0n]), topics: [TOPICS.sync] };
    expect(tokenSwaps([...logs, sync], POOLS, TOKEN, 1).map((s) => s.blockNumber)).toEqual([2]);
    expect(tokenSwaps(logs, POOLS, TOKEN, 0)).toEqual([]);
  });

  it("takes a flash swap's net direction", () => {
    const [s] = tokenSwaps([swap(POOL_A, 1, 0, [10n, 0n, 4n, 1n])], POOLS, TOKEN, 5);
    expect(s).toMatchObject({ side: "sell", amount: 6n, otherAmount: 1n });
  });

  it("shows the net amounts of a swap that moves both tokens both ways, bought or sold", () => {
    // Bought: 10 TOKEN out and 4 back in, 5 OTHER in and 1 back out.
    const [bought] = tokenSwaps([swap(POOL_A, 1, 0, [4n, 5n, 10n, 1n])], POOLS, TOKEN, 5);
    expect(bought).toMatchObject({ side: "buy", amount: 6n, otherAmount: 4n });
    // Sold: 10 TOKEN in and 4 back out, 7 OTHER out and 2 back in.
    const [sold] = tokenSwaps([swap(POOL_A, 1, 0, [10n, 2n, 4n, 7n])], POOLS, TOKEN, 5);
    expect(sold).toMatchObject({ side: "sell", amount: 6n, otherAmount: 5n });
  });

  it("orders the swaps of one block by their place in it, latest first", () => {
    const logs = [swap(POOL_A, 7, 0, [1n, 0n, 0n, 1n]), swap(POOL_A, 7, 2, [1n, 0n, 0n, 1n]), swap(POOL_A, 7, 1, [1n, 0n, 0n, 1n]), swap(POOL_A, 6, 5, [1n, 0n, 0n, 1n])];
    expect(tokenSwaps(logs, POOLS, TOKEN, 10).map((s) => s.txHash)).toEqual(["0x72", "0x71", "0x70", "0x65"]);
  });
});
