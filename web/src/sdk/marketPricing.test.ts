import { describe, expect, it } from "vitest";
import { poolCanPrice, poolLiquidityInNative, priceToken, priceTokens, pricingAnchors, valueInNative, type PricingPool, type PricingRules } from "./marketPricing";

const E18 = 10n ** 18n;
const WN = "0x00000000000000000000000000000000000000aa";
const BARK = "0x00000000000000000000000000000000000000b1";
const FIVE = "0x00000000000000000000000000000000000000b2";
const GAME = "0x00000000000000000000000000000000000000c1";
const USDT = "0x00000000000000000000000000000000000000c2";
const LONE = "0x00000000000000000000000000000000000000c3";

const RULES: PricingRules = { wrappedNative: WN, minNativeLiquidity: 10n * E18, whitelist: [BARK, FIVE] };

let next = 1;
function pool(token0: string, reserve0: bigint, token1: string, reserve1: bigint, address?: string): PricingPool {
  return { address: address ?? `0x${(next++).toString(16).padStart(40, "0")}`, token0, token1, reserve0, reserve1 };
}

/** Native coins per whole token (18 decimals) of a price, as a float for readable expectations. */
function perToken(prices: Map<string, { numerator: bigint; denominator: bigint }>, token: string): number | undefined {
  const p = prices.get(token);
  return p === undefined ? undefined : Number((E18 * p.numerator * 1_000_000n) / p.denominator / E18) / 1_000_000;
}

