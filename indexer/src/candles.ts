/**
 * Candle arithmetic on exact prices: which period a time falls in, and a candle's open / high / low / close after one
 * more price. Pure, so it is tested without a database.
 */

export const HOUR = 3600n;
export const DAY = 86400n;

/** An exact positive ratio. */
export interface Ratio {
  numerator: bigint;
  denominator: bigint;
}

/** The start (unix seconds) of the period of `length` seconds that holds `timestamp`. */
export function periodStart(timestamp: bigint, length: bigint): bigint {
  return timestamp - (timestamp % length);
}

/** a < b for ratios with positive denominators. */
export function ratioLess(a: Ratio, b: Ratio): boolean {
  return a.numerator * b.denominator < b.numerator * a.denominator;
}

/** A candle as the tables keep it: each price as two decimal strings, all null before the period's first price. */
export interface CandleColumns {
  openNumerator: string | null;
  openDenominator: string | null;
  highNumerator: string | null;
  highDenominator: string | null;
  lowNumerator: string | null;
  lowDenominator: string | null;
  closeNumerator: string | null;
  closeDenominator: string | null;
}

const read = (numerator: string | null, denominator: string | null): Ratio | undefined =>
  numerator === null || denominator === null ? undefined : { numerator: BigInt(numerator), denominator: BigInt(denominator) };

const columns = (prefix: "open" | "high" | "low" | "close", r: Ratio) =>
  ({ [`${prefix}Numerator`]: r.numerator.toString(), [`${prefix}Denominator`]: r.denominator.toString() }) as Record<string, string>;

/** The candle after `price` is seen: opens with it when empty, widens high / low, closes on it. */
export function withPrice(candle: CandleColumns | undefined, price: Ratio): CandleColumns {
  const open = candle && read(candle.openNumerator, candle.openDenominator);
  const high = candle && read(candle.highNumerator, candle.highDenominator);
  const low = candle && read(candle.lowNumerator, candle.lowDenominator);
  return {
    ...columns("open", open ?? price),
    ...columns("high", high && !ratioLess(high, price) ? high : price),
    ...columns("low", low && !ratioLess(price, low) ? low : price),
    ...columns("close", price),
  } as unknown as CandleColumns;
}

/** A candle with no price yet. */
export const EMPTY_CANDLE: CandleColumns = {
  openNumerator: null,
  openDenominator: null,
  highNumerator: null,
  highDenominator: null,
  lowNumerator: null,
  lowDenominator: null,
  closeNumerator: null,
  closeDenominator: null,
};
