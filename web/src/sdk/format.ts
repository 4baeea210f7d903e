import { Rounding } from "./constants";

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
  if (decimals > 0 && digits.length <= decimals) digits = "0".repeat(decimals - digits.length + 1) + digits;
  let int = decimals > 0 ? digits.slice(0, digits.length - decimals) : digits;
  const frac = decimals > 0 ? digits.slice(digits.length - decimals) : "";
  const group = format?.groupSeparator;
  if (group) {
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
  const negative = numerator < 0n !== denominator < 0n && numerator !== 0n;
  const n = numerator < 0n ? -numerator : numerator;
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
  if (numerator === 0n) return "0";
  const negative = numerator < 0n !== denominator < 0n;
  const n = numerator < 0n ? -numerator : numerator;
  const d = denominator < 0n ? -denominator : denominator;
  // e: the decimal exponent of the leading digit, 10^e <= n/d < 10^(e+1)
  let e = n.toString().length - d.toString().length;
  if (e >= 0 ? n < d * pow10(e) : n * pow10(-e) < d) e--;
  const shift = significantDigits - e; // keeps significantDigits + 1 digits
  const truncated = shift >= 0 ? (n * pow10(shift)) / d : n / (d * pow10(-shift));
  const q = roundDiv(truncated, 10n, rounding);
  let exp = 1 - shift; // value = q * 10^exp
  let digits = q.toString();
  const trimmed = digits.replace(/0+$/, "");
  exp += digits.length - trimmed.length;
  digits = trimmed;
  if (exp >= 0) return place(digits + "0".repeat(exp), 0, negative, format);
  return place(digits, -exp, negative, format);
}
