import { ponder, type Context } from "ponder:registry";
import { burn, liquidityPosition, mint, pair, pairDayData, pairHourData, swap, sync, token, tokenDayData, tokenHourData } from "ponder:schema";
import { poolCanPrice, poolLiquidityInNative, type NativePrice, type PricingPool } from "../../web/src/sdk/marketPricing.ts";
import { DAY, EMPTY_CANDLE, HOUR, periodStart, withPrice, type Ratio } from "./candles";
import { anchorsOf, differsFromStored, pricerOf, type Pricer } from "./pricing";
import { runningTotalsAfter } from "./runningTotals";

type Hex = `0x${string}`;
const ZERO_ADDRESS = "0x0000000000000000000000000000000000000000";
const lower = (a: string) => a.toLowerCase() as Hex;

interface EventPlace {
  chainId: number;
  id: string;
  pair: Hex;
  blockNumber: bigint;
  logIndex: number;
  timestamp: bigint;
  transaction: Hex;
}

function placeOf(event: { id: string; log: { address: string; logIndex: number }; block: { number: bigint; timestamp: bigint }; transaction: { hash: Hex } }, chainId: number): EventPlace {
  return { chainId, id: event.id, pair: lower(event.log.address), blockNumber: event.block.number, logIndex: event.log.logIndex, timestamp: event.block.timestamp, transaction: event.transaction.hash };
}

/**
 * Adds `price` (and the period's closing reserves) to a pool's hour and day candles. One upsert per candle: each store
 * call costs Ponder's bookkeeping, and a find then an update or insert paid it twice.
 */
async function recordPairPrice(context: Context, chainId: number, address: Hex, timestamp: bigint, reserve0: bigint, reserve1: bigint, price: Ratio | undefined) {
  for (const [table, length] of [
    [pairHourData, HOUR],
    [pairDayData, DAY],
  ] as const) {
    const key = { chainId, pair: address, periodStart: periodStart(timestamp, length) };
    await context.db
      .insert(table)
      .values({ ...key, reserve0, reserve1, volume0: 0n, volume1: 0n, swaps: 0, ...(price ? withPrice(undefined, price) : EMPTY_CANDLE) })
      .onConflictDoUpdate((row) => ({ reserve0, reserve1, ...(price ? withPrice(row, price) : {}) }));
  }
}

/** A token's closing liquidity and price (undefined: none) for its candles. */
interface TokenClose {
  totalLiquidity: bigint;
  price: NativePrice | undefined;
}

/**
 * Adds each token's price (and the period's closing liquidity) to its hour and day candles: one upsert per table for
 * all the tokens (its rows in one call), since each store call costs Ponder's bookkeeping beside the rows' own.
 */
async function recordTokenPrices(context: Context, chainId: number, timestamp: bigint, closes: ReadonlyMap<Hex, TokenClose>) {
  if (closes.size === 0) return;
  for (const [table, length] of [
    [tokenHourData, HOUR],
    [tokenDayData, DAY],
  ] as const) {
    const start = periodStart(timestamp, length);
    await context.db
      .insert(table)
      .values(
        [...closes].map(([address, { totalLiquidity, price }]) => ({
          chainId,
          token: address,
          periodStart: start,
          totalLiquidity,
          volume: 0n,
          swaps: 0,
          ...(price ? withPrice(undefined, price) : EMPTY_CANDLE),
        })),
      )
      .onConflictDoUpdate((row) => {
        const { totalLiquidity, price } = closes.get(row.token)!;
        return { totalLiquidity, ...(price ? withPrice(row, price) : {}) };
      });
  }
}

/**
 * New reserves: the Sync's row (the pool's reserve history), the pool's and its tokens' figures, and the prices the
 * pool moves (its two tokens', and those priced through them: see tokensMovedBy) by the app's own pricing rule
 * (sdk/marketPricing, from the pools that can set each price: see pricing.ts), with their candles.
 */
