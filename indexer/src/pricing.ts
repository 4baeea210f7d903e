/**
 * Token prices after a Sync by the app's own pricing rule (sdk/marketPricing), read from the few pools that can set
 * each price (the pricing_link table) by key only. A raw SQL read inside an indexing function makes Ponder write its
 * whole in-memory cache of the tables read to the database first, and a read of every pool costs O(pools) per Sync:
 * together they made the sync hundreds of times slower than reading the logs.
 */
import type { Context } from "ponder:registry";
import { pair, pricingLink, token } from "ponder:schema";
import { poolCanPrice, priceToken, pricingAnchors, type NativePrice, type PricingPool } from "../../web/src/sdk/marketPricing.ts";
import { rulesOf } from "./chains";

type Hex = `0x${string}`;

const anchorsByChain = new Map<number, ReadonlySet<string>>();

/** The chain's pricing anchors (lowercase), computed once. */
export function anchorsOf(chainId: number): ReadonlySet<string> {
  let anchors = anchorsByChain.get(chainId);
  if (!anchors) anchorsByChain.set(chainId, (anchors = pricingAnchors(rulesOf(chainId))));
  return anchors;
}

/** A new pool: added to the pricing pools of each token it can price, and to the paired tokens of an anchor it holds. */
export async function linkPool(context: Context, chainId: number, address: Hex, token0: Hex, token1: Hex): Promise<void> {
  const anchors = anchorsOf(chainId);
  for (const [own, other] of [
    [token0, token1],
    [token1, token0],
  ] as const) {
    const prices = poolCanPrice({ token0, token1 }, own, anchors);
    const isAnchor = anchors.has(own);
    if (!prices && !isAnchor) continue;
    await context.db
      .insert(pricingLink)
      .values({ chainId, token: own, pricingPools: prices ? [address] : [], pairedTokens: isAnchor ? [other] : [] })
      .onConflictDoUpdate((row) => ({
        pricingPools: prices ? [...row.pricingPools, address] : row.pricingPools,
        pairedTokens: isAnchor ? [...row.pairedTokens, other] : row.pairedTokens,
      }));
  }
}

export interface Pricer {
  /** The token's price from the pools' current reserves; undefined when the rule gives it none. */
  price(token: Hex): Promise<NativePrice | undefined>;
  /** Every token whose price a pool between two anchors can move: the anchors and the tokens paired with them. */
  tokensPricedThroughAnchors(): Promise<Hex[]>;
}

/**
 * Prices tokens of `chainId` as the pools stand now: every pool as stored, except `current`, the pool whose Sync is
 * being indexed, taken with its new reserves (its row is written after the prices are known).
 */
export async function pricerOf(context: Context, chainId: number, current: PricingPool): Promise<Pricer> {
  const rules = rulesOf(chainId);
  const anchors = anchorsOf(chainId);
  const linkOf = (address: string) => context.db.find(pricingLink, { chainId, token: address as Hex });
  const pools = new Map<string, PricingPool | null>([[current.address.toLowerCase(), current]]);
  const poolOf = async (address: Hex) => {
    if (!pools.has(address)) pools.set(address, await context.db.find(pair, { chainId, address }));
    return pools.get(address) ?? null;
  };
  // The pools between anchors price the anchors, and through them every other token.
  const anchorPools = new Set<Hex>();
  for (const anchor of anchors) for (const address of (await linkOf(anchor))?.pricingPools ?? []) anchorPools.add(address);

  return {
    async price(address) {
      const chosen: PricingPool[] = [];
      for (const poolAddress of new Set([...anchorPools, ...((await linkOf(address))?.pricingPools ?? [])])) {
        const pool = await poolOf(poolAddress);
        if (pool) chosen.push(pool);
      }
      return priceToken(address, chosen, rules);
    },
    async tokensPricedThroughAnchors() {
      const tokens = new Set<Hex>();
      for (const anchor of anchors) {
        const link = await linkOf(anchor);
        if (!link) continue;
        tokens.add(anchor as Hex);
        for (const paired of link.pairedTokens) tokens.add(paired);
      }
      return [...tokens];
    },
  };
}

/** Whether `price` differs from the price stored on the token's row. */
export function differsFromStored(price: NativePrice | undefined, row: typeof token.$inferSelect): boolean {
  return (price?.numerator.toString() ?? null) !== row.priceNumerator || (price?.denominator.toString() ?? null) !== row.priceDenominator;
}
