import { formatSignificant, Rounding, type NativePrice } from "@/sdk";

const NATIVE_UNIT = 10n ** 18n;
const DIGITS = 6;

/** Native wei as coins, six significant digits rounded down (never more than it was). */
export function formatNative(wei: bigint): string {
  return formatSignificant(wei, NATIVE_UNIT, DIGITS, Rounding.ROUND_DOWN);
}

/** A token amount in smallest units as whole tokens, six significant digits rounded down. */
export function formatTokenAmount(raw: bigint, decimals: number): string {
  return formatSignificant(raw, 10n ** BigInt(Math.max(0, Math.min(255, decimals))), DIGITS, Rounding.ROUND_DOWN);
}

/** Native coins per whole token. */
export function formatPrice(price: NativePrice, decimals: number): string {
  return formatSignificant(price.numerator * 10n ** BigInt(Math.max(0, Math.min(255, decimals))), price.denominator * NATIVE_UNIT, DIGITS, Rounding.ROUND_DOWN);
}

/** A fraction as a percentage with two decimals ("+5.00 %" when signed). */
export function formatPercent(fraction: number, signed = false): string {
  const text = `${(fraction * 100).toFixed(2)} %`;
  return signed && fraction > 0 ? `+${text}` : text;
}
