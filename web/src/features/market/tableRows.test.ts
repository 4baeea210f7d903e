import { describe, expect, it } from "vitest";
import { poolRows, toggleSort, tokenRows } from "./tableRows";
import type { MarketPool, MarketToken, MarketTokenInfo } from "./types";

const info = (n: number, symbol: string, name = symbol): MarketTokenInfo => ({ address: `0x${n.toString(16).padStart(40, "0")}`, symbol, name, decimals: 18, verified: true });
const BARK = info(0xb1, "BARK", "Bark");
const FIVE = info(0xb2, "FIVE", "Five");
const USDT = info(0xc1, "USDT", "Tether USD");
const pool = (n: number, token0: MarketTokenInfo, token1: MarketTokenInfo, liquidityNative?: bigint, swaps?: number): MarketPool => ({
  address: `0x${n.toString(16).padStart(40, "0")}`,
  token0,
  token1,
  reserve0: 1n,
  reserve1: 1n,
  ...(liquidityNative === undefined ? {} : { liquidityNative }),
  ...(swaps === undefined ? {} : { day: { volume0: 0n, volume1: 0n, swaps, fees0: 0n, fees1: 0n } }),
});
const POOLS = [pool(0xd1, BARK, FIVE, 50n, 2), pool(0xd2, FIVE, USDT, undefined, 9), pool(0xe3, BARK, USDT, 300n, 2)];

describe("poolRows", () => {
  it("sorts by a column either way, pools without a value last in both, ties in their order", () => {
    const byLiquidity = (direction: "asc" | "desc") => poolRows(POOLS, "", { key: "liquidity", direction }).map((p) => p.address.slice(-2));
    expect(byLiquidity("desc")).toEqual(["e3", "d1", "d2"]);
    expect(byLiquidity("asc")).toEqual(["d1", "e3", "d2"]);
    expect(poolRows(POOLS, "", { key: "swaps24h", direction: "desc" }).map((p) => p.address.slice(-2))).toEqual(["d2", "d1", "e3"]);
    expect(poolRows(POOLS, "", { key: "pair", direction: "asc" }).map((p) => p.address.slice(-2))).toEqual(["d1", "e3", "d2"]);
  });

  // Each figure puts the three pools in another order, so every column must read its own figure.
  const figures = (volume24h: bigint, feesNative: bigint, volume7d: bigint, swaps: number, feeYearlyRate: number, liquidityNative: bigint) => ({
    liquidityNative,
    day: { volume0: 0n, volume1: 0n, volumeNative: volume24h, swaps, fees0: 0n, fees1: 0n, feesNative },
    week: { volume0: 0n, volume1: 0n, volumeNative: volume7d, swaps: 0 },
    feeYearlyRate,
  });
  const RANKED = [
    { ...pool(0xa1, BARK, FIVE), ...figures(1n, 3n, 2n, 2, 0.3, 3n) },
    { ...pool(0xa2, FIVE, USDT), ...figures(3n, 1n, 1n, 3, 0.2, 2n) },
    { ...pool(0xa3, BARK, USDT), ...figures(2n, 2n, 3n, 1, 0.1, 1n) },
  ];
  it.each([
    ["volume24h", ["a2", "a3", "a1"]],
    ["fees24h", ["a1", "a3", "a2"]],
    ["volume7d", ["a3", "a1", "a2"]],
    ["swaps24h", ["a2", "a1", "a3"]],
    ["feeRate", ["a1", "a2", "a3"]],
    ["liquidity", ["a1", "a2", "a3"]],
  ] as const)("sorts pools by %s, largest first", (key, order) => {
    expect(poolRows(RANKED, "", { key, direction: "desc" }).map((p) => p.address.slice(-2))).toEqual(order);
    expect(poolRows(RANKED, "", { key, direction: "asc" }).map((p) => p.address.slice(-2))).toEqual([...order].reverse());
  });

  it("keeps the table while the swap logs are read: a 24 h or 7 d column sorts pools without figures in their order", () => {
    const loading = [pool(0xf1, BARK, FIVE), pool(0xf2, FIVE, USDT), pool(0xf3, BARK, USDT)];
    for (const key of ["volume24h", "fees24h", "volume7d", "swaps24h"] as const) {
      expect(poolRows(loading, "", { key, direction: "desc" }).map((p) => p.address.slice(-2))).toEqual(["f1", "f2", "f3"]);
    }
  });

  it("keeps pools of equal figures in their order, among pools with and without figures", () => {
    const rows = [pool(0xf1, BARK, FIVE), pool(0xf2, BARK, FIVE, 7n), pool(0xf3, BARK, FIVE), pool(0xf4, BARK, FIVE, 7n), pool(0xf5, BARK, FIVE, 7n), pool(0xf6, BARK, FIVE)];
    const order = (direction: "asc" | "desc") => poolRows(rows, "", { key: "liquidity", direction }).map((p) => p.address.slice(-2));
    expect(order("desc")).toEqual(["f2", "f4", "f5", "f1", "f3", "f6"]);
    expect(order("asc")).toEqual(["f2", "f4", "f5", "f1", "f3", "f6"]);
  });

  it("keeps that order in a table of hundreds of pools", () => {
    // Every third pool has no liquidity figure; the others share four values, so most rows tie with many others.
    const many = Array.from({ length: 300 }, (_, i) => pool(0x1000 + i, BARK, FIVE, i % 3 === 0 ? undefined : BigInt(i % 4)));
    const keys = (rows: MarketPool[]) => rows.map((p) => p.address);
    const withValue = (v: bigint) => many.filter((p) => p.liquidityNative === v);
    const unknown = many.filter((p) => p.liquidityNative === undefined);
    expect(keys(poolRows(many, "", { key: "liquidity", direction: "desc" }))).toEqual(keys([3n, 2n, 1n, 0n].flatMap(withValue).concat(unknown)));
    expect(keys(poolRows(many, "", { key: "liquidity", direction: "asc" }))).toEqual(keys([0n, 1n, 2n, 3n].flatMap(withValue).concat(unknown)));
  });

  it("finds pools by either token's symbol or name, or by an address prefix, in any letter case", () => {
    const find = (q: string) => poolRows(POOLS, q, { key: "pair", direction: "asc" }).map((p) => p.address.slice(-2));
    expect(find("tether")).toEqual(["e3", "d2"]);
    expect(find("  bArK ")).toEqual(["d1", "e3"]);
    expect(find(POOLS[2].address.toUpperCase().replace("0X", "0x"))).toEqual(["e3"]);
    expect(find("0x00000000000000000000000000000000000000b2")).toEqual(["d1", "d2"]);
    expect(find("0x00000000000000000000000000000000000000e")).toEqual(["e3"]);
    expect(find("nothing")).toEqual([]);
  });
});