ponder.on("Pair:Sync", async ({ event, context }) => {
  const chainId = context.chain.id;
  const place = placeOf(event, chainId);
  const { reserve0, reserve1 } = event.args;
  await context.db.insert(sync).values({ ...place, reserve0, reserve1 });
  const before = await context.db.find(pair, { chainId, address: place.pair });
  if (!before) return;
  const current = { address: place.pair, token0: before.token0, token1: before.token1, reserve0, reserve1 };
  // Only a pool that can price one of its tokens (poolCanPrice: one with an anchor) moves prices. Any other pool's
  // tokens keep the prices stored on their rows, which are current: every Sync of a pool that can change a price
  // rewrites it. Most pools of a market are such pools, and skipping the pricer spares its reads for each of their Syncs.
  const anchors = anchorsOf(chainId);
  const moved = poolCanPrice(before, before.token0, anchors) || poolCanPrice(before, before.token1, anchors) ? await pricesMovedBy(context, chainId, current) : new Map<Hex, NativePrice | undefined>();
  // The pool's own tokens: their liquidity moved by the reserves' change, written with their new price if it moved.
  const ownTokens = [
    [before.token0, reserve0 - before.reserve0],
    [before.token1, reserve1 - before.reserve1],
  ] as const;
  const ownRows = new Map<Hex, typeof token.$inferSelect>();
  for (const [address, delta] of ownTokens) {
    const price = moved.has(address) ? priceColumns(moved.get(address)) : {};
    ownRows.set(address, await context.db.update(token, { chainId, address }).set((t) => ({ totalLiquidity: t.totalLiquidity + delta, ...price })));
  }
  const ownPrices = new Map<Hex, NativePrice>();
  for (const [address, row] of ownRows) {
    const price = storedPrice(row);
    if (price) ownPrices.set(address, price);
  }
  await context.db.update(pair, { chainId, address: place.pair }).set({ reserve0, reserve1, reserveNative: poolLiquidityInNative(current, ownPrices) ?? null });
  const poolPrice = reserve0 > 0n && reserve1 > 0n ? { numerator: reserve1, denominator: reserve0 } : undefined;
  await recordPairPrice(context, chainId, place.pair, place.timestamp, reserve0, reserve1, poolPrice);
  const closes = new Map<Hex, TokenClose>();
  for (const [address, row] of ownRows) closes.set(address, { totalLiquidity: row.totalLiquidity, price: ownPrices.get(address) });
  for (const [address, price] of moved) {
    if (ownRows.has(address)) continue;
    const row = await context.db.update(token, { chainId, address }).set(priceColumns(price));
    closes.set(address, { totalLiquidity: row.totalLiquidity, price });
  }
  await recordTokenPrices(context, chainId, place.timestamp, closes);
});

/** A token's price as its row stores it (two decimal strings), or undefined when it has none. */
function storedPrice(row: typeof token.$inferSelect): NativePrice | undefined {
  return row.priceNumerator === null || row.priceDenominator === null ? undefined : { numerator: BigInt(row.priceNumerator), denominator: BigInt(row.priceDenominator) };
}

const priceColumns = (price: NativePrice | undefined) => ({ priceNumerator: price?.numerator.toString() ?? null, priceDenominator: price?.denominator.toString() ?? null });

/** The prices a Sync of `current` (with its new reserves) sets: its own tokens' and those of tokensMovedBy. */
async function pricesMovedBy(context: Context, chainId: number, current: PricingPool & { token0: Hex; token1: Hex }): Promise<Map<Hex, NativePrice | undefined>> {
  const pricer = await pricerOf(context, chainId, current);
  const own = new Map<Hex, NativePrice | undefined>();
  for (const address of [current.token0, current.token1]) own.set(address, await pricer.price(address));
  return tokensMovedBy(context, chainId, current, pricer, own);
}

/**
 * The tokens whose stored figures a Sync of `pool` changes, with their new prices: always its two tokens (their
 * liquidity moved; `own` holds their prices), and when both are anchors of the pricing rule (the wrapped native coin or
 * whitelisted), every other token whose price changed, since tokens priced through an anchor follow its price. A pool
 * with a token that is no anchor prices nothing but its own tokens: no other token is measured against a token outside
 * the anchors.
 */
async function tokensMovedBy(context: Context, chainId: number, pool: { token0: Hex; token1: Hex }, pricer: Pricer, own: ReadonlyMap<Hex, NativePrice | undefined>): Promise<Map<Hex, NativePrice | undefined>> {
  const moved = new Map(own);
  const anchors = anchorsOf(chainId);
  if (!anchors.has(pool.token0) || !anchors.has(pool.token1)) return moved;
  for (const address of await pricer.tokensPricedThroughAnchors()) {
    if (moved.has(address)) continue;
    const row = await context.db.find(token, { chainId, address });
    const price = await pricer.price(address);
    if (row && differsFromStored(price, row)) moved.set(address, price);
  }
  return moved;
}

