import { describe, expect, it } from "vitest";
import { IndexerAnswerError, MAX_ROWS, MAX_TEXT_LENGTH } from "./indexerAnswer";
import { loadIndexerMarket } from "./loadIndexerMarket";
import { fakeIndexer, TEST_EXPECTED as EXPECTED, TEST_FACTORY as FACTORY, TEST_GENESIS as GENESIS, type Rows } from "./testIndexer";

const POOL = `0x${"01".repeat(20)}`;
const T0 = `0x${"0a".repeat(20)}`;
const T1 = `0x${"0b".repeat(20)}`;
const HEAD = { number: 120, timestamp: 1_000_000 };

/** A well-formed answer per query, which each test breaks in one place. */
function answers(): { status: unknown; chain: Rows; pools: Rows; tokens: Rows } {
  return {
    status: { chain555555: { id: 555555, block: HEAD }, chain5555: { id: 5555, block: { number: 9, timestamp: 5 } } },
    chain: [{ genesis_hash: GENESIS, factory: FACTORY }],
    pools: [
      {
        address: POOL,
        token0: T0,
        token1: T1,
        reserve0: "1000",
        reserve1: "2000",
        day_ago_reserve0: "900",
        day_ago_reserve1: "2100",
        day_volume0: "10",
        day_volume1: "20",
        day_swaps: "1",
        week_volume0: "30",
        week_volume1: "60",
        week_swaps: 3,
      },
    ],
    tokens: [
      { address: T0, symbol: "AAA", name: "Token A", decimals: 18 },
      { address: T1, symbol: "BBB", name: "Token B", decimals: null },
    ],
  };
}

/** An indexer answering `a`; records the queries' parameters. */
function indexerOf(a: ReturnType<typeof answers>, calls: unknown[][] = []) {
  return fakeIndexer(
    a.status,
    (query) => {
      if (query.includes("from pair")) return a.pools;
      if (query.includes("from token")) return a.tokens;
      throw new Error(`unexpected query ${query}`);
    },
    calls,
    a.chain,
  );
}

