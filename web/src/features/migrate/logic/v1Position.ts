/**
 * Pure V1 migration math on raw amounts (wei of the native coin, smallest units of the token). No React, no chain.
 * V1 exchanges hold the native coin and one token; a liquidity holder owns `liquidity / totalSupply` of both.
 */
import { Percent } from "@/sdk";

/** Reserves of a pool holding the native coin (or its wrapped token) and one token. */
export interface NativeTokenReserves {
  native: bigint;
  token: bigint;
}

/** Migrate minimums are 99.5 % of the expected amounts. */
const MIGRATE_MIN_NUMERATOR = 9950n;
const MIGRATE_MIN_DENOMINATOR = 10000n;
/** Migrate and V1 remove allow now + 1200 s, whatever the user's deadline setting (the transaction pipeline adds it). */
export const V1_DEADLINE_SECONDS = 1200;
/** Warn when V1 and V2 prices differ by 5 % or more. */
const PRICE_DIFFERENCE_WARNING = new Percent(5n, 100n);

/**
 * What removing `liquidity` pool tokens gives back: the V1 exchange rounds each side down
 * (amount * reserve / totalSupply), so this is exactly what removeLiquidity (and the migrator) receive.
 * Zero or missing supply gives zero amounts rather than a division error.
 */
export function v1PositionAmounts(liquidity: bigint, totalSupply: bigint, reserves: NativeTokenReserves): NativeTokenReserves {
  // Stryker disable next-line EqualityOperator: equivalent, no liquidity gives 0 · reserve / supply = 0 on both sides (mutation/EQUIVALENT_MUTANTS.md)
  if (liquidity <= 0n || totalSupply <= 0n) return { native: 0n, token: 0n };
  // Stryker disable next-line EqualityOperator: equivalent, at equality both branches are the same amount (mutation/EQUIVALENT_MUTANTS.md)
  const owned = liquidity > totalSupply ? totalSupply : liquidity;
  return { native: (owned * reserves.native) / totalSupply, token: (owned * reserves.token) / totalSupply };
}

/** The holder's share of a pool, undefined without a supply. */
export function poolShare(liquidity: bigint, totalSupply: bigint): Percent | undefined {
  if (totalSupply <= 0n || liquidity < 0n) return undefined;
  return new Percent(liquidity, totalSupply);
}

/** A pool counts as empty when it does not exist or both reserves are zero. */
export function isEmptyPool(reserves: NativeTokenReserves | undefined): boolean {
  return !reserves || (reserves.native === 0n && reserves.token === 0n);
}

/**
 * |V1 price / V2 price − 1| with prices in tokens per native coin, undefined when either pool has an empty side
 * (no price to compare).
 */
export function priceDifference(v1: NativeTokenReserves, v2: NativeTokenReserves | undefined): Percent | undefined {
  if (!v2 || v1.native <= 0n || v1.token <= 0n || v2.native <= 0n || v2.token <= 0n) return undefined;
  // (t1 / n1) / (t2 / n2) − 1 = (t1·n2 − n1·t2) / (n1·t2)
  const numerator = v1.token * v2.native - v1.native * v2.token;
  // Stryker disable next-line EqualityOperator: equivalent, -0n is 0n (mutation/EQUIVALENT_MUTANTS.md)
  return new Percent(numerator < 0n ? -numerator : numerator, v1.native * v2.token);
}

export function isPriceDifferenceLarge(difference: Percent | undefined): boolean {
  return difference !== undefined && !difference.lessThan(PRICE_DIFFERENCE_WARNING);
}

interface MigrationAmounts {
  /** What the V2 pool is expected to take of each side. */
  expected: NativeTokenReserves;
  /** migrate(token, amountTokenMin, amountPENMin, ...) arguments: 99.5 % of the expected amounts. */
  minimum: NativeTokenReserves;
  /** True when migrating creates (or first fills) the V2 pool at the V1 price. */
  createsPool: boolean;
}

const minimumOf = (amount: bigint) => (amount * MIGRATE_MIN_NUMERATOR) / MIGRATE_MIN_DENOMINATOR;

/**
 * The migrator removes `removed` from V1 and adds it through addLiquidityPEN. Into an empty V2 pool both sides go
 * in whole. Into a live pool the router keeps the V2 ratio: it takes all of one side and the other side quoted at
 * the V2 price (router quote()), and checks the minimum of the quoted side only. Minimums are 99.5 % of the
 * expected amounts on both sides, which is what the router checks whichever side it quotes.
 */
export function migrationAmounts(removed: NativeTokenReserves, v2: NativeTokenReserves | undefined): MigrationAmounts {
  const createsPool = isEmptyPool(v2);
  let expected = removed;
  if (v2 && v2.native > 0n && v2.token > 0n) {
    const nativeForTokens = (removed.token * v2.native) / v2.token;
    expected =
      nativeForTokens <= removed.native
        ? { native: nativeForTokens, token: removed.token }
        : { native: removed.native, token: (removed.native * v2.token) / v2.native };
  }
  return { expected, minimum: { native: minimumOf(expected.native), token: minimumOf(expected.token) }, createsPool };
}
