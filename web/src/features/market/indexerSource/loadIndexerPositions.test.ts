import { describe, expect, it } from "vitest";
import { IndexerAnswerError } from "./indexerAnswer";
import { loadIndexerPositions } from "./loadIndexerPositions";
import { fakeIndexer, TEST_EXPECTED as EXPECTED, TEST_FACTORY as FACTORY, TEST_GENESIS as GENESIS } from "./testIndexer";

const POOL = `0x${"01".repeat(20)}`;
const EMPTY_POOL = `0x${"02".repeat(20)}`;
const T0 = `0x${"0a".repeat(20)}`;
const T1 = `0x${"0b".repeat(20)}`;
const ACCOUNT = `0x${"Cd".repeat(20)}`;

function answers() {
  return {
    status: { chain555555: { id: 555555, block: { number: 50, timestamp: 7 } } } as unknown,
    chain: [{ genesis_hash: GENESIS, factory: FACTORY }] as Record<string, unknown>[],
    pairs: [
      { address: POOL, token0: T0, token1: T1, reserve0: "1000", reserve1: "4000", total_supply: "2000" },
      { address: EMPTY_POOL, token0: T1, token1: T0, reserve0: "0", reserve1: "0", total_supply: "0" },
    ] as Record<string, unknown>[],
    positions: [{ pair: POOL, balance: "500" }] as Record<string, unknown>[],
  };
}

/** An indexer answering `a`; records the queries with their parameters. */
function indexerOf(a: ReturnType<typeof answers>, calls: unknown[][] = []) {
  return fakeIndexer(a.status, (query) => (query.includes("from pair") ? a.pairs : a.positions), calls, a.chain);
}

describe("loadIndexerPositions", () => {
  it("gives every pool with its reserves and supply, and the account's LP balance (zero where it holds none)", async () => {
    const calls: unknown[][] = [];
    const { head, pairs } = await loadIndexerPositions(indexerOf(answers(), calls), EXPECTED, ACCOUNT);
    expect(head).toBe(50);
    expect(pairs).toEqual([
      { address: POOL, token0: T0, token1: T1, reserve0: 1000n, reserve1: 4000n, totalSupply: 2000n, balance: 500n },
      { address: EMPTY_POOL, token0: T1, token1: T0, reserve0: 0n, reserve1: 0n, totalSupply: 0n, balance: 0n },
    ]);
    // The account is asked for as the indexer stores addresses: lowercase.
    expect(calls.find(([q]) => String(q).includes("liquidity_position"))?.slice(1)).toEqual([555555, ACCOUNT.toLowerCase()]);
  });

  const refused: [string, (a: ReturnType<typeof answers>) => void][] = [
    ["another chain's data (genesis hash)", (a) => (a.chain[0].genesis_hash = `0x${"cd".repeat(32)}`)],
    ["a negative balance", (a) => (a.positions[0].balance = "-500")],
    ["a balance of a pool that is not an address", (a) => (a.positions[0].pair = "<svg onload=alert(1)>")],
    ["a supply that is not a number", (a) => (a.pairs[0].total_supply = "lots")],
    ["a reserve beyond uint112", (a) => (a.pairs[0].reserve1 = (1n << 112n).toString())],
  ];
  it.each(refused)("refuses %s", async (_, breakIt) => {
    const a = answers();
    breakIt(a);
    await expect(loadIndexerPositions(indexerOf(a), EXPECTED, ACCOUNT)).rejects.toBeInstanceOf(IndexerAnswerError);
  });
});
