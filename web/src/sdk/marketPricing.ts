/**
 * The market's one pricing rule: what a token is worth in the chain's native coin, read from pool reserves.
 *
 * Pure and self-contained (bigint only, no imports) so that the app and the indexer, a separate workspace, run the
 * very same code. A price needs depth: a thin pool can be pushed to any ratio for a few coins, and exchanges that
 * price from any pool show game tokens many times off. So a pool sets a price only when the side it is measured
 * against holds at least `minNativeLiquidity` worth of the native coin (the rule of Uniswap's v2 subgraph pricing).
 */

/** A pool as the rule needs it. Addresses in any letter case. */
export interface PricingPool {
  address: string;
  token0: string;
  token1: string;
  reserve0: bigint;
  reserve1: bigint;
}

/** A chain's pricing parameters (from the chain table). */
export interface PricingRules {
  /** The wrapped native coin: worth exactly one native coin. */
  wrappedNative: string;
  /** Native wei the measuring side of a pool must hold (valued at its price) for the pool to set a price. */
  minNativeLiquidity: bigint;
  /** Tokens through whose pools other tokens may be priced, once they have a price themselves. */
  whitelist: readonly string[];
}

/**
 * Native wei per smallest unit of the token, as an exact ratio. `sourcePool` is the pool that set it (lowercase);
 * the wrapped native coin has none.
 */
export interface NativePrice {
  numerator: bigint;
  denominator: bigint;
  sourcePool?: string;
}

/** Prices by lowercase token address; a token absent has no price. */
export type PriceTable = ReadonlyMap<string, NativePrice>;

function gcd(a: bigint, b: bigint): bigint {
  while (b !== 0n) [a, b] = [b, a % b];
  return a;
}

/** The ratio a/b in lowest terms (keeps chained whitelist prices small). */
function ratio(numerator: bigint, denominator: bigint, sourcePool: string): NativePrice {
  const d = gcd(numerator, denominator);
  return { numerator: numerator / d, denominator: denominator / d, sourcePool };
}

/** `amount` smallest units of a token at `price`, in native wei (rounded down). */
export function valueInNative(amount: bigint, price: NativePrice): bigint {
  return (amount * price.numerator) / price.denominator;
}

interface Side {
  pool: string;
  /** The token being priced and its reserve. */
  reserve: bigint;
  /** The token it is measured against and that token's reserve. */
  other: string;
  otherReserve: bigint;
}

/** Every pool seen from each of its two tokens, by lowercase token address, in address order of the pools. */
function sidesByToken(pools: readonly PricingPool[]): Map<string, Side[]> {
  const sides = new Map<string, Side[]>();
  const add = (token: string, side: Side) => {
    const list = sides.get(token);
    if (list) list.push(side);
    else sides.set(token, [side]);
  };
  // Stryker disable next-line EqualityOperator: equivalent, no two pools share an address, so < and <= never differ (mutation/EQUIVALENT_MUTANTS.md)
  const sorted = [...pools].sort((a, b) => (a.address.toLowerCase() < b.address.toLowerCase() ? -1 : 1));
  for (const p of sorted) {
    const pool = p.address.toLowerCase();
    const t0 = p.token0.toLowerCase();
    const t1 = p.token1.toLowerCase();
    if (t0 === t1) continue;
    add(t0, { pool, reserve: p.reserve0, other: t1, otherReserve: p.reserve1 });
    add(t1, { pool, reserve: p.reserve1, other: t0, otherReserve: p.reserve0 });
  }
  return sides;
}

/**
 * The deepest of `sides` whose measuring token has a price in `known` and holds at least the minimum native value,
 * priced through it; undefined when none qualifies. `accept` says which measuring tokens may be used.
 */
