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

/**
 * The candle after `price` is seen: opens with it when empty, widens high / low, closes on it. The columns the price
 * leaves as they were keep their stored text, and the price is printed once: every Sync updates four candles, and
 * parsing and printing all their prices again (with objects of computed keys) was a measurable share of the sync.
 */
export function withPrice(candle: CandleColumns | undefined, price: Ratio): CandleColumns {
  const numerator = price.numerator.toString();
  const denominator = price.denominator.toString();
  const opened = candle !== undefined && candle.openNumerator !== null && candle.openDenominator !== null;
  const high = candle && read(candle.highNumerator, candle.highDenominator);
  const low = candle && read(candle.lowNumerator, candle.lowDenominator);
  const keepHigh = high !== undefined && !ratioLess(high, price);
  const keepLow = low !== undefined && !ratioLess(price, low);
  return {
    openNumerator: opened ? candle.openNumerator : numerator,
    openDenominator: opened ? candle.openDenominator : denominator,
    highNumerator: keepHigh ? candle!.highNumerator : numerator,
    highDenominator: keepHigh ? candle!.highDenominator : denominator,
    lowNumerator: keepLow ? candle!.lowNumerator : numerator,
    lowDenominator: keepLow ? candle!.lowDenominator : denominator,
    closeNumerator: numerator,
    closeDenominator: denominator,
  };
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
