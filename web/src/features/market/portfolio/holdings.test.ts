import { describe, expect, it } from "vitest";
import type { MarketTokenInfo } from "../types";
import { assembleHoldings, lpUnderlying, shareOfPool, type AccountReads, type PairRead } from "./holdings";

const E18 = 10n ** 18n;
const WPEN = "0x000000000000000000000000000000000000000a";
const BARK = "0x000000000000000000000000000000000000000b";
const THIN = "0x000000000000000000000000000000000000000c";
const ODD = "0x000000000000000000000000000000000000000d";
const RULES = { wrappedNative: WPEN, minNativeLiquidity: 10n * E18, whitelist: [] };

const info = (address: string, symbol: string, decimals = 18, verified = true): MarketTokenInfo => ({ address, symbol, name: symbol, decimals, verified });
const TOKENS = new Map([
  [WPEN, info(WPEN, "WPEN")],
  [BARK, info(BARK, "BARK")],
  [THIN, info(THIN, "THIN", 6, false)],
]);

/** WPEN/BARK at 1 : 100 with 1,000 PEN of depth (BARK = 0.01 PEN); WPEN/THIN with 1 PEN only (too thin to price). */
const barkPool: PairRead = { address: "0x00000000000000000000000000000000000000a1", token0: WPEN, token1: BARK, reserve0: 1_000n * E18, reserve1: 100_000n * E18, totalSupply: 10_000n * E18, balance: 0n };
const thinPool: PairRead = { address: "0x00000000000000000000000000000000000000a2", token0: WPEN, token1: THIN, reserve0: E18, reserve1: 1_000_000n * 10n ** 6n, totalSupply: 1_000n * E18, balance: 0n };

const reads = (over: Partial<AccountReads> = {}): AccountReads => ({ native: 5n * E18, balances: new Map(), pairs: [barkPool, thinPool], tokenInfos: new Map(), ...over });

describe("lpUnderlying", () => {
  it("gives each reserve times the held share of the LP supply, rounded down as a burn pays", () => {
    expect(lpUnderlying(25n, 100n, 1_000n, 3n)).toEqual({ amount0: 250n, amount1: 0n });
    expect(lpUnderlying(1n, 3n, 10n, 20n)).toEqual({ amount0: 3n, amount1: 6n });
  });

  it("gives nothing for an empty pool or no LP tokens, and never more than the reserves", () => {
    expect(lpUnderlying(5n, 0n, 10n, 10n)).toEqual({ amount0: 0n, amount1: 0n });
    expect(lpUnderlying(0n, 10n, 10n, 10n)).toEqual({ amount0: 0n, amount1: 0n });
    expect(lpUnderlying(20n, 10n, 7n, 9n)).toEqual({ amount0: 7n, amount1: 9n });
  });

  it("takes a negative LP amount (bad input) as none", () => {
    expect(lpUnderlying(-5n, 10n, 10n, 10n)).toEqual({ amount0: 0n, amount1: 0n });
    expect(shareOfPool(-5n, 10n)).toBe(0);
  });
});

describe("shareOfPool", () => {
  it("is the held fraction of the supply to six decimals, rounded down", () => {
    expect(shareOfPool(1n, 4n)).toBe(0.25);
    expect(shareOfPool(1n, 3n)).toBe(0.333333);
    expect(shareOfPool(10n, 10n)).toBe(1);
    expect(shareOfPool(1n, 0n)).toBe(0);
    expect(shareOfPool(0n, 5n)).toBe(0);
    expect(shareOfPool(20n, 10n)).toBe(1);
  });
});