describe("priceTokens", () => {
  it("prices the wrapped native at 1 with no source pool", () => {
    const prices = priceTokens([], RULES);
    expect(prices.get(WN)).toEqual({ numerator: 1n, denominator: 1n });
  });

  it("takes a token's price from its wrapped-native pool when that pool holds the minimum, naming the pool", () => {
    const wnBark = pool(WN, 100n * E18, BARK, 10_000n * E18, "0x00000000000000000000000000000000000000F1");
    const prices = priceTokens([wnBark], RULES);
    expect(perToken(prices, BARK)).toBe(0.01);
    expect(prices.get(BARK)?.sourcePool).toBe("0x00000000000000000000000000000000000000f1");
  });

  it("accepts a native pool holding exactly the minimum and refuses one a wei below it", () => {
    const exactly = priceTokens([pool(GAME, 5n * E18, WN, 10n * E18)], RULES);
    expect(perToken(exactly, GAME)).toBe(2);
    const below = priceTokens([pool(GAME, 5n * E18, WN, 10n * E18 - 1n)], RULES);
    expect(below.has(GAME)).toBe(false);
  });

  it("prices through the deepest whitelisted pool when the native pool is too thin", () => {
    const pools = [
      pool(WN, 100n * E18, BARK, 10_000n * E18), // BARK = 0.01
      pool(GAME, 1n * E18, WN, 1n * E18), // thin: 1 native < 10
      pool(GAME, 500n * E18, BARK, 5_000n * E18, "0x00000000000000000000000000000000000000d1"), // 50 native deep: GAME = 0.1
    ];
    const prices = priceTokens(pools, RULES);
    expect(perToken(prices, GAME)).toBe(0.1);
    expect(prices.get(GAME)?.sourcePool).toBe("0x00000000000000000000000000000000000000d1");
  });

  it("ignores a manipulated thin pool with an absurd ratio, wherever it sits", () => {
    const pools = [
      pool(WN, 100n * E18, BARK, 10_000n * E18), // BARK = 0.01
      // Someone pushed a dust native pool to 1,000,000 native per GAME.
      pool(GAME, 1n, WN, 1_000_000n),
      // And a dust BARK pool to a similar ratio (worth 0.0001 native on the BARK side).
      pool(GAME, 1n, BARK, 10n ** 16n),
      // The real market: 20 native deep on the BARK side, GAME = 0.2.
      pool(GAME, 1_000n * E18, BARK, 20_000n * E18),
    ];
    expect(perToken(priceTokens(pools, RULES), GAME)).toBe(0.2);
  });

  it("never lets a deep pool of a token that is not whitelisted price another token", () => {
    const pools = [
      pool(WN, 100n * E18, GAME, 1_000n * E18), // GAME = 0.1, priced, but not whitelisted
      pool(USDT, 1_000n * E18, GAME, 10_000n * E18),
    ];
    const prices = priceTokens(pools, RULES);
    expect(perToken(prices, GAME)).toBe(0.1);
    expect(prices.has(USDT)).toBe(false);
  });

  it("refuses a whitelisted pool whose whitelisted side is worth less than the minimum", () => {
    const pools = [
      pool(WN, 100n * E18, BARK, 10_000n * E18), // BARK = 0.01
      pool(GAME, 10n * E18, BARK, 999n * E18), // 9.99 native on the BARK side
    ];
    expect(priceTokens(pools, RULES).has(GAME)).toBe(false);
  });

  it("chains whitelisted tokens: one priced through another can price a third in a later round", () => {
    const pools = [
      pool(WN, 100n * E18, BARK, 10_000n * E18), // BARK = 0.01
      pool(BARK, 10_000n * E18, FIVE, 2_000n * E18), // FIVE = 0.05 (100 native deep)
      pool(FIVE, 2_000n * E18, USDT, 10_000n * 10n ** 6n), // USDT (6 decimals) = 0.01 per whole token
    ];
    const prices = priceTokens(pools, RULES);
    expect(perToken(prices, FIVE)).toBe(0.05);
    const usdt = prices.get(USDT)!;
    // 0.01 native per whole USDT = 10^16 wei per 10^6 units.
    expect(usdt.numerator * 10n ** 6n).toBe(10n ** 16n * usdt.denominator);
  });

  it("prefers a wrapped-native pool at the threshold over a deeper whitelisted one", () => {
    const pools = [
      pool(WN, 1_000n * E18, BARK, 100_000n * E18), // BARK = 0.01
      pool(GAME, 10n * E18, WN, 10n * E18), // GAME = 1, 10 native: enough
      pool(GAME, 1_000n * E18, BARK, 50_000n * E18), // 500 native deep, GAME = 0.5
    ];
    expect(perToken(priceTokens(pools, RULES), GAME)).toBe(1);
  });

  it("among wrapped-native pools and among whitelisted pools, the deepest wins whatever the order", () => {
    const pools = [
      pool(WN, 100n * E18, BARK, 10_000n * E18), // BARK = 0.01
      pool(WN, 100n * E18, FIVE, 1_000n * E18), // FIVE = 0.1
      pool(GAME, 100n * E18, BARK, 3_000n * E18), // 30 native deep: GAME = 0.3
      pool(GAME, 100n * E18, FIVE, 400n * E18), // 40 native deep: GAME = 0.4
    ];
    expect(perToken(priceTokens(pools, RULES), GAME)).toBe(0.4);
    expect(perToken(priceTokens([...pools].reverse(), RULES), GAME)).toBe(0.4);
  });

  it("breaks a tie in depth by the lower pool address, whatever the order of the pools", () => {
    const pools = [
      pool(WN, 100n * E18, BARK, 10_000n * E18), // BARK = 0.01
      pool(WN, 100n * E18, FIVE, 10_000n * E18), // FIVE = 0.01
      pool(GAME, 100n * E18, BARK, 3_000n * E18, "0x00000000000000000000000000000000000000E2"), // 30 native deep: GAME = 0.3
      pool(GAME, 100n * E18, FIVE, 3_000n * E18, "0x00000000000000000000000000000000000000e1"), // 30 native deep too
      pool(WN, 10n * E18, LONE, 5n * E18, "0x00000000000000000000000000000000000000F4"), // 10 native deep: LONE = 2
      pool(LONE, 10n * E18, WN, 10n * E18, "0x00000000000000000000000000000000000000f3"), // the same depth: LONE = 1
    ];
    for (const order of [pools, [...pools].reverse()]) {
      const prices = priceTokens(order, RULES);
      expect(prices.get(GAME)?.sourcePool).toBe("0x00000000000000000000000000000000000000e1");
      expect(prices.get(LONE)?.sourcePool).toBe("0x00000000000000000000000000000000000000f3");
    }
  });

  it("keeps prices in lowest terms", () => {
    const prices = priceTokens([pool(WN, 100n * E18, BARK, 10_000n * E18, "0x00000000000000000000000000000000000000f1"), pool(BARK, 10_000n * E18, FIVE, 2_000n * E18, "0x00000000000000000000000000000000000000f2")], RULES);
    expect(prices.get(BARK)).toEqual({ numerator: 1n, denominator: 100n, sourcePool: "0x00000000000000000000000000000000000000f1" });
    expect(prices.get(FIVE)).toEqual({ numerator: 1n, denominator: 20n, sourcePool: "0x00000000000000000000000000000000000000f2" });
  });

  it("prices a whole chain of whitelisted tokens, one round each", () => {
    const W = ["0x00000000000000000000000000000000000000a1", "0x00000000000000000000000000000000000000a2", "0x00000000000000000000000000000000000000a3"];
    const rules = { ...RULES, whitelist: W };
    const pools = [pool(WN, 100n * E18, W[0], 100n * E18), pool(W[0], 100n * E18, W[1], 100n * E18), pool(W[1], 100n * E18, W[2], 100n * E18), pool(W[2], 100n * E18, GAME, 50n * E18)];
    expect(perToken(priceTokens(pools, rules), GAME)).toBe(2);
  });

  it("gives no price to a token with no qualifying pool, and none to an empty pool", () => {
    const pools = [pool(LONE, 5n * E18, USDT, 5n * E18), pool(GAME, 0n, WN, 100n * E18)];
    const prices = priceTokens(pools, RULES);
    expect(prices.has(LONE)).toBe(false);
    expect(prices.has(USDT)).toBe(false);
    expect(prices.has(GAME)).toBe(false);
  });

  it("matches addresses whatever their letter case", () => {
    const upper = (a: string) => `0x${a.slice(2).toUpperCase()}`;
    const pools = [pool(upper(WN), 100n * E18, upper(BARK), 10_000n * E18)];
    const prices = priceTokens(pools, { ...RULES, wrappedNative: upper(WN) });
    expect(perToken(prices, BARK)).toBe(0.01);
  });

  it("ignores a pool whose two tokens are the same address", () => {
    expect(priceTokens([pool(GAME, 100n * E18, GAME, 100n * E18)], RULES).has(GAME)).toBe(false);
    // Such a pool of the wrapped native coin would otherwise price the coin against itself, away from 1.
    expect(priceTokens([pool(WN, 100n * E18, WN, 300n * E18)], RULES).get(WN)).toEqual({ numerator: 1n, denominator: 1n });
  });

  it("prices through a whitelisted token whose own price is no unit fraction", () => {
    const pools = [
      pool(WN, 300n * E18, BARK, 10_000n * E18), // BARK = 0.03 = 3/100
      pool(GAME, 500n * E18, BARK, 5_000n * E18), // 150 native deep: GAME = 10 BARK = 0.3
    ];
    expect(priceTokens(pools, RULES).get(GAME)).toMatchObject({ numerator: 3n, denominator: 10n });
  });
});

