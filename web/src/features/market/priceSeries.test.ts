import { describe, expect, it } from "vitest";
import { addressTopic, TOPICS } from "../insight";
import type { RawLog } from "../insight";
import { nativePriceNumber, pricingPoolsOf, replayReserves, routePriceHistory, tokenPriceHistory } from "./priceSeries";

const WNATIVE = "0x00000000000000000000000000000000000000e1";
const TOKEN = "0x00000000000000000000000000000000000000b1";
const BARK = "0x00000000000000000000000000000000000000b2";
const OTHER = "0x00000000000000000000000000000000000000b3";
const POOL_NATIVE = "0x00000000000000000000000000000000000000a1"; // TOKEN / WNATIVE
const POOL_BARK = "0x00000000000000000000000000000000000000a2"; // TOKEN / BARK
const POOL_BARK_NATIVE = "0x00000000000000000000000000000000000000a3"; // BARK / WNATIVE
const POOL_OTHER = "0x00000000000000000000000000000000000000a4"; // BARK / OTHER
const E18 = 10n ** 18n;
const words = (...values: bigint[]) => `0x${values.map((v) => v.toString(16).padStart(64, "0")).join("")}`;

let index = 0;
function sync(address: string, blockNumber: number, reserve0: bigint, reserve1: bigint): RawLog {
  return { address, blockNumber, logIndex: index++, transactionHash: "0x1", topics: [TOPICS.sync], data: words(reserve0, reserve1) };
}

const POOLS = [
  { address: POOL_NATIVE, token0: TOKEN, token1: WNATIVE },
  { address: POOL_BARK, token0: BARK, token1: TOKEN },
  { address: POOL_BARK_NATIVE, token0: BARK, token1: WNATIVE },
  { address: POOL_OTHER, token0: BARK, token1: OTHER },
];
const RULES = { wrappedNative: WNATIVE, minNativeLiquidity: 10n * E18, whitelist: [BARK] };

describe("replayReserves", () => {
  it("gives one value per block, after the block's last Sync, in chain order whatever order the logs come in", () => {
    const logs = [sync(POOL_NATIVE, 5, 1n, 9n), sync(POOL_NATIVE, 3, 1n, 2n), sync(POOL_NATIVE, 5, 1n, 4n), { ...sync(POOL_NATIVE, 3, 1n, 3n), logIndex: -1 }];
    const values = replayReserves(logs, new Set([POOL_NATIVE]), (r) => Number(r.get(POOL_NATIVE)!.reserve1));
    expect(values).toEqual([
      { blockNumber: 3, value: 2 },
      { blockNumber: 5, value: 4 },
    ]);
  });

  it("gives no point for a value a chart cannot draw (a price that overflows a number)", () => {
    const logs = [sync(POOL_NATIVE, 3, 1n, 2n), sync(POOL_NATIVE, 4, 1n, 0n), sync(POOL_NATIVE, 5, 1n, 3n)];
    const values = replayReserves(logs, new Set([POOL_NATIVE]), (r) => (r.get(POOL_NATIVE)!.reserve1 === 0n ? Number.POSITIVE_INFINITY : 1));
    expect(values.map((v) => v.blockNumber)).toEqual([3, 5]);
    const notANumber = replayReserves(logs, new Set([POOL_NATIVE]), () => Number.NaN);
    expect(notANumber).toEqual([]);
  });

  it("ignores Sync logs of other contracts, other events, and blocks with no value", () => {
    const swap: RawLog = { ...sync(POOL_NATIVE, 2, 1n, 1n), topics: [TOPICS.swap, addressTopic(OTHER), addressTopic(OTHER)] };
    const logs = [sync(OTHER, 1, 5n, 5n), swap, sync(POOL_NATIVE, 3, 0n, 1n), sync(POOL_NATIVE, 4, 2n, 1n)];
    const values = replayReserves(logs, new Set([POOL_NATIVE]), (r) => (r.get(POOL_NATIVE)!.reserve0 === 0n ? undefined : 1));
    expect(values).toEqual([{ blockNumber: 4, value: 1 }]);
  });
});