describe("loadIndexerMarket", () => {
  it("reads the chain's pools, tokens, windows and reserves a day ago, every query bounded by the indexed head", async () => {
    const calls: unknown[][] = [];
    const market = await loadIndexerMarket(indexerOf(answers(), calls), EXPECTED);
    expect(market.head).toBe(120);
    expect(market.pools).toEqual([{ address: POOL, token0: T0, token1: T1, reserve0: 1000n, reserve1: 2000n }]);
    expect(market.tokens.get(T1)).toEqual({ symbol: "BBB", name: "Token B", decimals: null });
    expect(market.activity.get(POOL)).toEqual({ day: { volume0: 10n, volume1: 20n, swaps: 1 }, week: { volume0: 30n, volume1: 60n, swaps: 3 } });
    expect(market.reservesDayAgo.get(POOL)).toEqual({ reserve0: 900n, reserve1: 2100n });
    for (const call of calls.filter(([q]) => !String(q).includes("indexed_chain") && !String(q).includes("from token"))) expect(call[2]).toBe("120");
    const pools = calls.find(([q]) => String(q).includes("from pair p"));
    expect(pools?.[3]).toBe(String(HEAD.timestamp - 86_400));
  });

  it("reads the tokens beside the head (one round trip), then the pools with both windows in one query", async () => {
    const calls: unknown[][] = [];
    const indexer = indexerOf(answers(), calls);
    let releaseStatus = () => {};
    const statusHeld = new Promise<void>((resolve) => (releaseStatus = resolve));
    const kinds = () => calls.map(([q]) => (String(q).includes("indexed_chain") ? "chain" : String(q).includes("from token") ? "tokens" : "pools"));
    const loading = loadIndexerMarket({ ...indexer, status: () => statusHeld.then(() => indexer.status()) }, EXPECTED);
    expect(kinds()).toEqual(["chain", "tokens"]);
    releaseStatus();
    await loading;
    expect(kinds()).toEqual(["chain", "tokens", "pools"]);
    // The head at 1,000,000 s: the day from 913,600, the week from 395,200.
    expect(calls[2].slice(1)).toEqual([555555, "120", "913600", "395200"]);
  });

  it("takes each window from the pool's running totals: at the head, less before the day's and the week's start", async () => {
    const calls: unknown[][] = [];
    await loadIndexerMarket(indexerOf(answers(), calls), EXPECTED);
    const pools = String(calls.find(([q]) => String(q).includes("from pair p"))?.[0]);
    expect(pools).toContain("n.volume0_total - coalesce(ds.volume0_total, 0) as day_volume0");
    expect(pools).toContain("n.swaps_total - coalesce(ws.swaps_total, 0) as week_swaps");
    // No sum over the windows' swaps or hours: the read must not grow with the market's trading.
    expect(pools).not.toMatch(/sum\(|pair_hour_data/);
  });

  it("gives a pool without any Sync zero reserves, and a pool without swaps no activity entry", async () => {
    const a = answers();
    Object.assign(a.pools[0], { reserve0: null, reserve1: null, day_ago_reserve0: null, day_ago_reserve1: null });
    Object.assign(a.pools[0], { day_volume0: null, day_volume1: null, day_swaps: null, week_volume0: null, week_volume1: null, week_swaps: null });
    const market = await loadIndexerMarket(indexerOf(a), EXPECTED);
    expect(market.pools[0]).toMatchObject({ reserve0: 0n, reserve1: 0n });
    expect(market.reservesDayAgo.size).toBe(0);
    expect(market.activity.size).toBe(0);
  });

  it("gives a pool whose swaps all lie before the week no activity entry", async () => {
    const a = answers();
    Object.assign(a.pools[0], { day_volume0: "0", day_volume1: "0", day_swaps: "0", week_volume0: "0", week_volume1: "0", week_swaps: "0" });
    const market = await loadIndexerMarket(indexerOf(a), EXPECTED);
    expect(market.activity.size).toBe(0);
  });

  it("counts a day without swaps in a week with some as zero", async () => {
    const a = answers();
    Object.assign(a.pools[0], { day_volume0: "0", day_volume1: "0", day_swaps: 0 });
    const market = await loadIndexerMarket(indexerOf(a), EXPECTED);
    expect(market.activity.get(POOL)).toEqual({ day: { volume0: 0n, volume1: 0n, swaps: 0 }, week: { volume0: 30n, volume1: 60n, swaps: 3 } });
  });

  const refused: [string, (a: ReturnType<typeof answers>) => void][] = [
    ["another chain's data (genesis hash)", (a) => (a.chain[0].genesis_hash = `0x${"cd".repeat(32)}`)],
    ["another factory's data", (a) => (a.chain[0].factory = `0x${"fb".repeat(20)}`)],
    ["a chain the indexer does not index", (a) => (a.chain = [])],
    ["no status for the chain", (a) => (a.status = { other: { id: 1, block: HEAD } })],
    ["two status entries for the chain", (a) => (a.status = { x: { id: 555555, block: HEAD }, y: { id: 555555, block: HEAD } })],
    ["a status block that is not a number", (a) => (a.status = { x: { id: 555555, block: { number: "12abc", timestamp: 1 } } })],
    ["a status that is not an object", (a) => (a.status = "<html>")],
    ["an address that is not one", (a) => (a.pools[0].token0 = "<img src=x onerror=alert(1)>")],
    ["a checksummed (not stored) address", (a) => (a.pools[0].address = `0x${"AB".repeat(20)}`)],
    ["a reserve beyond uint112", (a) => (a.pools[0].reserve0 = (1n << 112n).toString())],
    ["a reserve a day ago beyond uint112", (a) => (a.pools[0].day_ago_reserve1 = (1n << 112n).toString())],
    ["one reserve missing", (a) => (a.pools[0].reserve1 = null)],
    ["one reserve a day ago missing", (a) => (a.pools[0].day_ago_reserve0 = null)],
    ["a negative window (running totals that went down)", (a) => (a.pools[0].day_volume0 = "-5")],
    ["an amount as a JSON number (precision lost)", (a) => (a.pools[0].week_volume0 = 1e30)],
    ["an amount with a fraction", (a) => (a.pools[0].week_volume1 = "1.5")],
    ["an amount of more than 78 digits", (a) => (a.pools[0].week_volume1 = "1".repeat(79))],
    ["a swap count that is not an integer", (a) => (a.pools[0].week_swaps = 1.5)],
    ["a negative swap count", (a) => (a.pools[0].day_swaps = -1)],
    ["a missing swap count beside volumes", (a) => (a.pools[0].day_swaps = null)],
    ["a missing volume beside a swap count", (a) => (a.pools[0].week_volume1 = null)],
    ["decimals beyond 255", (a) => (a.tokens[0].decimals = 256)],
    ["decimals as text", (a) => (a.tokens[0].decimals = "18")],
    ["a symbol that is not text", (a) => (a.tokens[0].symbol = { toString: "x" })],
    ["a huge name", (a) => (a.tokens[0].name = "x".repeat(MAX_TEXT_LENGTH + 1))],
    ["rows that are not a list", (a) => ((a as { pools: unknown }).pools = "many")],
    ["a row that is not an object", (a) => (a.tokens = [null as unknown as Record<string, unknown>])],
    ["more rows than any market has", (a) => (a.pools = Array.from({ length: MAX_ROWS + 1 }, () => a.pools[0]))],
  ];
  it.each(refused)("refuses %s", async (_, breakIt) => {
    const a = answers();
    breakIt(a);
    await expect(loadIndexerMarket(indexerOf(a), EXPECTED)).rejects.toBeInstanceOf(IndexerAnswerError);
  });

  it("keeps markup in a token's text as text (it is rendered as text, never parsed)", async () => {
    const a = answers();
    a.tokens[0].name = "<script>alert(1)</script>";
    const market = await loadIndexerMarket(indexerOf(a), EXPECTED);
    expect(market.tokens.get(T0)?.name).toBe("<script>alert(1)</script>");
  });
});