function deepestPrice(sides: readonly Side[], known: PriceTable, rules: PricingRules, accept: (other: string) => boolean): NativePrice | undefined {
  let best: { depth: bigint; price: NativePrice } | undefined;
  for (const side of sides) {
    if (side.reserve <= 0n || !accept(side.other)) continue;
    const otherPrice = known.get(side.other);
    if (!otherPrice) continue;
    const depth = valueInNative(side.otherReserve, otherPrice);
    if (depth < rules.minNativeLiquidity || (best && depth <= best.depth)) continue;
    best = { depth, price: ratio(side.otherReserve * otherPrice.numerator, side.reserve * otherPrice.denominator, side.pool) };
  }
  return best?.price;
}

/**
 * Prices every token of `pools` it can, in native wei per smallest unit:
 * 1. the wrapped native coin is worth 1;
 * 2. a token paired with the wrapped native coin takes the price of that pool when its native reserve is at least
 *    the minimum;
 * 3. otherwise the deepest pool with a whitelisted token that has a price (and is worth at least the minimum on its
 *    side) sets it; a whitelisted token priced this way can price others in the next round;
 * 4. otherwise the token has no price.
 */
export function priceTokens(pools: readonly PricingPool[], rules: PricingRules): Map<string, NativePrice> {
  const native = rules.wrappedNative.toLowerCase();
  const whitelist = new Set(rules.whitelist.map((a) => a.toLowerCase()));
  const sides = sidesByToken(pools);
  const prices = new Map<string, NativePrice>([[native, { numerator: 1n, denominator: 1n }]]);

  // The wrapped native coin itself finds no price here: none of its pools is measured against itself.
  for (const [token, list] of sides) {
    const price = deepestPrice(list, prices, rules, (other) => other === native);
    if (price) prices.set(token, price);
  }

  // Each round prices from the prices of the rounds before it only, so the result does not depend on map order.
  // Every round but the last prices at least one more token, so the rounds end.
  for (let added = 1; added > 0; ) {
    const known: PriceTable = new Map(prices);
    added = 0;
    for (const [token, list] of sides) {
      if (known.has(token)) continue;
      const price = deepestPrice(list, known, rules, (other) => whitelist.has(other));
      if (price) {
        prices.set(token, price);
        added++;
      }
    }
  }
  return prices;
}

/** The tokens other tokens may be priced through: the wrapped native coin and the whitelist (lowercase). */
export function pricingAnchors(rules: PricingRules): Set<string> {
  return new Set([rules.wrappedNative, ...rules.whitelist].map((a) => a.toLowerCase()));
}

/**
 * The pools that decide `token`'s price: its pools with an anchor (see pricingAnchors) and the pools between two
 * anchors (which price the anchors, round by round). No other pool can set or change it: a token is only ever measured
 * against an anchor, and an anchor only against another anchor. So `priceToken` over these pools equals
 * `priceTokens` over the whole market for that token, and a reader that keeps a market up to date (the indexer) can
 * re-price one token from a handful of pools instead of every pool of the chain.
 */
export function poolCanPrice(pool: Pick<PricingPool, "token0" | "token1">, token: string, anchors: ReadonlySet<string>): boolean {
  const t0 = pool.token0.toLowerCase();
  const t1 = pool.token1.toLowerCase();
  if (anchors.has(t0) && anchors.has(t1)) return true;
  const own = token.toLowerCase();
  return (t0 === own && anchors.has(t1)) || (t1 === own && anchors.has(t0));
}

/** One token's price by the same rule as priceTokens, from any pools that include every pool that can price it (poolCanPrice). */
export function priceToken(token: string, pools: readonly PricingPool[], rules: PricingRules): NativePrice | undefined {
  return priceTokens(pools, rules).get(token.toLowerCase());
}

/** A pool's two reserves valued in native wei; undefined when either token has no price. */
export function poolLiquidityInNative(pool: PricingPool, prices: PriceTable): bigint | undefined {
  const p0 = prices.get(pool.token0.toLowerCase());
  const p1 = prices.get(pool.token1.toLowerCase());
  if (!p0 || !p1) return undefined;
  return valueInNative(pool.reserve0, p0) + valueInNative(pool.reserve1, p1);
}
