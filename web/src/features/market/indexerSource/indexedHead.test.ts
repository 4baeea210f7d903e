import { describe, expect, it } from "vitest";
import { keepsUp, MAX_INDEXER_LAG_BLOCKS } from "./indexedHead";

describe("keepsUp", () => {
  it("accepts an indexer up to a few blocks behind the chain's head, or level with it", () => {
    expect(keepsUp(100, 100)).toBe(true);
    expect(keepsUp(100, 100 - MAX_INDEXER_LAG_BLOCKS)).toBe(true);
    expect(keepsUp(100, 99 - MAX_INDEXER_LAG_BLOCKS)).toBe(false);
    expect(keepsUp(100, 0)).toBe(false);
  });

  it("accepts an indexer a few blocks ahead (the page polls for blocks), not one far ahead: another chain's history", () => {
    expect(keepsUp(100, 100 + MAX_INDEXER_LAG_BLOCKS)).toBe(true);
    expect(keepsUp(100, 101 + MAX_INDEXER_LAG_BLOCKS)).toBe(false);
    // A local chain restarted from genesis at block 3, beside an indexer of the old chain at block 800.
    expect(keepsUp(3, 800)).toBe(false);
  });
});
