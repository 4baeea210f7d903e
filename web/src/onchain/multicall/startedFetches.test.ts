import { describe, expect, it } from "vitest";
import { isStillWanted, partitionStarted, type StartedFetches } from "./startedFetches";

const at = (blockNumber: number, chainId = 1, resetCount = 0) => ({ chainId, resetCount, blockNumber });

describe("fetches the multicall updater keeps or gives up", () => {
  it("keeps a fetch for the latest block or the one before, on the same chain and history", () => {
    expect(isStillWanted(at(10), at(10))).toBe(true);
    expect(isStillWanted(at(10), at(11))).toBe(true);
    // Two blocks behind: its calls are asked again, the old answer is not worth waiting for.
    expect(isStillWanted(at(10), at(12))).toBe(false);
    // The head went back (a node restarted): the fetch read another history.
    expect(isStillWanted(at(10), at(9))).toBe(false);
    expect(isStillWanted(at(10, 1), at(10, 2))).toBe(false);
    // A chain reset at the same height.
    expect(isStillWanted(at(10, 1, 0), at(10, 1, 1))).toBe(false);
  });

  it("splits started fetches into those kept and those to cancel", () => {
    const fetches = (blockNumber: number, chainId = 1): StartedFetches => ({ ...at(blockNumber, chainId), cancel: [] });
    const all = [fetches(8), fetches(9), fetches(10), fetches(10, 2)];
    const { keep, cancel } = partitionStarted(all, at(10));
    expect(keep).toEqual([all[1], all[2]]);
    expect(cancel).toEqual([all[0], all[3]]);
    expect(partitionStarted([], at(10))).toEqual({ keep: [], cancel: [] });
  });
});
