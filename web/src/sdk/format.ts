import { Rounding } from "./constants.ts";

/** Separators for formatted numbers. The default prints digits only: no group separator, '.' as decimal point. */
export interface NumberFormat {
  groupSeparator?: string;
  groupSize?: number;
  decimalSeparator?: string;
}

/** n / d rounded to an integer, for n >= 0 and d > 0. ROUND_HALF_UP rounds ties away from zero. */
export function roundDiv(n: bigint, d: bigint, rounding: Rounding): bigint {
  const q = n / d;
  const r = n - q * d;
  if (r === 0n || rounding === Rounding.ROUND_DOWN) return q;
  if (rounding === Rounding.ROUND_UP) return q + 1n;
  return r * 2n >= d ? q + 1n : q;
}

const POW10: bigint[] = [1n];
export function pow10(exponent: number): bigint {
  for (let i = POW10.length; i <= exponent; i++) POW10.push(POW10[i - 1] * 10n);
  return POW10[exponent];
}

/** Places the decimal point `decimals` digits from the right of the digit string, then applies the format. */
function place(digits: string, decimals: number, negative: boolean, format: NumberFormat | undefined): string {
  // Stryker disable next-line ConditionalExpression,EqualityOperator: equivalent, decimals is never negative, and no digit string is shorter than 0 digits (mutation/EQUIVALENT_MUTANTS.md)
  if (decimals > 0 && digits.length <= decimals) digits = "0".repeat(decimals - digits.length + 1) + digits;
  // Stryker disable next-line ConditionalExpression,EqualityOperator: equivalent, decimals is never negative, and slicing off 0 digits keeps the whole string (mutation/EQUIVALENT_MUTANTS.md)
  let int = decimals > 0 ? digits.slice(0, digits.length - decimals) : digits;
  // Stryker disable next-line ConditionalExpression,EqualityOperator: equivalent, decimals is never negative, and the last 0 digits are the empty string (mutation/EQUIVALENT_MUTANTS.md)
  const frac = decimals > 0 ? digits.slice(digits.length - decimals) : "";
  const group = format?.groupSeparator;
  if (group) {
    // Stryker disable next-line OptionalChaining: equivalent, format gave the group separator just above, so it is set (mutation/EQUIVALENT_MUTANTS.md)
    const size = format?.groupSize ?? 3;
    let grouped = "";
    for (let end = int.length; end > 0; end -= size) grouped = int.slice(Math.max(0, end - size), end) + (grouped ? group + grouped : "");
    int = grouped;
  }
  return (negative ? "-" : "") + int + (frac ? (format?.decimalSeparator ?? ".") + frac : "");
}

/**
 * numerator/denominator with exactly `decimalPlaces` decimals, rounded once (what big.js does for sdk-core).
 * Integer arithmetic only: no floating point anywhere.
 */
export function formatFixed(
  numerator: bigint,
  denominator: bigint,
  decimalPlaces: number,
  rounding: Rounding,
  format?: NumberFormat,
): string {
  // Stryker disable next-line EqualityOperator,ConditionalExpression: equivalent, a zero result is never negative (scaled !== 0n below), and a zero denominator throws in roundDiv (mutation/EQUIVALENT_MUTANTS.md)
  const negative = numerator < 0n !== denominator < 0n && numerator !== 0n;
  // Stryker disable next-line EqualityOperator: equivalent, -0n is 0n (mutation/EQUIVALENT_MUTANTS.md)
  const n = numerator < 0n ? -numerator : numerator;
  // Stryker disable next-line EqualityOperator: equivalent, -0n is 0n, and a zero denominator throws in roundDiv (mutation/EQUIVALENT_MUTANTS.md)
  const d = denominator < 0n ? -denominator : denominator;
  const scaled = roundDiv(n * pow10(decimalPlaces), d, rounding);
  return place(scaled.toString(), decimalPlaces, negative && scaled !== 0n, format);
}

/**
 * numerator/denominator to `significantDigits` significant digits, trailing zeros dropped. Matches sdk-core's
 * decimal.js-light recipe exactly: its division truncates the quotient to significantDigits + 1 digits, and only
 * then is the result rounded to significantDigits with the rounding mode. So rounding looks at one digit only:
 * 1.0563 to 1 digit with ROUND_UP gives 1 (truncated to 1.0 first), and 0.01749 to 2 with ROUND_HALF_UP 0.017.
 */
export function formatSignificant(
  numerator: bigint,
  denominator: bigint,
  significantDigits: number,
  rounding: Rounding,
  format?: NumberFormat,
): string {
  // Zero or a fraction of a digit has no meaning; without this check 0 digits printed "0000" or "10".
  if (!Number.isInteger(significantDigits)) throw new Error(`${significantDigits} is not an integer.`);
  if (significantDigits <= 0) throw new Error(`${significantDigits} is not positive.`);
  if (numerator === 0n) return "0";
  // Stryker disable next-line EqualityOperator: equivalent, a zero numerator returned above, and a zero denominator throws in the division below (mutation/EQUIVALENT_MUTANTS.md)
  const negative = numerator < 0n !== denominator < 0n;
  // Stryker disable next-line EqualityOperator: equivalent, -0n is 0n (and a zero numerator returned above) (mutation/EQUIVALENT_MUTANTS.md)
  const n = numerator < 0n ? -numerator : numerator;
  // Stryker disable next-line EqualityOperator: equivalent, -0n is 0n, and a zero denominator throws in the division below (mutation/EQUIVALENT_MUTANTS.md)
  const d = denominator < 0n ? -denominator : denominator;
  // e: the decimal exponent of the leading digit, 10^e <= n/d < 10^(e+1)
  let e = n.toString().length - d.toString().length;
  // Stryker disable next-line EqualityOperator: equivalent, at e = 0 both tests are n < d, and for n/d exactly 10^e the one digit more is a trimmed zero (mutation/EQUIVALENT_MUTANTS.md)
  if (e >= 0 ? n < d * pow10(e) : n * pow10(-e) < d) e--;
  const shift = significantDigits - e; // keeps significantDigits + 1 digits
  // Stryker disable next-line EqualityOperator: equivalent, at shift 0 both branches compute n / d (mutation/EQUIVALENT_MUTANTS.md)
  const truncated = shift >= 0 ? (n * pow10(shift)) / d : n / (d * pow10(-shift));
  const q = roundDiv(truncated, 10n, rounding);
  let exp = 1 - shift; // value = q * 10^exp
  let digits = q.toString();
  const trimmed = digits.replace(/0+$/, "");
  exp += digits.length - trimmed.length;
  digits = trimmed;
  // Stryker disable next-line EqualityOperator: equivalent, at exp 0 no zeros are added and place with 0 decimals gives the same (mutation/EQUIVALENT_MUTANTS.md)
  if (exp >= 0) return place(digits + "0".repeat(exp), 0, negative, format);
  return place(digits, -exp, negative, format);
}