/** A trade: its row (with the pool's running totals after it) and the traded amounts on the pool, its tokens and their hour and day data. */
ponder.on("Pair:Swap", async ({ event, context }) => {
  const chainId = context.chain.id;
  const place = placeOf(event, chainId);
  const { sender, to, amount0In, amount1In, amount0Out, amount1Out } = event.args;
  const traded0 = amount0In + amount0Out;
  const traded1 = amount1In + amount1Out;
  const row = await context.db.update(pair, { chainId, address: place.pair }).set((p) => ({ volume0: p.volume0 + traded0, volume1: p.volume1 + traded1, txCount: p.txCount + 1 }));
  await context.db.insert(swap).values({ ...place, sender: lower(sender), to: lower(to), amount0In, amount1In, amount0Out, amount1Out, ...runningTotalsAfter(row) });
  for (const [table, length] of [
    [pairHourData, HOUR],
    [pairDayData, DAY],
  ] as const) {
    const key = { chainId, pair: place.pair, periodStart: periodStart(place.timestamp, length) };
    await context.db
      .insert(table)
      .values({ ...key, reserve0: row.reserve0, reserve1: row.reserve1, volume0: traded0, volume1: traded1, swaps: 1, ...EMPTY_CANDLE })
      .onConflictDoUpdate((d) => ({ volume0: d.volume0 + traded0, volume1: d.volume1 + traded1, swaps: d.swaps + 1 }));
  }
  // Both tokens' rows first, then each candle table's two rows in one upsert (one store call per table, not per row).
  const tradedOf = new Map<Hex, bigint>([
    [row.token0, traded0],
    [row.token1, traded1],
  ]);
  const liquidityOf = new Map<Hex, bigint>();
  for (const [address, traded] of tradedOf) {
    const t = await context.db.update(token, { chainId, address }).set((r) => ({ tradeVolume: r.tradeVolume + traded, txCount: r.txCount + 1 }));
    liquidityOf.set(address, t.totalLiquidity);
  }
  for (const [table, length] of [
    [tokenHourData, HOUR],
    [tokenDayData, DAY],
  ] as const) {
    const start = periodStart(place.timestamp, length);
    await context.db
      .insert(table)
      .values([...tradedOf].map(([address, traded]) => ({ chainId, token: address, periodStart: start, totalLiquidity: liquidityOf.get(address)!, volume: traded, swaps: 1, ...EMPTY_CANDLE })))
      .onConflictDoUpdate((d) => ({ volume: d.volume + tradedOf.get(d.token)!, swaps: d.swaps + 1 }));
  }
});

ponder.on("Pair:Mint", async ({ event, context }) => {
  const { sender, amount0, amount1 } = event.args;
  await context.db.insert(mint).values({ ...placeOf(event, context.chain.id), sender: lower(sender), amount0, amount1 });
});

ponder.on("Pair:Burn", async ({ event, context }) => {
  const { sender, to, amount0, amount1 } = event.args;
  await context.db.insert(burn).values({ ...placeOf(event, context.chain.id), sender: lower(sender), to: lower(to), amount0, amount1 });
});

/** LP token moves: the pool's supply (minted from / burned to the zero address) and each holder's balance. */
ponder.on("Pair:Transfer", async ({ event, context }) => {
  const chainId = context.chain.id;
  const address = lower(event.log.address);
  const from = lower(event.args.from);
  const to = lower(event.args.to);
  const { value } = event.args;
  if (from === ZERO_ADDRESS) await context.db.update(pair, { chainId, address }).set((p) => ({ totalSupply: p.totalSupply + value }));
  else if (to === ZERO_ADDRESS) await context.db.update(pair, { chainId, address }).set((p) => ({ totalSupply: p.totalSupply - value }));
  if (from !== ZERO_ADDRESS) {
    await context.db.update(liquidityPosition, { chainId, pair: address, owner: from }).set((p) => ({ balance: p.balance - value }));
  }
  if (to !== ZERO_ADDRESS) {
    await context.db
      .insert(liquidityPosition)
      .values({ chainId, pair: address, owner: to, balance: value })
      .onConflictDoUpdate((p) => ({ balance: p.balance + value }));
  }
});
