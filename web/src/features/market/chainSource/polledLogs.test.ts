import { describe, expect, it } from "vitest";
import { TOPICS, type RawLog } from "../../insight";
import { emptyWindowAfter, extendWindow, logsReachReserves, polledReserves, windowLogs } from "./polledLogs";

const POOL_A = "0x00000000000000000000000000000000000000aa";
const POOL_B = "0x00000000000000000000000000000000000000bb";
const word = (n: bigint) => n.toString(16).padStart(64, "0");

function syncLog(address: string, blockNumber: number, reserve0: bigint, reserve1: bigint, logIndex = 0): RawLog {
  return { blockNumber, logIndex, transactionHash: `0x${"1".repeat(64)}`, address, topics: [TOPICS.sync], data: `0x${word(reserve0)}${word(reserve1)}` };
}

function swapLog(address: string, blockNumber: number, logIndex = 1): RawLog {
  return { blockNumber, logIndex, transactionHash: `0x${"2".repeat(64)}`, address, topics: [TOPICS.swap], data: `0x${word(1n).repeat(4)}` };
}

const reserves = (entries: Array<[string, bigint, bigint]>) => new Map(entries.map(([pool, reserve0, reserve1]) => [pool, { reserve0, reserve1 }]));

describe("polledReserves", () => {
  it("reads each pool's getReserves answer out of the poll's results, by lowercase address", () => {
    const checksummed = "0x00000000000000000000000000000000000000AA";
    const results = {
      [`${checksummed}-0x0902f1ac`]: `0x${word(5n)}${word(7n)}${word(99n)}`,
      [`${POOL_B}-0x0902f1ac`]: null,
      [`${POOL_B}-0x0dfe1681`]: `0x${word(1n)}`,
      [`${"0x00000000000000000000000000000000000000cc"}-0x0902f1ac`]: `0x${word(5n)}`,
    };
    expect(polledReserves(results)).toEqual(reserves([[POOL_A, 5n, 7n]]));
  });

  it("reads nothing from a poll without results", () => {
    expect(polledReserves(undefined).size).toBe(0);
  });

  it("takes only getReserves answers: another call of a pool with as long an answer (a name string) is not its reserves", () => {
    const nameAnswer = `0x${word(32n)}${word(4n)}${"50454e00".padEnd(64, "0")}`;
    expect(polledReserves({ [`${POOL_A}-0x06fdde03`]: nameAnswer }).size).toBe(0);
  });

  it("refuses an answer with anything but hex digits before or after its words (RPC garbage)", () => {
    const words = `${word(5n)}${word(7n)}${word(99n)}`;
    expect(polledReserves({ [`${POOL_A}-0x0902f1ac`]: `0x${words}<b>` }).size).toBe(0);
    expect(polledReserves({ [`${POOL_A}-0x0902f1ac`]: `<b>0x${words}` }).size).toBe(0);
  });
});

