import { describe, expect, it } from "vitest";
import { indexedHead, keepsUp, MAX_INDEXER_LAG_BLOCKS } from "./indexedHead";
import { fakeIndexer, TEST_EXPECTED, TEST_FACTORY, TEST_GENESIS, type Rows } from "./testIndexer";

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

describe("indexedHead", () => {
  const status = { chain555555: { id: 555555, block: { number: 50, timestamp: 7 } } };
  const chainRow = () => ({ genesis_hash: TEST_GENESIS, factory: TEST_FACTORY });

  it("gives the indexed head once the indexer's record of this chain id matches its genesis and factory", async () => {
    const calls: unknown[][] = [];
    expect(await indexedHead(fakeIndexer(status, () => [], calls, [chainRow()]), TEST_EXPECTED, "history")).toEqual({ number: 50, timestamp: 7 });
    expect(calls.map((c) => c.slice(1))).toEqual([[555555]]);
  });

  const refused: [string, Rows, RegExp][] = [
    ["a chain it does not index", [], /chain 555555 is not indexed/],
    ["another chain's data", [{ ...chainRow(), genesis_hash: `0x${"cd".repeat(32)}` }], /chain 555555: another chain's data \(genesis hash differs\)/],
    ["another factory's data", [{ ...chainRow(), factory: `0x${"fb".repeat(20)}` }], /chain 555555: another factory's data/],
    ["an answer that is not a list of rows", { length: 1 } as unknown as Rows, /chain: rows is not valid/],
  ];
  it.each(refused)("refuses %s, saying so", async (_, chain, message) => {
    await expect(indexedHead(fakeIndexer(status, () => [], [], chain), TEST_EXPECTED, "market")).rejects.toThrow(message);
  });
});
