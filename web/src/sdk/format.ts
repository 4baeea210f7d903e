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

/** Rounds the positive integer q (digits significant digits, value q*10^exp) to one digit fewer. */
function dropDigit(q: bigint, digits: number, exp: number, rounding: Rounding): [bigint, number] {
  const r = roundDiv(q, 10n, rounding);
  return r === pow10(digits - 1) ? [pow10(digits - 2), exp + 2] : [r, exp + 1];
}

/**
 * numerator/denominator to `significantDigits` significant digits, trailing zeros dropped. Matches sdk-core's
 * decimal.js-light recipe exactly, including its double rounding: the quotient is first rounded to
 * significantDigits + 1 digits, then to significantDigits (so 1.23449 → 1.2345 → 1.235 with ROUND_HALF_UP).
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
  const precision = significantDigits + 1;
  // e: the decimal exponent of the leading digit, 10^e <= n/d < 10^(e+1)
  let e = n.toString().length - d.toString().length;
  if (e >= 0 ? n < d * pow10(e) : n * pow10(-e) < d) e--;
  const shift = precision - 1 - e;
  let q = shift >= 0 ? roundDiv(n * pow10(shift), d, rounding) : roundDiv(n, d * pow10(-shift), rounding);
  let exp = -shift; // value = q * 10^exp
  if (q === pow10(precision)) {
    q = pow10(precision - 1);
    exp++;
  }
  [q, exp] = dropDigit(q, precision, exp, rounding);
  let digits = q.toString();
  const trimmed = digits.replace(/0+$/, "");
  exp += digits.length - trimmed.length;
  digits = trimmed;
  if (exp >= 0) return place(digits + "0".repeat(exp), 0, negative, format);
  return place(digits, -exp, negative, format);
}
