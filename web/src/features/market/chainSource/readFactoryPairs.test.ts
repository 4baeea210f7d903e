import { getAddress } from "ethers";
import { describe, expect, it, vi } from "vitest";
import { FACTORY_INTERFACE, PAIR_INTERFACE } from "@/onchain/hooks";
import type { Call } from "@/onchain/multicall";
import { allPairsCall, packPairs, readFactoryPairs, readPairCount, unpackPairs, wholeListFromLogs, type FactoryPair, type LoggedPairs } from "./readFactoryPairs";

const FACTORY = "0x00000000000000000000000000000000000000fa";
const address = (n: number) => `0x${n.toString(16).padStart(40, "0")}`;

/** A factory and its pairs answering multicall rounds with real ABI data; records each round's calls. */
function chain(pairs: FactoryPair[], options: { revertToken1Of?: string } = {}) {
  const rounds: Call[][] = [];
  const answer = (c: Call): string | null => {
    const target = c.address.toLowerCase();
    if (target === FACTORY) {
      const parsed = FACTORY_INTERFACE.parseTransaction({ data: c.callData })!;
      if (parsed.name === "allPairsLength") return FACTORY_INTERFACE.encodeFunctionResult("allPairsLength", [pairs.length]);
      const index = Number(parsed.args[0]);
      return index < pairs.length ? FACTORY_INTERFACE.encodeFunctionResult("allPairs", [pairs[index].address]) : null;
    }
    const pair = pairs.find((p) => p.address === target);
    const method = PAIR_INTERFACE.parseTransaction({ data: c.callData })!.name;
    if (!pair || (method === "token1" && target === options.revertToken1Of)) return null;
    return PAIR_INTERFACE.encodeFunctionResult(method, [method === "token0" ? pair.token0 : pair.token1]);
  };
  const read = async (calls: Call[]) => (rounds.push(calls), calls.map(answer));
  return { rounds, read };
}

const pairsOf = (n: number, from = 1): FactoryPair[] => Array.from({ length: n }, (_, i) => ({ address: address(0x1000 + from + i), token0: address(2 * (from + i)), token1: address(2 * (from + i) + 1) }));

describe("allPairsCall", () => {
  it("asks the factory for allPairs(index) as ethers encodes it", () => {
    for (const index of [0, 1, 255, 256, 70_000, 2 ** 40]) {
      expect(allPairsCall(FACTORY, index)).toEqual({ address: getAddress(FACTORY), callData: FACTORY_INTERFACE.encodeFunctionData("allPairs", [index]).toLowerCase() });
    }
  });
});

describe("readPairCount", () => {
  it("reads allPairsLength in one round", async () => {
    const c = chain(pairsOf(3));
    expect(await readPairCount(c.read, FACTORY)).toBe(3);
    expect(c.rounds).toEqual([[{ address: getAddress(FACTORY), callData: FACTORY_INTERFACE.encodeFunctionData("allPairsLength") }]]);
  });

  it("fails when the factory does not answer a count, or answers something that is no number", async () => {
    await expect(readPairCount(async (calls) => calls.map(() => null), FACTORY)).rejects.toThrow("The factory did not give its pair count");
    await expect(readPairCount(async (calls) => calls.map(() => "0x1234"), FACTORY)).rejects.toThrow("The factory did not give its pair count");
  });
});

