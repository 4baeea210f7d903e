import { describe, expect, it } from "vitest";
import { timePrefetch } from "./timePrefetch";
import type { RawLog } from "./types";

const log = (blockNumber: number, topic = "0x01"): RawLog => ({ blockNumber, logIndex: 0, transactionHash: `0x${blockNumber}`, address: "0x01", topics: [topic], data: "0x" });

function setup(recentExact = 3, shows?: (l: RawLog) => boolean) {
  const reads: number[][] = [];
  const prefetch = timePrefetch({ startBlock: 0, head: 999 }, (blocks) => reads.push(blocks), { recentExact, shows });
  return { reads, prefetch };
}

describe("timePrefetch", () => {
  it("reads the newest shown blocks once every scan has answered the ranges above them", () => {
    const { reads, prefetch } = setup();
    const a = prefetch.watch(0, 999);
    const b = prefetch.watch(0, 999);
    a.range(800, 999, [log(900), log(950)]);
    b.range(800, 999, [log(990)]);
    // Both scans answered 800–999, which holds three shown blocks: they are the newest, whatever comes later.
    expect(reads).toEqual([[990, 950, 900]]);
    a.range(600, 799, [log(700), log(799)]);
    b.range(600, 799, []);
    expect(reads.slice(1).some((r) => r.includes(799))).toBe(false);
  });

  it("waits for an older range that answers late when newer ones are in, and never guesses past a gap", () => {
    const { reads, prefetch } = setup();
    const a = prefetch.watch(0, 999);
    // The newest range is still out: blocks 100 and 200 may not be the newest.
    a.range(0, 399, [log(100), log(200), log(300)]);
    a.range(400, 799, []);
    expect(reads).toEqual([]);
    a.range(800, 999, [log(850)]);
    expect(reads).toContainEqual([850, 300, 200]);
  });

  it("reads what it has when every scan is done with fewer blocks than wanted, and the anchors once there are more", () => {
    const few = setup(5);
    const s = few.prefetch.watch(0, 999);
    s.range(500, 999, [log(600)]);
    s.range(0, 499, [log(10), log(600)]);
    expect(few.reads).toEqual([[600, 10]]);

    const many = setup(2);
    const t = many.prefetch.watch(0, 999);
    t.range(0, 999, [log(10), log(20), log(30)]);
    // The anchors of 0–999 (every 64 blocks) and the two newest.
    expect(many.reads).toHaveLength(2);
    expect(many.reads[0][0]).toBe(0);
    expect(many.reads[0]).toContain(960);
    expect(many.reads[1]).toEqual([30, 20]);
  });

  it("counts only the logs the page shows, and treats an empty scan as done", () => {
    const { reads, prefetch } = setup(2, (l) => l.topics[0] === "0xaa");
    prefetch.watch(50, 49);
    const s = prefetch.watch(0, 999);
    s.range(500, 999, [log(600, "0xbb"), log(700, "0xbb")]);
    expect(reads).toEqual([]);
    s.range(0, 499, [log(10, "0xaa"), log(20, "0xbb"), log(30, "0xbb")]);
    expect(reads).toEqual([[10]]);
  });
});
