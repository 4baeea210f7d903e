import { describe, expect, it } from "vitest";
import { IndexerAnswerError } from "./indexerAnswer";
import { loadIndexerRouteHistory, loadIndexerTokenHistory, MAX_SERIES_SYNCS, SYNC_PAGE_ROWS } from "./loadIndexerHistory";
import { fakeIndexer, TEST_EXPECTED as EXPECTED, TEST_FACTORY as FACTORY, TEST_GENESIS as GENESIS, type Rows } from "./testIndexer";

const WNATIVE = `0x${"0e".repeat(20)}`;
const TOKEN = `0x${"0a".repeat(20)}`;
const OTHER = `0x${"0b".repeat(20)}`;
const NATIVE_POOL = `0x${"01".repeat(20)}`;
const OTHER_POOL = `0x${"02".repeat(20)}`;
const TX = `0x${"cc".repeat(32)}`;
const HEAD = { number: 120, timestamp: 1_000_000 };
const RULES = { wrappedNative: WNATIVE, minNativeLiquidity: 1n, whitelist: [] };
const UNIT = 10n ** 18n;

/** A well-formed answer per query, which each test breaks in one place. */
function answers(): { status: unknown; chain: Rows; pools: Rows; syncs: Rows; swaps: Rows } {
  return {
    status: { chain555555: { id: 555555, block: HEAD } },
    chain: [{ genesis_hash: GENESIS, factory: FACTORY }],
    pools: [
      { address: NATIVE_POOL, token0: WNATIVE, token1: TOKEN },
      { address: OTHER_POOL, token0: OTHER, token1: WNATIVE },
    ],
    // Two Syncs in block 12: only the block's last one is its state.
    syncs: [
      { pair: NATIVE_POOL, block_number: "12", log_index: 7, timestamp: "999000", reserve0: String(5n * UNIT), reserve1: String(UNIT) },
      { pair: NATIVE_POOL, block_number: "10", log_index: 1, timestamp: "998000", reserve0: String(2n * UNIT), reserve1: String(UNIT) },
      { pair: NATIVE_POOL, block_number: "12", log_index: 3, timestamp: "999000", reserve0: String(4n * UNIT), reserve1: String(UNIT) },
    ],
    swaps: [{ pair: NATIVE_POOL, block_number: "12", log_index: 2, timestamp: "999000", transaction: TX, amount0_in: "0", amount1_in: "0", amount0_out: "30", amount1_out: "0" }],
  };
}

/**
 * The Sync rows a real indexer gives for a page query: up to the head ($2), after the cursor ($3 block, $4 log index),
 * in block and log order, at most a page.
 */
function syncPage(syncs: Rows, params: readonly unknown[]): Rows {
  // A broken answer (not a list) goes out as it is.
  if (!Array.isArray(syncs)) return syncs;
  const [, head, block, logIndex] = params.map(Number);
  const at = (r: Record<string, unknown>) => [Number(r.block_number), Number(r.log_index)];
  return syncs
    .filter((r) => {
      const [b, l] = at(r);
      return b <= head && (b > block || (b === block && l > logIndex));
    })
    .sort((x, y) => at(x)[0] - at(y)[0] || at(x)[1] - at(y)[1])
    .slice(0, SYNC_PAGE_ROWS);
}

/** An indexer answering `a`; records the queries with their parameters. */
function indexerOf(a: ReturnType<typeof answers>, calls: unknown[][] = []) {
  return fakeIndexer(a.status, (query, params) => (query.includes("from pair") ? a.pools : query.includes("from sync") ? syncPage(a.syncs, params) : a.swaps), calls, a.chain);
}