describe("readFactoryPairs", () => {
  it("reads every pair and its tokens in two rounds, addresses then tokens", async () => {
    const pairs = pairsOf(4);
    const c = chain(pairs);
    expect(await readFactoryPairs(c.read, FACTORY, 4)).toEqual({ pairs, read: 4, complete: true });
    expect(c.rounds.map((r) => r.length)).toEqual([4, 8]);
  });

  it("takes the tokens the factory's logs give, and calls only the pairs they do not (a pair created after their head)", async () => {
    const pairs = pairsOf(4);
    const c = chain(pairs);
    const asked: string[][] = [];
    // Upper-case hex from a log is still the same pair and tokens.
    const fromLogs = async (addresses: readonly string[]) => {
      asked.push([...addresses]);
      return new Map(pairs.slice(0, 3).map((p) => [p.address, { token0: p.token0.toUpperCase().replace("0X", "0x"), token1: p.token1 }]));
    };
    expect(await readFactoryPairs(c.read, FACTORY, 4, [], undefined, fromLogs)).toEqual({ pairs, read: 4, complete: true });
    expect(asked).toEqual([pairs.map((p) => p.address)]);
    expect(c.rounds.map((r) => r.length)).toEqual([4, 2]);
    expect(c.rounds[1].map((call) => call.address.toLowerCase())).toEqual([pairs[3].address, pairs[3].address]);
  });

  it("makes no token call when the logs give every pair, and calls every pair when the logs fail", async () => {
    const pairs = pairsOf(3);
    const all = chain(pairs);
    const everyPair = async () => new Map(pairs.map((p) => [p.address, p]));
    expect(await readFactoryPairs(all.read, FACTORY, 3, [], undefined, everyPair)).toEqual({ pairs, read: 3, complete: true });
    expect(all.rounds.map((r) => r.length)).toEqual([3]);

    const failing = chain(pairs);
    expect(await readFactoryPairs(failing.read, FACTORY, 3, [], undefined, () => Promise.reject(new Error("no logs")))).toEqual({ pairs, read: 3, complete: true });
    expect(failing.rounds.map((r) => r.length)).toEqual([3, 6]);
  });

  it("tells the addresses only once their tokens are asked for, so a log scan started on them reaches the node after that read", async () => {
    const pairs = pairsOf(3);
    const c = chain(pairs);
    const roundsWhenHeard: number[] = [];
    const heard: string[][] = [];
    await readFactoryPairs(c.read, FACTORY, 3, [], (addresses) => {
      roundsWhenHeard.push(c.rounds.length);
      heard.push(addresses);
    });
    expect(heard).toEqual([pairs.map((p) => p.address)]);
    // Round 1: the addresses; round 2, already asked for: their tokens.
    expect(roundsWhenHeard).toEqual([2]);
    expect(c.rounds[1].map((call) => PAIR_INTERFACE.parseTransaction({ data: call.callData })!.name)).toEqual(["token0", "token1", "token0", "token1", "token0", "token1"]);
  });

  it("asks only for pairs after the known ones, and the last known one again", async () => {
    const pairs = pairsOf(5);
    const c = chain(pairs);
    expect(await readFactoryPairs(c.read, FACTORY, 5, pairs.slice(0, 3))).toEqual({ pairs, read: 5, complete: true });
    const indexes = c.rounds[0].map((call) => Number(FACTORY_INTERFACE.parseTransaction({ data: call.callData })!.args[0]));
    expect(indexes).toEqual([2, 3, 4]);
    expect(c.rounds[1]).toHaveLength(4);
  });

  it("costs one round when nothing is new", async () => {
    const pairs = pairsOf(3);
    const c = chain(pairs);
    expect(await readFactoryPairs(c.read, FACTORY, 3, pairs)).toEqual({ pairs, read: 3, complete: true });
    expect(c.rounds).toHaveLength(1);
  });

  it("reads everything again when the last known index now holds another pair (the chain went back)", async () => {
    const now = pairsOf(3, 50);
    const c = chain(now);
    expect((await readFactoryPairs(c.read, FACTORY, 3, pairsOf(2))).pairs).toEqual(now);
  });

  it("drops known pairs beyond the count (a restarted chain)", async () => {
    const now = pairsOf(1, 70);
    const c = chain(now);
    expect((await readFactoryPairs(c.read, FACTORY, 1, pairsOf(3))).pairs).toEqual(now);
    // Straight to index 0 and its tokens: the known list is not checked against a count it exceeds.
    expect(c.rounds.map((r) => r.length)).toEqual([1, 2]);
  });

  it("leaves out an index that gives no pair (a count ahead of the node), tells only real addresses and asks nothing more when none is", async () => {
    const pairs = pairsOf(2);
    const heard: string[][] = [];
    expect(await readFactoryPairs(chain(pairs).read, FACTORY, 3, [], (a) => heard.push(a))).toEqual({ pairs, read: 3, complete: false });
    expect(heard).toEqual([pairs.map((p) => p.address)]);
    const fromLogs = vi.fn(async () => new Map<string, { token0: string; token1: string }>());
    const empty = chain([]);
    expect(await readFactoryPairs(empty.read, FACTORY, 1, [], undefined, fromLogs)).toEqual({ pairs: [], read: 1, complete: false });
    expect(fromLogs).not.toHaveBeenCalled();
    expect(empty.rounds).toHaveLength(1);
  });

  it("leaves out a pair whose tokens could not be read, and says the read is not complete", async () => {
    const pairs = pairsOf(3);
    const c = chain(pairs, { revertToken1Of: pairs[1].address });
    expect(await readFactoryPairs(c.read, FACTORY, 3)).toEqual({ pairs: [pairs[0], pairs[2]], read: 3, complete: false });
  });

  it("reads nothing for an empty factory", async () => {
    const c = chain([]);
    expect(await readFactoryPairs(c.read, FACTORY, 0)).toEqual({ pairs: [], read: 0, complete: true });
    expect(c.rounds).toHaveLength(0);
  });
});

