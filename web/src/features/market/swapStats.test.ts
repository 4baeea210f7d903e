import { describe, expect, it } from "vitest";
import { addressTopic, TOPICS, scanLogs, type GetLogs, type RawLog } from "../insight";
import { lpFee, reservesBefore, sumSwaps } from "./swapStats";
import { firstBlockAtOrAfter } from "./windowStarts";

const POOL = "0x00000000000000000000000000000000000000a1";
const OTHER = "0x00000000000000000000000000000000000000a2";
const FAKE = "0x00000000000000000000000000000000000000ff";
const words = (...values: bigint[]) => `0x${values.map((v) => v.toString(16).padStart(64, "0")).join("")}`;

function swapLog(address: string, blockNumber: number, [in0, in1, out0, out1]: [bigint, bigint, bigint, bigint], logIndex = 0): RawLog {
  return { address, blockNumber, logIndex, transactionHash: `0x${blockNumber.toString(16)}`, topics: [TOPICS.swap, addressTopic(OTHER), addressTopic(OTHER)], data: words(in0, in1, out0, out1) };
}

function syncLog(address: string, blockNumber: number, reserve0: bigint, reserve1: bigint, logIndex = 0): RawLog {
  return { address, blockNumber, logIndex, transactionHash: "0x1", topics: [TOPICS.sync], data: words(reserve0, reserve1) };
}

const POOLS = new Set([POOL, OTHER]);

describe("sumSwaps", () => {
  it("sums both sides and counts swaps per window, the day inside the week", () => {
    const logs = [
      swapLog(POOL, 10, [100n, 0n, 0n, 7n]), // before the week
      swapLog(POOL, 20, [100n, 0n, 0n, 9n]), // week only
      swapLog(POOL, 30, [0n, 5n, 60n, 0n]), // first block of the day
      swapLog(OTHER, 31, [1n, 0n, 0n, 1n]),
    ];
    const stats = sumSwaps(logs, POOLS, { day: 30, week: 11 });
    expect(stats.get(POOL)).toEqual({ day: { volume0: 60n, volume1: 5n, swaps: 1 }, week: { volume0: 160n, volume1: 14n, swaps: 2 } });
    expect(stats.get(OTHER)?.day.swaps).toBe(1);
  });

  it("ignores Swap logs of contracts that are not the factory's pairs, and other events of the pairs", () => {
    const logs = [swapLog(FAKE, 30, [1000n, 0n, 0n, 1000n]), syncLog(POOL, 30, 1n, 1n)];
    expect(sumSwaps(logs, POOLS, { day: 0, week: 0 }).size).toBe(0);
  });

  it("gives the same sums whatever chunks the scan split the range into, with the day starting on a chunk edge", async () => {
    const all: RawLog[] = [];
    for (let block = 1; block <= 40; block++) all.push(swapLog(block % 2 ? POOL : OTHER, block, [BigInt(block), 0n, 0n, BigInt(2 * block)], 1));
    const getLogs: GetLogs = async (_query, from, to) => all.filter((l) => l.blockNumber >= from && l.blockNumber <= to);
    const expected = sumSwaps(all, POOLS, { day: 21, week: 5 });
    for (const chunkBlocks of [1, 3, 7, 10, 20, 40]) {
      const logs = await scanLogs(getLogs, { topics: [TOPICS.swap] }, 1, 40, { chunkBlocks, maxInFlight: 2 });
      // Chunks of 10 and 20 end on block 20: the day's first block opens the next chunk.
      expect(sumSwaps(logs, POOLS, { day: 21, week: 5 })).toEqual(expected);
    }
    // Odd blocks 21..39 for POOL: 10 swaps, volume0 = 21+23+...+39 = 300.
    expect(expected.get(POOL)?.day).toEqual({ volume0: 300n, volume1: 600n, swaps: 10 });
    expect(expected.get(OTHER)?.week.swaps).toBe(18);
  });
});

