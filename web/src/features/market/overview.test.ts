import { describe, expect, it } from "vitest";
import type { PricingRules } from "@/sdk";
import { buildOverview, windowValue } from "./overview";
import type { MarketTokenInfo } from "./types";

const E18 = 10n ** 18n;
const WN = "0x00000000000000000000000000000000000000aa";
const BARK = "0x00000000000000000000000000000000000000b1";
const LONE = "0x00000000000000000000000000000000000000c1";
const P1 = "0x00000000000000000000000000000000000000d1";
const P2 = "0x00000000000000000000000000000000000000d2";
const RULES: PricingRules = { wrappedNative: WN, minNativeLiquidity: 10n * E18, whitelist: [] };
const info = (address: string, symbol: string): MarketTokenInfo => ({ address, symbol, name: symbol, decimals: 18, verified: true });
const TOKENS = new Map([WN, BARK, LONE].map((a, i) => [a, info(a, ["WN", "BARK", "LONE"][i])]));
const POOLS = [
  { address: P1, token0: WN, token1: BARK, reserve0: 100n * E18, reserve1: 10_000n * E18 }, // BARK = 0.01
  { address: P2, token0: BARK, token1: LONE, reserve0: 500n * E18, reserve1: 7n * E18 }, // 5 native on the BARK side: no price for LONE
];
const window = (volume0: bigint, volume1: bigint, swaps: number) => ({ volume0, volume1, swaps });

describe("windowValue", () => {
  it("averages both priced sides, else takes the priced one, else nothing", () => {
    const one = { numerator: 1n, denominator: 1n };
    const half = { numerator: 1n, denominator: 2n };
    expect(windowValue(window(10n, 30n, 1), one, half)).toBe(12n);
    expect(windowValue(window(10n, 30n, 1), undefined, half)).toBe(15n);
    expect(windowValue(window(10n, 30n, 1), undefined, undefined)).toBeUndefined();
  });
});

describe("buildOverview", () => {
  it("gives pools their native liquidity, volumes, fees and past-fee yearly rate, and none where a token has no price", () => {
    const activity = new Map([
      [P1, { day: window(2n * E18, 200n * E18, 3), week: window(4n * E18, 400n * E18, 5) }],
      [P2, { day: window(50n * E18, 1n * E18, 1), week: window(50n * E18, 1n * E18, 1) }],
    ]);
    const { pools } = buildOverview({ pools: POOLS, tokens: TOKENS, rules: RULES, activity });
    const [p1, p2] = pools;
    expect(p1.liquidityNative).toBe(200n * E18);
    expect(p1.day).toMatchObject({ swaps: 3, volumeNative: 2n * E18, feesNative: (2n * E18 * 3n) / 1000n, fees0: (2n * E18 * 3n) / 1000n });
    expect(p1.week?.volumeNative).toBe(4n * E18);
    // 0.006 native a day over 200 native, for 365 days.
    expect(p1.feeYearlyRate).toBeCloseTo((0.006 * 365) / 200, 12);
    expect(p2.liquidityNative).toBeUndefined();
    expect(p2.feeYearlyRate).toBeUndefined();
    // Only the BARK side is priced: its value alone.
    expect(p2.day?.volumeNative).toBe((50n * E18) / 100n);
  });

  it("leaves the 24 h figures out while the logs are read, and counts a pool without swaps as zero once they are", () => {
    expect(buildOverview({ pools: POOLS, tokens: TOKENS, rules: RULES }).pools[0].day).toBeUndefined();
    const { pools, tokens } = buildOverview({ pools: POOLS, tokens: TOKENS, rules: RULES, activity: new Map() });
    expect(pools[0].day).toMatchObject({ swaps: 0, volumeNative: 0n });
    expect(tokens.find((t) => t.address === BARK)?.volume24h).toBe(0n);
  });

  it("sums each token over its pools and prices it with its 24 h change", () => {
    const activity = new Map([[P1, { day: window(1n * E18, 100n * E18, 1), week: window(1n * E18, 100n * E18, 1) }], [P2, { day: window(20n * E18, 0n, 1), week: window(20n * E18, 0n, 1) }]]);
    // A day ago BARK stood at 0.008 native.
    const reservesDayAgo = new Map([[P1, { reserve0: 80n * E18, reserve1: 10_000n * E18 }]]);
    const { tokens } = buildOverview({ pools: POOLS, tokens: TOKENS, rules: RULES, activity, reservesDayAgo });
    const bark = tokens.find((t) => t.address === BARK)!;
    expect(bark).toMatchObject({ pools: 2, liquidity: 10_500n * E18, liquidityNative: 105n * E18, volume24h: 120n * E18, volume24hNative: (120n * E18) / 100n });
    expect(bark.change24h).toBeCloseTo(0.25, 12);
    const lone = tokens.find((t) => t.address === LONE)!;
    expect(lone.price).toBeUndefined();
    expect(lone).toMatchObject({ pools: 1, liquidity: 7n * E18 });
    expect(lone.liquidityNative).toBeUndefined();
  });

  it("skips a pool whose token metadata is not read yet", () => {
    const tokens = new Map([[WN, TOKENS.get(WN)!], [BARK, TOKENS.get(BARK)!]]);
    expect(buildOverview({ pools: POOLS, tokens, rules: RULES }).pools.map((p) => p.address)).toEqual([P1]);
  });
});
