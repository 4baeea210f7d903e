import { priceTokens, type NativePrice, type PricingPool, type PricingRules } from "@/sdk";
import { decodeSync, TOPICS } from "../insight";
import type { RawLog } from "../insight";

/** A pool as the series need it: lowercase addresses of the pair and its two tokens. */
export interface SeriesPool {
  address: string;
  token0: string;
  token1: string;
}

/** A value at the end of a block (the state a block leaves is what the next trade meets). */
export interface BlockValue {
  blockNumber: number;
  value: number;
}

type Reserves = ReadonlyMap<string, { reserve0: bigint; reserve1: bigint }>;

/** A pool's Sync: its reserves after a log, wherever it was read from (the chain's logs or the indexer's sync table). */
export interface ReservesEvent {
  /** The pool, lowercase. */
  address: string;
  blockNumber: number;
  logIndex: number;
  reserve0: bigint;
  reserve1: bigint;
}

const chainOrder = (a: { blockNumber: number; logIndex: number }, b: { blockNumber: number; logIndex: number }) => a.blockNumber - b.blockNumber || a.logIndex - b.logIndex;

/** The Sync logs among `logs`, decoded. */
export function syncEvents(logs: readonly RawLog[]): ReservesEvent[] {
  return logs.filter((l) => l.topics[0] === TOPICS.sync).map((l) => ({ address: l.address, blockNumber: l.blockNumber, logIndex: l.logIndex, ...decodeSync(l) }));
}

/**
 * Replays the Syncs of `pools` in chain order and asks `valueAt` for a value after each block that synced one of
 * them: a pair emits Sync after every mint, burn, swap and sync(), so the reserves after a block's last Sync are the
 * pool's state at the end of that block. Blocks where `valueAt` has no value (no price yet) give no point.
 */
export function replaySyncs(events: readonly ReservesEvent[], pools: ReadonlySet<string>, valueAt: (reserves: Reserves) => number | undefined): BlockValue[] {
  const syncs = events.filter((e) => pools.has(e.address)).sort(chainOrder);
  const reserves = new Map<string, { reserve0: bigint; reserve1: bigint }>();
  const out: BlockValue[] = [];
  for (let i = 0; i < syncs.length; i++) {
    reserves.set(syncs[i].address, { reserve0: syncs[i].reserve0, reserve1: syncs[i].reserve1 });
    const blockEnds = i + 1 === syncs.length || syncs[i + 1].blockNumber !== syncs[i].blockNumber;
    if (!blockEnds) continue;
    const value = valueAt(reserves);
    // Stryker disable next-line ConditionalExpression: equivalent, Number.isFinite(undefined) is false, so the undefined check only narrows the type (mutation/EQUIVALENT_MUTANTS.md)
    if (value !== undefined && Number.isFinite(value)) out.push({ blockNumber: syncs[i].blockNumber, value });
  }
  return out;
}

/** replaySyncs over the Sync logs among `logs`. */
export function replayReserves(logs: readonly RawLog[], pools: ReadonlySet<string>, valueAt: (reserves: Reserves) => number | undefined): BlockValue[] {
  // Stryker disable next-line MethodExpression: equivalent, replaySyncs keeps the pools' Syncs only; this filter saves decoding the others (mutation/EQUIVALENT_MUTANTS.md)
  return replaySyncs(syncEvents(logs.filter((l) => pools.has(l.address))), pools, valueAt);
}

/** Native coins per whole token, as a number for a chart (the exact ratio stays in the stats). */
export function nativePriceNumber(price: NativePrice, decimals: number): number {
  return (Number(price.numerator) / Number(price.denominator)) * 10 ** (decimals - 18);
}

/**
 * The pools that can move `token`'s price under the pricing rule: its own pools, and the pools between the wrapped
 * native coin and whitelisted tokens (they price the whitelisted tokens it may be priced through). A pool of two
 * other tokens can price neither, so leaving it out gives the same price for less work.
 */
export function pricingPoolsOf(token: string, pools: readonly SeriesPool[], rules: PricingRules): SeriesPool[] {
  const anchors = new Set([rules.wrappedNative.toLowerCase(), ...rules.whitelist.map((a) => a.toLowerCase())]);
  return pools.filter((p) => p.token0 === token || p.token1 === token || (anchors.has(p.token0) && anchors.has(p.token1)));
}

/** `token`'s price in the native coin at the end of each block that moved it, by the chain's pricing rule. */
export function tokenPriceSeries(syncs: readonly ReservesEvent[], pools: readonly SeriesPool[], rules: PricingRules, token: string, decimals: number): BlockValue[] {
  const relevant = pricingPoolsOf(token, pools, rules);
  if (token === rules.wrappedNative.toLowerCase()) return [];
  return replaySyncs(syncs, new Set(relevant.map((p) => p.address)), (reserves) => {
    const priced: PricingPool[] = [];
    for (const p of relevant) {
      const r = reserves.get(p.address);
      if (r) priced.push({ ...p, ...r });
    }
    const price = priceTokens(priced, rules).get(token);
    // Stryker disable next-line ConditionalExpression,EqualityOperator: equivalent, the pricing rule never gives a zero denominator (mutation/EQUIVALENT_MUTANTS.md)
    return price && price.denominator > 0n ? nativePriceNumber(price, decimals) : undefined;
  });
}

/** tokenPriceSeries from the Sync logs among `logs`. */
export function tokenPriceHistory(logs: readonly RawLog[], pools: readonly SeriesPool[], rules: PricingRules, token: string, decimals: number): BlockValue[] {
  return tokenPriceSeries(syncEvents(logs), pools, rules, token, decimals);
}

/** One hop of a route: the pair and whether the hop sells the pair's token0 (its input is token0). */
export interface RouteHop {
  pool: string;
  inputIsToken0: boolean;
}

/**
 * The price of a route's first token in its last token (whole tokens), at the end of each block that synced one of
 * its pairs: the product of each hop's reserve ratio, before fees and price impact (what a tiny trade would get).
 * Only the two ends' decimals matter: every token in between cancels out.
 */
export function routePriceSeries(syncs: readonly ReservesEvent[], hops: readonly RouteHop[], inputDecimals: number, outputDecimals: number): BlockValue[] {
  // Stryker disable next-line ConditionalExpression: equivalent, with no hop no Sync is kept, so nothing is drawn either way (mutation/EQUIVALENT_MUTANTS.md)
  if (hops.length === 0) return [];
  const scale = 10 ** (inputDecimals - outputDecimals);
  return replaySyncs(syncs, new Set(hops.map((h) => h.pool)), (reserves) => {
    let value = scale;
    for (const hop of hops) {
      const r = reserves.get(hop.pool);
      if (!r || r.reserve0 === 0n || r.reserve1 === 0n) return undefined;
      value *= hop.inputIsToken0 ? Number(r.reserve1) / Number(r.reserve0) : Number(r.reserve0) / Number(r.reserve1);
    }
    return value;
  });
}

/** routePriceSeries from the Sync logs among `logs`. */
export function routePriceHistory(logs: readonly RawLog[], hops: readonly RouteHop[], inputDecimals: number, outputDecimals: number): BlockValue[] {
  return routePriceSeries(syncEvents(logs), hops, inputDecimals, outputDecimals);
}