describe("loadIndexerTokenHistory", () => {
  it("prices the token at the end of each block from the Syncs of its pools, at the blocks' times, with its swaps", async () => {
    const calls: unknown[][] = [];
    const history = await loadIndexerTokenHistory(indexerOf(answers(), calls), EXPECTED, RULES, { address: TOKEN, decimals: 18 });
    expect(history.head).toBe(120);
    expect(history.now).toBe(HEAD.timestamp);
    expect(history.points).toEqual([
      { time: 998_000, value: 2 },
      { time: 999_000, value: 5 },
    ]);
    expect(history.swaps).toEqual([{ txHash: TX, blockNumber: 12, time: 999_000, pool: NATIVE_POOL, side: "sell", amount: 0n, otherToken: WNATIVE, otherAmount: 30n }]);
    // Every query is bounded by the indexed head and names the token (and, for the Syncs, the pricing anchors).
    const syncReads = calls.filter(([q]) => String(q).includes("from sync"));
    const swapReads = calls.filter(([q]) => String(q).includes("from swap"));
    expect(syncReads.map((c) => c.slice(1))).toEqual([[555555, "120", "0", -1, TOKEN, WNATIVE]]);
    expect(swapReads.map((c) => c.slice(1))).toEqual([[555555, "120", TOKEN]]);
  });

  it("sends the same queries however many pools the market has: the query picks them, no list of pools is sent", async () => {
    const queriesWith = async (pools: Rows) => {
      const a = answers();
      a.pools = pools;
      const calls: unknown[][] = [];
      await loadIndexerTokenHistory(indexerOf(a, calls), EXPECTED, RULES, { address: TOKEN, decimals: 18 });
      return calls.filter(([q]) => /from (sync|swap)/.test(String(q)));
    };
    const many = Array.from({ length: 300 }, (_, i) => ({ address: `0x${(i + 1).toString(16).padStart(40, "0")}`, token0: WNATIVE, token1: TOKEN }));
    const few = await queriesWith(answers().pools);
    expect(await queriesWith(many)).toEqual(few);
    for (const [query] of few) expect(String(query).length).toBeLessThan(1_000);
  });

  it("shows nothing for a token without pools, whatever rows come back (only the factory's pools count)", async () => {
    const a = answers();
    a.pools = [];
    const history = await loadIndexerTokenHistory(indexerOf(a), EXPECTED, RULES, { address: TOKEN, decimals: 18 });
    expect(history.points).toEqual([]);
    expect(history.swaps).toEqual([]);
  });

  it("reads no Syncs for the wrapped native coin, the unit every price is in", async () => {
    const calls: unknown[][] = [];
    const history = await loadIndexerTokenHistory(indexerOf(answers(), calls), EXPECTED, RULES, { address: WNATIVE, decimals: 18 });
    expect(history.points).toEqual([]);
    expect(calls.some(([q]) => String(q).includes("from sync"))).toBe(false);
  });

  it("reads only the Syncs of blocks after its last answer, and builds the same series as a full read", async () => {
    const a = answers();
    const first = await loadIndexerTokenHistory(indexerOf(a), EXPECTED, RULES, { address: TOKEN, decimals: 18 });
    a.status = { chain555555: { id: 555555, block: { number: 130, timestamp: 1_000_100 } } };
    a.syncs.push({ pair: NATIVE_POOL, block_number: "125", log_index: 0, timestamp: "1000050", reserve0: String(8n * UNIT), reserve1: String(UNIT) });
    const calls: unknown[][] = [];
    const next = await loadIndexerTokenHistory(indexerOf(a, calls), EXPECTED, RULES, { address: TOKEN, decimals: 18 }, first);
    expect(calls.filter(([q]) => String(q).includes("from sync")).map((c) => c.slice(1, 5))).toEqual([[555555, "130", "91", -1]]);
    expect(next.points).toEqual([
      { time: 998_000, value: 2 },
      { time: 999_000, value: 5 },
      { time: 1_000_050, value: 8 },
    ]);
    expect(next).toEqual(await loadIndexerTokenHistory(indexerOf(a), EXPECTED, RULES, { address: TOKEN, decimals: 18 }));
  });

  it("reads its last 30 blocks again, which the indexer may have rewritten since (a reorg, a reverted local chain)", async () => {
    const a = answers();
    a.syncs.push({ pair: NATIVE_POOL, block_number: "110", log_index: 0, timestamp: "999500", reserve0: String(6n * UNIT), reserve1: String(UNIT) });
    const first = await loadIndexerTokenHistory(indexerOf(a), EXPECTED, RULES, { address: TOKEN, decimals: 18 });
    expect(first.points.at(-1)).toEqual({ time: 999_500, value: 6 });
    // Block 110 of another branch, and the chain past the first answer's head again.
    a.status = { chain555555: { id: 555555, block: { number: 130, timestamp: 1_000_100 } } };
    a.syncs[3] = { ...a.syncs[3], reserve0: String(7n * UNIT) };
    const next = await loadIndexerTokenHistory(indexerOf(a), EXPECTED, RULES, { address: TOKEN, decimals: 18 }, first);
    expect(next.points.at(-1)).toEqual({ time: 999_500, value: 7 });
    expect(next).toEqual(await loadIndexerTokenHistory(indexerOf(a), EXPECTED, RULES, { address: TOKEN, decimals: 18 }));
  });

  it("reads everything again when its last answer is of another chain or went past the indexer's head", async () => {
    const a = answers();
    const first = await loadIndexerTokenHistory(indexerOf(a), EXPECTED, RULES, { address: TOKEN, decimals: 18 });
    const restarted = { ...EXPECTED, genesisHash: `0x${"cd".repeat(32)}` };
    const b = answers();
    b.chain[0].genesis_hash = restarted.genesisHash;
    b.syncs = [b.syncs[0]];
    const calls: unknown[][] = [];
    const other = await loadIndexerTokenHistory(indexerOf(b, calls), restarted, RULES, { address: TOKEN, decimals: 18 }, first);
    expect(calls.filter(([q]) => String(q).includes("from sync")).map((c) => c[3])).toEqual(["0"]);
    expect(other.points).toEqual([{ time: 999_000, value: 5 }]);

    const behind = answers();
    behind.status = { chain555555: { id: 555555, block: { number: 11, timestamp: 998_500 } } };
    const back = await loadIndexerTokenHistory(indexerOf(behind), EXPECTED, RULES, { address: TOKEN, decimals: 18 }, first);
    expect(back.points).toEqual([{ time: 998_000, value: 2 }]);
  });

  it("reads a long history page by page, every row once", async () => {
    const a = answers();
    const blocks = 2 * SYNC_PAGE_ROWS + 5;
    a.status = { chain555555: { id: 555555, block: { number: blocks + 10, timestamp: 2_000_000 } } };
    a.syncs = Array.from({ length: blocks }, (_, i) => ({ pair: NATIVE_POOL, block_number: String(i + 1), log_index: 0, timestamp: String(1_000_000 + i), reserve0: String(BigInt(i + 1) * UNIT), reserve1: String(UNIT) }));
    const calls: unknown[][] = [];
    const history = await loadIndexerTokenHistory(indexerOf(a, calls), EXPECTED, RULES, { address: TOKEN, decimals: 18 });
    const cursors = calls.filter(([q]) => String(q).includes("from sync")).map((c) => [c[3], c[4]]);
    expect(cursors).toEqual([
      ["0", -1],
      [String(SYNC_PAGE_ROWS), 0],
      [String(2 * SYNC_PAGE_ROWS), 0],
    ]);
    expect(history.points.length).toBe(blocks);
    expect(history.points.at(-1)).toEqual({ time: 1_000_000 + blocks - 1, value: blocks });
  });

  it(`stops reading a series past ${MAX_SERIES_SYNCS} rows, far fewer than an indexer could send, with an answer error`, async () => {
    const a = answers();
    a.status = { chain555555: { id: 555555, block: { number: 1e9, timestamp: 2_000_000 } } };
    // Always a full page of new rows after the cursor: an indexer (or a market) whose Syncs never end.
    const endless = (params: readonly unknown[]): Rows => {
      const after = Number(params[2]);
      return Array.from({ length: SYNC_PAGE_ROWS }, (_, i) => ({ pair: NATIVE_POOL, block_number: String(after + i + 1), log_index: 0, timestamp: "1000000", reserve0: "2", reserve1: "1" }));
    };
    const calls: unknown[][] = [];
    const indexer = fakeIndexer(a.status, (query, params) => (query.includes("from pair") ? a.pools : query.includes("from sync") ? endless(params) : a.swaps), calls, a.chain);
    const read = loadIndexerTokenHistory(indexer, EXPECTED, RULES, { address: TOKEN, decimals: 18 });
    await expect(read).rejects.toBeInstanceOf(IndexerAnswerError);
    await expect(read).rejects.toThrow(`more than ${MAX_SERIES_SYNCS} rows`);
    // It gives up one page past the limit, having held no more rows than a tab can (some 110,000: about 16 MB).
    const pages = calls.filter(([q]) => String(q).includes("from sync")).length;
    expect(pages).toBe(MAX_SERIES_SYNCS / SYNC_PAGE_ROWS + 1);
    expect(pages * SYNC_PAGE_ROWS).toBeLessThanOrEqual(110_000);
  });

  it("refuses Syncs that come again or out of order (an indexer paging without end)", async () => {
    const a = answers();
    const indexer = fakeIndexer(a.status, (query) => (query.includes("from pair") ? a.pools : query.includes("from sync") ? a.syncs : a.swaps), [], a.chain);
    await expect(loadIndexerTokenHistory(indexer, EXPECTED, RULES, { address: TOKEN, decimals: 18 })).rejects.toBeInstanceOf(IndexerAnswerError);
  });

  const refused: [string, (a: ReturnType<typeof answers>) => void][] = [
    ["another chain's data (genesis hash)", (a) => (a.chain[0].genesis_hash = `0x${"cd".repeat(32)}`)],
    ["a pool address that is not one", (a) => (a.pools[0].token1 = "<b>x</b>")],
    ["a Sync of a pool that is not an address", (a) => (a.syncs[0].pair = "javascript:alert(1)")],
    ["a reserve beyond uint112", (a) => (a.syncs[0].reserve0 = (1n << 112n).toString())],
    ["a block number that is not an integer", (a) => (a.syncs[1].block_number = "10.5")],
    ["a negative log index", (a) => (a.syncs[1].log_index = -1)],
    ["a time that is not a number", (a) => (a.syncs[1].timestamp = "yesterday")],
    ["a transaction that is not a hash", (a) => (a.swaps[0].transaction = "0x12")],
    ["a swap amount as a JSON number", (a) => (a.swaps[0].amount0_out = 30)],
    ["rows that are not a list", (a) => ((a as { syncs: unknown }).syncs = { length: 1 })],
  ];
  it.each(refused)("refuses %s", async (_, breakIt) => {
    const a = answers();
    breakIt(a);
    await expect(loadIndexerTokenHistory(indexerOf(a), EXPECTED, RULES, { address: TOKEN, decimals: 18 })).rejects.toBeInstanceOf(IndexerAnswerError);
  });
});

describe("loadIndexerRouteHistory", () => {
  it("gives the route's price (its first token in its last) at each block from its pools' Syncs", async () => {
    const history = await loadIndexerRouteHistory(indexerOf(answers()), EXPECTED, { path: [TOKEN, WNATIVE], inputDecimals: 18, outputDecimals: 18 });
    expect(history.noPool).toBe(false);
    expect(history.points).toEqual([
      { time: 998_000, value: 2 },
      { time: 999_000, value: 5 },
    ]);
    expect(history.swaps).toEqual([]);
  });

  it("says when a hop has no pool, and reads no Syncs", async () => {
    const calls: unknown[][] = [];
    const history = await loadIndexerRouteHistory(indexerOf(answers(), calls), EXPECTED, { path: [TOKEN, OTHER], inputDecimals: 18, outputDecimals: 18 });
    expect(history.noPool).toBe(true);
    expect(calls.some(([q]) => String(q).includes("from sync"))).toBe(false);
  });
});