describe("tokenRows", () => {
  const token = (i: MarketTokenInfo, price: bigint | undefined, pools: number): MarketToken => ({ ...i, liquidity: 0n, pools, ...(price ? { price: { numerator: price, denominator: 10n ** 18n } } : {}) });
  const TOKENS = [token(BARK, 10n ** 16n, 3), token(FIVE, 5n * 10n ** 16n, 2), token(USDT, undefined, 2)];

  it("sorts by price with unpriced tokens last, and by pool count", () => {
    expect(tokenRows(TOKENS, "", { key: "price", direction: "desc" }).map((t) => t.symbol)).toEqual(["FIVE", "BARK", "USDT"]);
    expect(tokenRows(TOKENS, "", { key: "price", direction: "asc" }).map((t) => t.symbol)).toEqual(["BARK", "FIVE", "USDT"]);
    expect(tokenRows(TOKENS, "", { key: "pools", direction: "asc" }).map((t) => t.symbol)).toEqual(["FIVE", "USDT", "BARK"]);
  });

  it.each([
    ["change24h", { change24h: -0.5 }, { change24h: 0.25 }, { change24h: 0.1 }],
    ["volume24h", { volume24hNative: 1n }, { volume24hNative: 9n }, { volume24hNative: 5n }],
    ["liquidity", { liquidityNative: 1n }, { liquidityNative: 9n }, { liquidityNative: 5n }],
  ] as const)("sorts tokens by %s, largest first and unknown figures last", (key, low, high, middle) => {
    const rows = [{ ...TOKENS[2] }, { ...TOKENS[0], ...low }, { ...TOKENS[1], ...high }, { ...TOKENS[2], address: "0x00000000000000000000000000000000000000c9", ...middle }];
    const order = (direction: "asc" | "desc") => tokenRows(rows, "", { key, direction }).map((t) => t.address.slice(-2));
    expect(order("desc")).toEqual(["b2", "c9", "b1", "c1"]);
    expect(order("asc")).toEqual(["b1", "c9", "b2", "c1"]);
  });

  it("compares prices per whole token, whatever each token's decimals", () => {
    // 1 wei per smallest unit of an 18-decimal token is 1 native coin per token; 10^6 wei per smallest unit of a
    // 6-decimal token is 10^12 wei, a millionth of a coin, per token: the cheaper one, though its ratio is larger.
    const eighteen = token(BARK, 10n ** 18n, 1);
    const six = { ...token(FIVE, 10n ** 24n, 1), decimals: 6 };
    expect(tokenRows([six, eighteen], "", { key: "price", direction: "desc" }).map((t) => t.symbol)).toEqual(["BARK", "FIVE"]);
  });

  it("compares prices as exact ratios, whatever their terms", () => {
    const half = { ...token(BARK, 1n, 1), price: { numerator: 1n, denominator: 2n } };
    const third = { ...token(FIVE, 1n, 1), price: { numerator: 1n, denominator: 3n } };
    expect(tokenRows([third, half], "", { key: "price", direction: "desc" }).map((t) => t.symbol)).toEqual(["BARK", "FIVE"]);
  });

  it("orders symbols alphabetically, accented letters beside their base letter", () => {
    const rows = [token(info(0xd1, "ÉTOILE"), undefined, 1), token(info(0xd2, "FOO"), undefined, 1), token(info(0xd3, "EAU"), undefined, 1)];
    expect(tokenRows(rows, "", { key: "symbol", direction: "asc" }).map((t) => t.symbol)).toEqual(["EAU", "ÉTOILE", "FOO"]);
  });

  it("takes symbols that differ only in letter case as equal, keeping their order", () => {
    const upper = token(info(0xd1, "BARK"), undefined, 1);
    const lower = token(info(0xd2, "bark"), undefined, 1);
    expect(tokenRows([upper, lower], "", { key: "symbol", direction: "asc" }).map((t) => t.symbol)).toEqual(["BARK", "bark"]);
    expect(tokenRows([lower, upper], "", { key: "symbol", direction: "asc" }).map((t) => t.symbol)).toEqual(["bark", "BARK"]);
    const pools = [pool(0xe1, upper, FIVE), pool(0xe2, lower, FIVE)];
    expect(poolRows(pools, "", { key: "pair", direction: "desc" }).map((p) => p.address.slice(-2))).toEqual(["e1", "e2"]);
  });

  it("searches symbol, name and address", () => {
    expect(tokenRows(TOKENS, "usd", { key: "symbol", direction: "asc" }).map((t) => t.symbol)).toEqual(["USDT"]);
    expect(tokenRows(TOKENS, "0x00000000000000000000000000000000000000b", { key: "symbol", direction: "asc" }).map((t) => t.symbol)).toEqual(["BARK", "FIVE"]);
  });

  it("matches and sorts symbols as shown: hidden characters neither hide a look-alike nor move it", () => {
    const lookAlike = token(info(0xc2, "US\u200bDT", "Tether\u202eUSD"), undefined, 1);
    const rows = tokenRows([...TOKENS, lookAlike], "usdt", { key: "symbol", direction: "asc" });
    expect(rows.map((t) => t.address.slice(-2))).toEqual(["c1", "c2"]);
    expect(tokenRows([...TOKENS, lookAlike], "tetherusd", { key: "symbol", direction: "asc" }).map((t) => t.address.slice(-2))).toEqual(["c2"]);
  });
});

describe("toggleSort", () => {
  it("flips the same column and starts another column descending", () => {
    expect(toggleSort({ key: "a", direction: "desc" }, "a")).toEqual({ key: "a", direction: "asc" });
    expect(toggleSort({ key: "a", direction: "asc" }, "a")).toEqual({ key: "a", direction: "desc" });
    expect(toggleSort({ key: "a", direction: "asc" }, "b")).toEqual({ key: "b", direction: "desc" });
    expect(toggleSort({ key: "a", direction: "desc" }, "b")).toEqual({ key: "b", direction: "desc" });
  });
});
