import { describe, expect, it } from "vitest";
import { Multicall__factory } from "../../../../typechain-types/factories/contracts/Multicall__factory";
import { decodeAggregateResult } from "./aggregateResult";

const iface = Multicall__factory.createInterface();
const HASH = `0x${"ab".repeat(32)}`;
const encode = (blockNumber: bigint, results: Array<[boolean, string]>) => iface.encodeFunctionResult("tryBlockAndAggregate", [blockNumber, HASH, results]);

/** ethers' own reading of the same answer: what the hand decoder must agree with. */
function ethersReading(data: string) {
  const [blockNumber, , results] = iface.decodeFunctionResult("tryBlockAndAggregate", data) as unknown as [bigint, string, Array<{ success: boolean; returnData: string }>];
  return { blockNumber, results: results.map((r) => (r.success ? r.returnData : null)) };
}

/** A small seeded generator, so a failure can be replayed. */
function random(seed: number) {
  let s = seed;
  return () => ((s = (s * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31);
}

describe("decodeAggregateResult", () => {
  it("reads the block number and each call's data; a reverted call is null whatever data it returned", () => {
    const data = encode(12n, [
      [true, "0x0102"],
      [false, "0x08c379a0"],
      [true, "0x"],
      [true, `0x${"ff".repeat(32)}`],
    ]);
    expect(decodeAggregateResult(data)).toEqual({ blockNumber: 12n, results: ["0x0102", null, "0x", `0x${"ff".repeat(32)}`] });
    expect(decodeAggregateResult(encode(2n ** 64n, []))).toEqual({ blockNumber: 2n ** 64n, results: [] });
  });

  it("agrees with ethers' decoder on random answers (lengths that are not whole words included)", () => {
    const next = random(35);
    for (let round = 0; round < 200; round++) {
      const results = Array.from({ length: Math.floor(next() * 12) }, (): [boolean, string] => {
        const length = Math.floor(next() * 100);
        const bytes = Array.from({ length }, () => Math.floor(next() * 256).toString(16).padStart(2, "0")).join("");
        return [next() < 0.8, `0x${bytes}`];
      });
      const data = encode(BigInt(Math.floor(next() * 1e9)), results);
      expect(decodeAggregateResult(data)).toEqual(ethersReading(data));
      // Upper-case hex reads the same (the data is returned lowercase, as ethers returns it).
      expect(decodeAggregateResult(`0x${data.slice(2).toUpperCase()}`)).toEqual(ethersReading(data));
    }
  });

  it("refuses answers that are not well formed", () => {
    const good = encode(5n, [[true, "0x0102"]]);
    expect(() => decodeAggregateResult("0x")).toThrow(/too short/);
    expect(() => decodeAggregateResult("0x123")).toThrow(/not hex/);
    expect(() => decodeAggregateResult("nothex")).toThrow(/not hex/);
    // What a broken RPC answer may hold instead: no text at all, text before the 0x, a non-hex character at the end.
    expect(() => decodeAggregateResult(undefined as unknown as string)).toThrow(/not hex/);
    expect(() => decodeAggregateResult(`ab${good}`)).toThrow(/not hex/);
    expect(() => decodeAggregateResult(`${good.slice(0, -2)}zz`)).toThrow(/not hex/);
    expect(() => decodeAggregateResult(good.slice(0, -64))).toThrow(/past its end|too short/);
    // The array's offset (third word) pointing past the end.
    const badOffset = `${good.slice(0, 2 + 128)}${"f".repeat(64)}${good.slice(2 + 192)}`;
    expect(() => decodeAggregateResult(badOffset)).toThrow(/past its end/);
    // The first result's success flag set to 2: its tuple starts after the block, hash, array offset, count and its
    // own offset (word 5), with the flag, its data's offset and its data's length (word 7).
    const flagAt = 2 + 64 * 5;
    const badFlag = `${good.slice(0, flagAt)}${"0".repeat(63)}2${good.slice(flagAt + 64)}`;
    expect(() => decodeAggregateResult(badFlag)).toThrow(/neither 0 nor 1/);
    // A result length one byte past what the answer holds.
    const lengthAt = 2 + 64 * 7;
    const long = `${good.slice(0, lengthAt)}${(BigInt(`0x${good.slice(lengthAt, lengthAt + 64)}`) + 31n).toString(16).padStart(64, "0")}${good.slice(lengthAt + 64)}`;
    expect(() => decodeAggregateResult(long)).toThrow(/runs past its end/);
  });
});