describe("logsReachReserves", () => {
  const before = reserves([
    [POOL_A, 100n, 200n],
    [POOL_B, 10n, 20n],
  ]);

  it("holds when each traded pool's last Sync is its reserves now and the others did not move", () => {
    const logs = [syncLog(POOL_A, 5, 110n, 182n), swapLog(POOL_A, 5), syncLog(POOL_A, 6, 120n, 166n), swapLog(POOL_A, 6)];
    const after = reserves([
      [POOL_A, 120n, 166n],
      [POOL_B, 10n, 20n],
    ]);
    expect(logsReachReserves([POOL_A, POOL_B], before, after, logs)).toBe(true);
    expect(logsReachReserves([POOL_A, POOL_B], before, before, [])).toBe(true);
  });

  it("fails when the answer stops before a block that traded (the node was behind the multicall's)", () => {
    const logs = [syncLog(POOL_A, 5, 110n, 182n), swapLog(POOL_A, 5)];
    const after = reserves([
      [POOL_A, 120n, 166n],
      [POOL_B, 10n, 20n],
    ]);
    expect(logsReachReserves([POOL_A, POOL_B], before, after, logs)).toBe(false);
    // A pool that moved with no log at all in the answer.
    const bMoved = reserves([
      [POOL_A, 100n, 200n],
      [POOL_B, 11n, 19n],
    ]);
    expect(logsReachReserves([POOL_A, POOL_B], before, bMoved, [])).toBe(false);
  });

  it("compares each reserve on its own", () => {
    const logs = [syncLog(POOL_A, 5, 120n, 166n)];
    expect(logsReachReserves([POOL_A], before, reserves([[POOL_A, 120n, 167n]]), logs)).toBe(false);
    expect(logsReachReserves([POOL_A], before, reserves([[POOL_A, 121n, 166n]]), logs)).toBe(false);
  });

  it("fails when a pool's reserves are missing from either reading", () => {
    expect(logsReachReserves([POOL_A, POOL_B], reserves([[POOL_A, 100n, 200n]]), before, [])).toBe(false);
    expect(logsReachReserves([POOL_A, POOL_B], before, reserves([[POOL_A, 100n, 200n]]), [])).toBe(false);
    // A Sync stands in for a missing earlier reading, not for a missing current one.
    expect(logsReachReserves([POOL_A], new Map(), reserves([[POOL_A, 1n, 2n]]), [syncLog(POOL_A, 5, 1n, 2n)])).toBe(true);
  });
});

describe("the log window", () => {
  it("starts empty, at the block after the one given", () => {
    expect(emptyWindowAfter(10)).toEqual({ from: 11, to: 10, logs: [] });
  });

  it("serves a range it holds whole, for the pools asked only", () => {
    const logs = [syncLog(POOL_A, 11, 1n, 2n), syncLog(POOL_B, 12, 3n, 4n), syncLog(POOL_A, 13, 5n, 6n)];
    const window = extendWindow(emptyWindowAfter(10), logs, 13, 100);
    expect(window).toEqual({ from: 11, to: 13, logs });
    expect(windowLogs(window, new Set([POOL_A]), 11, 13)).toEqual([logs[0], logs[2]]);
    expect(windowLogs(window, new Set([POOL_A, POOL_B]), 12, 12)).toEqual([logs[1]]);
    expect(windowLogs(window, new Set([POOL_A]), 14, 13)).toEqual([]);
  });

  it("does not serve a range reaching outside it", () => {
    const window = extendWindow(emptyWindowAfter(10), [], 13, 100);
    expect(windowLogs(window, new Set([POOL_A]), 10, 13)).toBeUndefined();
    expect(windowLogs(window, new Set([POOL_A]), 11, 14)).toBeUndefined();
    expect(windowLogs(window, new Set([POOL_A]), 11, 13)).toEqual([]);
    expect(windowLogs(emptyWindowAfter(10), new Set([POOL_A]), 11, 11)).toBeUndefined();
  });

  it("adds only logs of its next blocks, so no log is counted twice", () => {
    const first = extendWindow(emptyWindowAfter(10), [syncLog(POOL_A, 11, 1n, 2n)], 11, 100);
    const again = [syncLog(POOL_A, 11, 1n, 2n), syncLog(POOL_A, 12, 3n, 4n), syncLog(POOL_A, 13, 5n, 6n)];
    const next = extendWindow(first, again, 12, 100);
    expect(next).toEqual({ from: 11, to: 12, logs: [again[0], again[1]] });
  });

  it("keeps its last blocks only", () => {
    const logs = [syncLog(POOL_A, 11, 1n, 2n), syncLog(POOL_A, 12, 3n, 4n), syncLog(POOL_A, 13, 5n, 6n)];
    const window = extendWindow(emptyWindowAfter(10), logs, 13, 2);
    expect(window).toEqual({ from: 12, to: 13, logs: logs.slice(1) });
    expect(windowLogs(window, new Set([POOL_A]), 11, 13)).toBeUndefined();
  });
});
