import { describe, expect, it } from "vitest";
import { PairsMemo } from "./pairsMemo";

const FACTORY = "0xFaC70000000000000000000000000000000000aa";
const GENESIS_A = "0xAAAA000000000000000000000000000000000000000000000000000000000001";
const GENESIS_B = "0xbbbb000000000000000000000000000000000000000000000000000000000002";
const pair = (n: number) => ({ address: `0x${String(n).padStart(40, "0")}`, token0: "0x01", token1: "0x02" });

describe("PairsMemo", () => {
  it("gives a read back only under the genesis it was read on (case aside)", () => {
    const memo = new PairsMemo();
    memo.set(555555, FACTORY, GENESIS_A, 0, [pair(1)]);
    expect(memo.get(555555, FACTORY.toLowerCase(), GENESIS_A.toLowerCase())).toEqual([pair(1)]);
    // The same chain id and factory address restarted from genesis: the old chain's pairs are not its pairs.
    expect(memo.get(555555, FACTORY, GENESIS_B)).toBeUndefined();
    expect(memo.get(3344, FACTORY, GENESIS_A)).toBeUndefined();
    expect(memo.get(555555, "0x00000000000000000000000000000000000000bb", GENESIS_A)).toBeUndefined();
  });

  it("a read on a new genesis replaces the old chain's; latest is the last read whatever its genesis", () => {
    const memo = new PairsMemo();
    expect(memo.latest(555555, FACTORY, 0)).toBeUndefined();
    memo.set(555555, FACTORY, GENESIS_A, 0, [pair(1), pair(2)]);
    expect(memo.latest(555555, FACTORY, 0)).toEqual([pair(1), pair(2)]);
    // Seen reset since the read: the page may not read again (same count), so nothing is shown before it does.
    expect(memo.latest(555555, FACTORY, 1)).toBeUndefined();
    memo.set(555555, FACTORY, GENESIS_B, 1, [pair(3)]);
    expect(memo.latest(555555, FACTORY, 1)).toEqual([pair(3)]);
    expect(memo.get(555555, FACTORY, GENESIS_A)).toBeUndefined();
    expect(memo.get(555555, FACTORY, GENESIS_B)).toEqual([pair(3)]);
  });
});