describe("reservesBefore", () => {
  it("takes each pool's last Sync strictly before the block, by block then log index, in any order", () => {
    const logs = [syncLog(POOL, 5, 3n, 3n, 2), syncLog(POOL, 5, 2n, 2n, 1), syncLog(POOL, 3, 1n, 1n), syncLog(POOL, 6, 9n, 9n), syncLog(FAKE, 1, 1n, 1n)];
    expect(reservesBefore(logs, POOLS, 6)).toEqual(new Map([[POOL, { reserve0: 3n, reserve1: 3n }]]));
    expect(reservesBefore(logs, POOLS, 3).size).toBe(0);
  });
});

describe("lpFee", () => {
  it("is 0.30 % of the volume, rounded down", () => {
    expect(lpFee(1000n)).toBe(3n);
    expect(lpFee(999n)).toBe(2n);
  });
});

describe("firstBlockAtOrAfter", () => {
  const times = [100, 100, 112, 130, 130, 131, 200];
  const timesOf = async (blocks: readonly number[]) => blocks.map((b) => times[b]);
  it("finds the first block at or after a time, including repeated times and both ends", async () => {
    for (const probes of [1, 2, 3, 15]) {
      expect(await firstBlockAtOrAfter(130, 0, 6, timesOf, undefined, probes)).toBe(3);
      expect(await firstBlockAtOrAfter(131, 0, 6, timesOf, undefined, probes)).toBe(5);
      expect(await firstBlockAtOrAfter(50, 0, 6, timesOf, undefined, probes)).toBe(0);
      expect(await firstBlockAtOrAfter(201, 0, 6, timesOf, undefined, probes)).toBe(7);
      expect(await firstBlockAtOrAfter(101, 2, 6, timesOf, undefined, probes)).toBe(2);
      expect(await firstBlockAtOrAfter(200, 6, 6, timesOf, undefined, probes)).toBe(6);
    }
  });

  it("refuses a probe count that is no positive integer", async () => {
    await expect(firstBlockAtOrAfter(130, 0, 6, timesOf, undefined, 0)).rejects.toThrow("probes must be a positive integer: 0");
    await expect(firstBlockAtOrAfter(130, 0, 6, timesOf, undefined, 1.5)).rejects.toThrow("probes must be a positive integer: 1.5");
  });

  it("reads each round's blocks together, evenly spread, and takes a few rounds over a long range", async () => {
    // One block every 2 s from time 0: block b at 2b.
    const rounds: number[][] = [];
    const even = async (blocks: readonly number[]) => (rounds.push([...blocks]), blocks.map((b) => 2 * b));
    expect(await firstBlockAtOrAfter(2 * 654_321 - 1, 0, 999_999, even, undefined, 15)).toBe(654_321);
    // The first round reads the range's first block and 14 spread after it; the next ones 15 spread inside the gap.
    expect(rounds[0]).toEqual(Array.from({ length: 15 }, (_, j) => Math.floor((j * 1_000_000) / 15)));
    const gap = [Math.floor((9 * 1_000_000) / 15) + 1, Math.floor((10 * 1_000_000) / 15)];
    expect(rounds[1]).toEqual(Array.from({ length: 15 }, (_, j) => gap[0] + Math.floor(((j + 1) * (gap[1] - gap[0])) / 16)));
    // 15 then 16 ways per round: 10^6 blocks in 5 rounds, where a binary search reads 20 blocks one after another.
    expect(rounds.length).toBe(5);
    for (const round of rounds) expect(round.length).toBeLessThanOrEqual(15);
  });

  it("ends in one round when the range's first block is already inside the window (a chain younger than the window)", async () => {
    for (const probes of [1, 2, 15]) {
      const rounds: number[][] = [];
      const even = async (blocks: readonly number[]) => (rounds.push([...blocks]), blocks.map((b) => 1_000 + 2 * b));
      expect(await firstBlockAtOrAfter(500, 40, 999_999, even, undefined, probes)).toBe(40);
      expect(rounds).toHaveLength(1);
      expect(rounds[0][0]).toBe(40);
      expect(rounds[0]).toHaveLength(probes);
    }
  });

  it("reads the range's first block in the first round after a hint that is too late", async () => {
    const rounds: number[][] = [];
    const even = async (blocks: readonly number[]) => (rounds.push([...blocks]), blocks.map((b) => 2 * b));
    expect(await firstBlockAtOrAfter(0, 0, 999, even, 500, 15)).toBe(0);
    expect(rounds).toEqual([[499, 500], Array.from({ length: 15 }, (_, j) => Math.floor((j * 499) / 15))]);
  });

  it("reads every block of a range no wider than the probes in one round", async () => {
    const rounds: number[][] = [];
    const reader = async (blocks: readonly number[]) => (rounds.push([...blocks]), blocks.map((b) => times[b]));
    expect(await firstBlockAtOrAfter(112, 0, 6, reader, undefined, 7)).toBe(2);
    expect(rounds).toEqual([[0, 1, 2, 3, 4, 5, 6]]);
  });
});

