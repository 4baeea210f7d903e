import { poolLiquidityInNative, priceTokens, valueInNative, type NativePrice, type PriceTable, type PricingPool, type PricingRules } from "@/sdk";
import { lpFee, type PoolActivity, type WindowVolume } from "./swapStats";
import type { MarketPool, MarketPoolWindow, MarketToken, MarketTokenInfo } from "./types";

const DAYS_PER_YEAR = 365n;
/** Precision of the ratios turned into numbers (yearly rate, 24 h change). */
const RATIO_SCALE = 10n ** 12n;

/** What the chain source has read: pools with reserves (lowercase addresses), their tokens, and their trading. */
export interface OverviewInput {
  pools: readonly PricingPool[];
  tokens: ReadonlyMap<string, MarketTokenInfo>;
  rules: PricingRules;
  /** By pool; undefined while the swap logs are read. */
  activity?: ReadonlyMap<string, PoolActivity>;
  /** Reserves at the start of the last 24 h, by pool; for the 24 h price change. */
  reservesDayAgo?: ReadonlyMap<string, { reserve0: bigint; reserve1: bigint }>;
}

/**
 * A window's traded value in native wei: the mean of both sides' values when both tokens have a price (each swap's
 * two sides are worth about the same), the one priced side when only one has, else undefined.
 */
export function windowValue(w: WindowVolume, p0: NativePrice | undefined, p1: NativePrice | undefined): bigint | undefined {
  const v0 = p0 && valueInNative(w.volume0, p0);
  const v1 = p1 && valueInNative(w.volume1, p1);
  if (v0 !== undefined && v1 !== undefined) return (v0 + v1) / 2n;
  return v0 ?? v1;
}

/** a / b as a number, or undefined when b is not positive. */
export function ratioOf(a: bigint, b: bigint): number | undefined {
  return b > 0n ? Number((a * RATIO_SCALE) / b) / Number(RATIO_SCALE) : undefined;
}

function poolWindow(w: WindowVolume, p0: NativePrice | undefined, p1: NativePrice | undefined): MarketPoolWindow {
  const volumeNative = windowValue(w, p0, p1);
  return volumeNative === undefined ? { ...w } : { ...w, volumeNative };
}

function buildPool(pool: PricingPool, input: OverviewInput, prices: PriceTable): MarketPool | undefined {
  const token0 = input.tokens.get(pool.token0);
  const token1 = input.tokens.get(pool.token1);
  if (!token0 || !token1) return undefined;
  const p0 = prices.get(pool.token0);
  const p1 = prices.get(pool.token1);
  const out: MarketPool = { address: pool.address, token0, token1, reserve0: pool.reserve0, reserve1: pool.reserve1 };
  const liquidityNative = poolLiquidityInNative(pool, prices);
  if (liquidityNative !== undefined) out.liquidityNative = liquidityNative;
  if (input.activity) {
    const activity = input.activity.get(pool.address) ?? { day: { volume0: 0n, volume1: 0n, swaps: 0 }, week: { volume0: 0n, volume1: 0n, swaps: 0 } };
    const day = poolWindow(activity.day, p0, p1);
    out.day = { ...day, fees0: lpFee(day.volume0), fees1: lpFee(day.volume1) };
    if (day.volumeNative !== undefined) out.day.feesNative = lpFee(day.volumeNative);
    out.week = poolWindow(activity.week, p0, p1);
    if (out.day.feesNative !== undefined && liquidityNative !== undefined) {
      const rate = ratioOf(out.day.feesNative * DAYS_PER_YEAR, liquidityNative);
      if (rate !== undefined) out.feeYearlyRate = rate;
    }
  }
  return out;
}

/** Price change from `then` to `now` as a fraction; undefined without both. */
function change(now: NativePrice | undefined, then: NativePrice | undefined): number | undefined {
  if (!now || !then) return undefined;
  // now/then - 1, exactly up to RATIO_SCALE.
  const r = ratioOf(now.numerator * then.denominator, now.denominator * then.numerator);
  return r === undefined ? undefined : r - 1;
}

function buildTokens(input: OverviewInput, prices: PriceTable): MarketToken[] {
  const dayAgo = input.reservesDayAgo;
  const oldPrices = dayAgo
    ? priceTokens(
        input.pools.flatMap((p) => {
          const r = dayAgo.get(p.address);
          return r ? [{ ...p, ...r }] : [];
        }),
        input.rules,
      )
    : undefined;
  const rows = new Map<string, MarketToken>();
  const row = (address: string): MarketToken | undefined => {
    let token = rows.get(address);
    const info = input.tokens.get(address);
    if (!token && info) {
      token = { ...info, liquidity: 0n, pools: 0 };
      if (input.activity) token.volume24h = 0n;
      rows.set(address, token);
    }
    return token;
  };
  for (const pool of input.pools) {
    const activity = input.activity?.get(pool.address);
    for (const [address, reserve, volume] of [
      [pool.token0, pool.reserve0, activity?.day.volume0 ?? 0n],
      [pool.token1, pool.reserve1, activity?.day.volume1 ?? 0n],
    ] as const) {
      const token = row(address);
      if (!token) continue;
      token.pools += 1;
      token.liquidity += reserve;
      if (token.volume24h !== undefined) token.volume24h += volume;
    }
  }
  for (const [address, token] of rows) {
    const price = prices.get(address);
    if (!price) continue;
    token.price = price;
    token.liquidityNative = valueInNative(token.liquidity, price);
    if (token.volume24h !== undefined) token.volume24hNative = valueInNative(token.volume24h, price);
    const c = change(price, oldPrices?.get(address));
    if (c !== undefined) token.change24h = c;
  }
  return [...rows.values()];
}

/** The overview's pools and tokens from what was read, priced by the chain's pricing rule. */
export function buildOverview(input: OverviewInput): { pools: MarketPool[]; tokens: MarketToken[] } {
  const prices = priceTokens(input.pools, input.rules);
  const pools = input.pools.map((p) => buildPool(p, input, prices)).filter((p): p is MarketPool => p !== undefined);
  return { pools, tokens: buildTokens(input, prices) };
}