describe("valueInNative and poolLiquidityInNative", () => {
  it("values an amount at a price, rounding down", () => {
    expect(valueInNative(10n, { numerator: 1n, denominator: 3n })).toBe(3n);
    expect(valueInNative(10n, { numerator: 3n, denominator: 2n })).toBe(15n);
  });

  it("values both reserves of a pool, or gives undefined when a token has no price", () => {
    const wnBark = pool(WN, 100n * E18, BARK, 10_000n * E18);
    const thin = pool(USDT, 7n * E18, BARK, 9n);
    const prices = priceTokens([wnBark, thin], RULES);
    expect(poolLiquidityInNative(wnBark, prices)).toBe(200n * E18);
    expect(poolLiquidityInNative(thin, prices)).toBeUndefined();
    expect(poolLiquidityInNative({ ...thin, token0: BARK, token1: WN }, prices)).toBe((7n * E18) / 100n + 9n);
  });
});

describe("priceToken from the pools that can price it", () => {
  it("names the wrapped native coin and the whitelist as anchors, in lowercase", () => {
    expect([...pricingAnchors({ ...RULES, wrappedNative: WN.toUpperCase().replace("0X", "0x") })].sort()).toEqual([WN, BARK, FIVE].sort());
  });

  it("counts a token's pools with an anchor and the pools between anchors, and nothing else", () => {
    const anchors = pricingAnchors(RULES);
    expect(poolCanPrice(pool(GAME, 1n, WN, 1n), GAME, anchors)).toBe(true);
    expect(poolCanPrice(pool(FIVE, 1n, GAME, 1n), GAME, anchors)).toBe(true);
    expect(poolCanPrice(pool(BARK, 1n, FIVE, 1n), GAME, anchors)).toBe(true);
    expect(poolCanPrice(pool(GAME, 1n, USDT, 1n), GAME, anchors)).toBe(false);
    expect(poolCanPrice(pool(USDT, 1n, WN, 1n), GAME, anchors)).toBe(false);
  });

  it("gives every token of random markets the price priceTokens gives it over the whole market", () => {
    // A fixed linear congruential sequence: the same markets on every run.
    let seed = 36;
    const random = (n: number) => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed % n;
    };
    const tokens = [WN, BARK, FIVE, GAME, USDT, LONE];
    for (let market = 0; market < 300; market++) {
      const pools: PricingPool[] = [];
      for (let i = 0, count = 1 + random(9); i < count; i++) {
        const a = tokens[random(tokens.length)];
        const b = tokens[random(tokens.length)];
        // Reserves around the minimum depth, so that which pool qualifies changes from market to market.
        pools.push(pool(a, BigInt(random(40)) * E18, b, BigInt(random(40)) * E18));
      }
      const whole = priceTokens(pools, RULES);
      const anchors = pricingAnchors(RULES);
      for (const token of tokens) {
        expect(priceToken(token, pools.filter((p) => poolCanPrice(p, token, anchors)), RULES)).toEqual(whole.get(token));
      }
    }
  });
});