describe("firstBlockAtOrAfter with the previous answer as a hint", () => {
  const times = [100, 100, 112, 130, 130, 131, 200];
  const reader = () => {
    const read: number[][] = [];
    return { read, timesOf: async (blocks: readonly number[]) => (read.push([...blocks]), blocks.map((b) => times[b])) };
  };
  /** Reads of a moving start: each within a run and the next on the grid of 15, at most `batches` batches of 15 in all. */
  const expectRunReads = (reads: number[][], batches: number) => {
    for (const read of reads) expect(Math.floor(read[read.length - 1] / 15) - Math.floor(read[0] / 15)).toBeLessThanOrEqual(1);
    expect(reads.reduce((n, read) => n + Math.ceil(read.length / 15), 0)).toBeLessThanOrEqual(batches);
  };

  it("returns a hint that is still the answer after reading only it and the block before it, in one round", async () => {
    const r = reader();
    expect(await firstBlockAtOrAfter(130, 0, 6, r.timesOf, 3)).toBe(3);
    expect(r.read).toEqual([[2, 3]]);
    const low = reader();
    expect(await firstBlockAtOrAfter(90, 0, 6, low.timesOf, 0)).toBe(0);
    expect(low.read).toEqual([[0]]);
    const last = reader();
    expect(await firstBlockAtOrAfter(150, 0, 6, last.timesOf, 6)).toBe(6);
    expect(last.read).toEqual([[5, 6]]);
  });

  it("searches after a hint that fell out of the window, and before one that is too late", async () => {
    for (const probes of [1, 2, 15]) {
      expect(await firstBlockAtOrAfter(131, 0, 6, reader().timesOf, 3, probes)).toBe(5);
      expect(await firstBlockAtOrAfter(201, 0, 6, reader().timesOf, 3, probes)).toBe(7);
      expect(await firstBlockAtOrAfter(112, 0, 6, reader().timesOf, 5, probes)).toBe(2);
      expect(await firstBlockAtOrAfter(100, 0, 6, reader().timesOf, 5, probes)).toBe(0);
      expect(await firstBlockAtOrAfter(130, 0, 6, reader().timesOf, 4, probes)).toBe(3);
    }
  });

  it("reads nothing after a hint at the range's last block when the start has passed it", async () => {
    const r = reader();
    expect(await firstBlockAtOrAfter(201, 0, 6, r.timesOf, 6)).toBe(7);
    expect(r.read).toEqual([[5, 6]]);
  });

  it("ignores a hint outside the range", async () => {
    expect(await firstBlockAtOrAfter(130, 0, 6, reader().timesOf, 9)).toBe(3);
    expect(await firstBlockAtOrAfter(130, 4, 6, reader().timesOf, 1)).toBe(4);
  });

  it("follows a start that moves one or two blocks per new block with one read per run of probes, not a search per block", async () => {
    // One block a second from time 0 (block b at time b), read through a cache as the page's block time reader is.
    // From 1000 one block at a time, and from 1001 two (which puts the hint on a run's last block but one, 1003).
    for (const [from, stride] of [
      [1000, 1],
      [1001, 2],
    ]) {
      const known = new Set<number>();
      const asked: number[][] = [];
      const cached = async (blocks: readonly number[]) => {
        const missing = blocks.filter((b) => !known.has(b));
        if (missing.length > 0) asked.push(missing);
        missing.forEach((b) => known.add(b));
        return blocks.map((b) => b);
      };
      let hint = await firstBlockAtOrAfter(from, 0, 5000, cached, undefined, 15);
      expect(hint).toBe(from);
      const searchReads = asked.length;
      for (let step = stride; step <= 60; step += stride) {
        hint = await firstBlockAtOrAfter(from + step, 0, 5000 + step, cached, hint, 15);
        expect(hint).toBe(from + step);
      }
      // 60 blocks moved: what the first search left unread of the runs after it on the grid of 15, each read once (a
      // run and the next together), so about one batch of 15 per 15 blocks, and no search of the rest of the chain.
      expectRunReads(asked.slice(searchReads), 6);
    }
  });

  it("reads the rest of the hint's run and the whole next run in one round, so a start that moved further is found there", async () => {
    const rounds: number[][] = [];
    const reader = async (blocks: readonly number[]) => (rounds.push([...blocks]), blocks.map((b) => 2 * b));
    // Hint 13: block 14 is left of its run (0-14); the start moved two blocks, to 15, the next run's first.
    expect(await firstBlockAtOrAfter(2 * 15, 0, 999, reader, 13, 15)).toBe(15);
    expect(rounds).toEqual([[12, 13], Array.from({ length: 16 }, (_, j) => 14 + j)]);
    // Hint 6 (probes 15) and hint 1 (probes 4): a start 14 and 3 blocks further is found in the same round.
    rounds.length = 0;
    expect(await firstBlockAtOrAfter(2 * 20, 0, 999, reader, 6, 15)).toBe(20);
    expect(rounds).toEqual([[5, 6], Array.from({ length: 23 }, (_, j) => 7 + j)]);
    rounds.length = 0;
    expect(await firstBlockAtOrAfter(2 * 4, 0, 99, reader, 1, 4)).toBe(4);
    expect(rounds).toEqual([[0, 1], [2, 3, 4, 5, 6, 7]]);
    // Moved past both runs: then the search of the rest, spread after them.
    rounds.length = 0;
    expect(await firstBlockAtOrAfter(2 * 700, 0, 999, reader, 13, 15)).toBe(700);
    expect(rounds.slice(0, 3)).toEqual([[12, 13], Array.from({ length: 16 }, (_, j) => 14 + j), Array.from({ length: 15 }, (_, j) => 30 + Math.floor(((j + 1) * 970) / 16))]);
    // The runs end at the range's end, and a start past it is the range's end plus one.
    rounds.length = 0;
    expect(await firstBlockAtOrAfter(2 * 21, 0, 20, reader, 13, 15)).toBe(21);
    expect(rounds).toEqual([[12, 13], [14, 15, 16, 17, 18, 19, 20]]);
  });


  it("still finds a start that moved past the hint's run", async () => {
    const even = async (blocks: readonly number[]) => blocks.map((b) => 2 * b);
    for (const probes of [1, 2, 15]) expect(await firstBlockAtOrAfter(2 * 700, 0, 999, even, 3, probes)).toBe(700);
    // The hint and the block before it, the rest of its run and the next (4-29), then a search of the blocks after
    // them, spread inside: the range's first block (0) was passed, so no round reads the start of what is left.
    const rounds: number[][] = [];
    const reader = async (blocks: readonly number[]) => (rounds.push([...blocks]), blocks.map((b) => 2 * b));
    expect(await firstBlockAtOrAfter(2 * 700, 0, 999, reader, 3, 15)).toBe(700);
    expect(rounds.slice(0, 3)).toEqual([[2, 3], Array.from({ length: 26 }, (_, j) => 4 + j), Array.from({ length: 15 }, (_, j) => 30 + Math.floor(((j + 1) * 970) / 16))]);
  });
});