describe("wholeListFromLogs", () => {
  const GENESIS = "0x" + "ab".repeat(32);
  // As the logs give them: checksummed, in creation order.
  const logged = (pairs: FactoryPair[], genesisHash = GENESIS): LoggedPairs => ({
    genesisHash,
    pairs: new Map(pairs.map((p) => [getAddress(p.address), { token0: getAddress(p.token0), token1: getAddress(p.token1) }])),
  });

  it("is the factory's whole list, in the logs' order and lowercase, when the logs hold exactly the count's pairs", () => {
    const pairs = pairsOf(3);
    expect(wholeListFromLogs(logged(pairs), 3, GENESIS)).toEqual(pairs);
    expect(wholeListFromLogs(logged([pairs[2], pairs[0], pairs[1]]), 3, GENESIS)).toEqual([pairs[2], pairs[0], pairs[1]]);
    expect(wholeListFromLogs(logged([]), 0, GENESIS)).toEqual([]);
  });

  it("is nothing when a pair was created after the logs' head, the logs hold more than the count, or they came from another chain", () => {
    const pairs = pairsOf(3);
    expect(wholeListFromLogs(logged(pairs.slice(0, 2)), 3, GENESIS)).toBeUndefined();
    expect(wholeListFromLogs(logged(pairs), 2, GENESIS)).toBeUndefined();
    expect(wholeListFromLogs(logged(pairs, "0x" + "cd".repeat(32)), 3, GENESIS)).toBeUndefined();
    expect(wholeListFromLogs(undefined, 3, GENESIS)).toBeUndefined();
  });
});

describe("packPairs and unpackPairs", () => {
  it("round-trip a list", () => {
    const pairs = pairsOf(3);
    expect(unpackPairs(JSON.parse(JSON.stringify(packPairs(pairs))))).toEqual(pairs);
  });

  it("give an empty list for anything malformed, and lowercase a checksummed address", () => {
    expect(unpackPairs(undefined)).toEqual([]);
    expect(unpackPairs({})).toEqual([]);
    expect(unpackPairs([[address(1), address(2)]])).toEqual([]);
    expect(unpackPairs([[address(1), address(2), address(3), address(4)]])).toEqual([]);
    expect(unpackPairs(["abc"])).toEqual([]);
    expect(unpackPairs([[address(1), address(2), "nope"]])).toEqual([]);
    expect(unpackPairs([[address(1), address(2), address(3)], "x"])).toEqual([]);
    const mixed = getAddress(`0xabcdef${"0".repeat(33)}1`);
    expect(unpackPairs([[mixed, address(2), address(3)]])).toEqual([{ address: mixed.toLowerCase(), token0: address(2), token1: address(3) }]);
  });
});