describe("assembleHoldings", () => {
  it("values a listed token through its deep native pool and counts it in the total with the native coin", () => {
    const h = assembleHoldings(reads({ balances: new Map([[BARK, 300n * E18]]) }), TOKENS, RULES);
    expect(h.native).toBe(5n * E18);
    expect(h.tokens).toHaveLength(1);
    expect(h.tokens[0]).toMatchObject({ balance: 300n * E18, valueNative: 3n * E18, price: { sourcePool: barkPool.address } });
    expect(h.totalNative).toBe(8n * E18);
    expect(h.unpriced).toBe(0);
  });

  it("leaves out tokens with a zero balance and addresses no list names", () => {
    const h = assembleHoldings(reads({ balances: new Map([[BARK, 0n], [ODD, 7n]]) }), TOKENS, RULES);
    expect(h.tokens).toEqual([]);
    expect(h.totalNative).toBe(5n * E18);
  });

  it("shows a token priced only by a thin pool without a value, outside the total, and counts it as unpriced", () => {
    const h = assembleHoldings(reads({ balances: new Map([[THIN, 5n * 10n ** 6n]]) }), TOKENS, RULES);
    expect(h.tokens).toEqual([{ token: TOKENS.get(THIN), balance: 5n * 10n ** 6n }]);
    expect(h.totalNative).toBe(5n * E18);
    expect(h.unpriced).toBe(1);
  });

  it("gives an LP position its underlying amounts, share and value, and adds the value to the total", () => {
    const h = assembleHoldings(reads({ pairs: [{ ...barkPool, balance: 1_000n * E18 }, thinPool] }), TOKENS, RULES);
    expect(h.positions).toHaveLength(1);
    const [p] = h.positions;
    expect(p).toMatchObject({ pair: barkPool.address, amount0: 100n * E18, amount1: 10_000n * E18, share: 0.1, balance: 1_000n * E18 });
    expect(p.token0.symbol).toBe("WPEN");
    expect(p.token1.symbol).toBe("BARK");
    // 100 WPEN + 10,000 BARK at 0.01 PEN.
    expect(p.valueNative).toBe(200n * E18);
    expect(h.totalNative).toBe(205n * E18);
  });

  it("leaves a position with an unpriced token without a value", () => {
    const h = assembleHoldings(reads({ pairs: [barkPool, { ...thinPool, balance: 100n * E18 }] }), TOKENS, RULES);
    expect(h.positions[0]).toMatchObject({ amount0: E18 / 10n, amount1: 100_000n * 10n ** 6n, valueNative: undefined });
    expect(h.unpriced).toBe(1);
    expect(h.totalNative).toBe(5n * E18);
  });

  it("describes a position's token no list knows from the chain's metadata, or by its address alone", () => {
    const oddPool: PairRead = { address: "0x00000000000000000000000000000000000000a3", token0: BARK, token1: ODD, reserve0: 10n, reserve1: 10n, totalSupply: 10n, balance: 1n };
    const withMeta = assembleHoldings(reads({ pairs: [barkPool, oddPool], tokenInfos: new Map([[ODD, info(ODD, "ODD", 9, false)]]) }), TOKENS, RULES);
    expect(withMeta.positions[0].token1).toMatchObject({ symbol: "ODD", decimals: 9, verified: false });
    const without = assembleHoldings(reads({ pairs: [barkPool, oddPool] }), TOKENS, RULES);
    expect(without.positions[0].token1).toEqual({ address: ODD, symbol: "", name: "", decimals: 18, verified: false });
  });

  it("orders holdings by value, largest first, the unvalued ones last", () => {
    const h = assembleHoldings(reads({ balances: new Map([[THIN, 1n], [WPEN, E18], [BARK, 1_000n * E18]]) }), TOKENS, RULES);
    expect(h.tokens.map((x) => x.token.symbol)).toEqual(["BARK", "WPEN", "THIN"]);
    // The wrapped native coin is worth exactly its amount.
    expect(h.tokens[1].valueNative).toBe(E18);
  });

  it("puts the largest value first whatever order the balances come in", () => {
    const order = (balances: [string, bigint][]) => assembleHoldings(reads({ balances: new Map(balances) }), TOKENS, RULES).tokens.map((x) => x.token.symbol);
    // 1,000 BARK = 10 PEN, 2 WPEN = 2 PEN.
    expect(order([[WPEN, 2n * E18], [BARK, 1_000n * E18]])).toEqual(["BARK", "WPEN"]);
    expect(order([[BARK, 1_000n * E18], [WPEN, 2n * E18]])).toEqual(["BARK", "WPEN"]);
  });

  it("orders LP positions by value, largest first", () => {
    const otherBarkPool: PairRead = { ...barkPool, address: "0x00000000000000000000000000000000000000a4", reserve0: 10n * E18, reserve1: 1_000n * E18, totalSupply: 100n * E18 };
    // A tenth of the 2,000 PEN pool (200 PEN) and all of the 20 PEN one.
    const h = assembleHoldings(reads({ pairs: [{ ...otherBarkPool, balance: 100n * E18 }, { ...barkPool, balance: 1_000n * E18 }] }), TOKENS, RULES);
    expect(h.positions.map((p) => [p.pair, p.valueNative])).toEqual([
      [barkPool.address, 200n * E18],
      [otherBarkPool.address, 20n * E18],
    ]);
  });

  it("keeps holdings of equal value in the order they came", () => {
    // 1 WPEN and 100 BARK are both worth 1 PEN.
    const order = (balances: [string, bigint][]) => assembleHoldings(reads({ balances: new Map(balances) }), TOKENS, RULES).tokens.map((x) => x.token.symbol);
    expect(order([[WPEN, E18], [BARK, 100n * E18]])).toEqual(["WPEN", "BARK"]);
    expect(order([[BARK, 100n * E18], [WPEN, E18]])).toEqual(["BARK", "WPEN"]);
  });
});