describe("tokenPriceHistory", () => {
  it("prices the token from its native pool once that pool is deep enough, in native coins per whole token", () => {
    const logs = [
      sync(POOL_NATIVE, 10, 100n * E18, 5n * E18), // 5 native: too thin, no price
      sync(POOL_NATIVE, 11, 100n * E18, 20n * E18), // 0.2 native per token
      sync(POOL_NATIVE, 12, 50n * E18, 40n * E18), // 0.8
    ];
    expect(tokenPriceHistory(logs, POOLS, RULES, TOKEN, 18)).toEqual([
      { blockNumber: 11, value: 0.2 },
      { blockNumber: 12, value: 0.8 },
    ]);
  });

  it("prices through a whitelisted token's pool, and moves when the whitelisted token's own price moves", () => {
    const logs = [
      sync(POOL_BARK_NATIVE, 10, 1000n * E18, 100n * E18), // BARK = 0.1 native
      sync(POOL_BARK, 11, 500n * E18, 250n * E18), // TOKEN = 2 BARK = 0.2 native
      sync(POOL_BARK_NATIVE, 12, 500n * E18, 100n * E18), // BARK = 0.2 native, TOKEN = 0.4
      sync(POOL_OTHER, 13, 1n, 1n), // prices neither: no new point
    ];
    const values = tokenPriceHistory(logs, POOLS, RULES, TOKEN, 18);
    expect(values.map((v) => v.blockNumber)).toEqual([11, 12]);
    expect(values[0].value).toBeCloseTo(0.2, 12);
    expect(values[1].value).toBeCloseTo(0.4, 12);
  });

  it("never lets a thin pool with an absurd ratio set a price", () => {
    const logs = [sync(POOL_NATIVE, 10, 1n, 9n * E18)];
    expect(tokenPriceHistory(logs, POOLS, RULES, TOKEN, 18)).toEqual([]);
  });

  it("scales by the token's decimals", () => {
    const logs = [sync(POOL_NATIVE, 10, 100n * 10n ** 6n, 20n * E18)];
    expect(tokenPriceHistory(logs, POOLS, RULES, TOKEN, 6)[0].value).toBeCloseTo(0.2, 12);
  });

  it("draws no history for the wrapped native coin (always worth one coin)", () => {
    expect(tokenPriceHistory([sync(POOL_NATIVE, 1, 100n * E18, 20n * E18)], POOLS, RULES, WNATIVE, 18)).toEqual([]);
  });
});

describe("pricingPoolsOf", () => {
  it("keeps the token's pools and the pools between the native coin and whitelisted tokens", () => {
    expect(pricingPoolsOf(TOKEN, POOLS, RULES).map((p) => p.address)).toEqual([POOL_NATIVE, POOL_BARK, POOL_BARK_NATIVE]);
  });
});

describe("routePriceHistory", () => {
  it("multiplies each hop's reserve ratio along the route, in either token order, scaled by the ends' decimals", () => {
    const logs = [
      sync(POOL_BARK, 10, 200n * E18, 100n * 10n ** 6n), // BARK→TOKEN: 0.5 TOKEN per BARK
      sync(POOL_NATIVE, 11, 100n * 10n ** 6n, 300n * E18), // TOKEN→WNATIVE: 3 per TOKEN
    ];
    const hops = [
      { pool: POOL_BARK, inputIsToken0: true },
      { pool: POOL_NATIVE, inputIsToken0: true },
    ];
    const values = routePriceHistory(logs, hops, 18, 18);
    expect(values.map((v) => v.blockNumber)).toEqual([11]); // block 10 knows one hop only
    expect(values[0].value).toBeCloseTo(1.5, 12);
    const back = routePriceHistory(logs, [{ pool: POOL_BARK, inputIsToken0: false }], 6, 18);
    expect(back[0].value).toBeCloseTo(2, 12);
    expect(routePriceHistory(logs, [], 18, 18)).toEqual([]);
  });

  it("draws no point while a hop's pool has an empty side: a price of zero is no price", () => {
    const hops = [{ pool: POOL_BARK, inputIsToken0: true }];
    // Selling token0 into a pool with no token1 would get nothing; in the other direction, nothing of token0.
    expect(routePriceHistory([sync(POOL_BARK, 10, 100n * E18, 0n)], hops, 18, 18)).toEqual([]);
    expect(routePriceHistory([sync(POOL_BARK, 10, 0n, 100n * E18)], [{ pool: POOL_BARK, inputIsToken0: false }], 18, 18)).toEqual([]);
    // Refilled, the pool prices again.
    const refilled = routePriceHistory([sync(POOL_BARK, 10, 100n * E18, 0n), sync(POOL_BARK, 11, 100n * E18, 50n * E18)], hops, 18, 18);
    expect(refilled.map((v) => [v.blockNumber, v.value])).toEqual([[11, 0.5]]);
  });
});

describe("nativePriceNumber", () => {
  it("turns native wei per smallest unit into coins per whole token", () => {
    expect(nativePriceNumber({ numerator: 1n, denominator: 100n }, 18)).toBeCloseTo(0.01, 15);
    expect(nativePriceNumber({ numerator: 10n ** 12n, denominator: 1n }, 6)).toBeCloseTo(1, 15);
  });
});
