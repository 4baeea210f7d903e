import { describe, expect, it } from "vitest";
import { IndexerAnswerError } from "./indexerAnswer";
import type { IndexerHttp } from "./indexerHttp";
import { loadIndexerPositions } from "./loadIndexerPositions";

const GENESIS = `0x${"ab".repeat(32)}`;
const FACTORY = `0x${"fa".repeat(20)}`;
const POOL = `0x${"01".repeat(20)}`;
const EMPTY_POOL = `0x${"02".repeat(20)}`;
const T0 = `0x${"0a".repeat(20)}`;
const T1 = `0x${"0b".repeat(20)}`;
const ACCOUNT = `0x${"Cd".repeat(20)}`;
const EXPECTED = { chainId: 555555, genesisHash: GENESIS, factory: FACTORY };

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

function fakeIndexer(a: ReturnType<typeof answers>, calls: unknown[][] = []): IndexerHttp {
  return {
    status: async () => a.status,
    sql: async (query, params) => {
      calls.push([query, ...params]);
      if (query.includes("indexed_chain")) return { rows: a.chain };
      if (query.includes("from pair")) return { rows: a.pairs };
      return { rows: a.positions };
    },
  };
}

describe("loadIndexerPositions", () => {
  it("gives every pool with its reserves and supply, and the account's LP balance (zero where it holds none)", async () => {
    const calls: unknown[][] = [];
    const { head, pairs } = await loadIndexerPositions(fakeIndexer(answers(), calls), EXPECTED, ACCOUNT);
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
    await expect(loadIndexerPositions(fakeIndexer(a), EXPECTED, ACCOUNT)).rejects.toBeInstanceOf(IndexerAnswerError);
  });
});
