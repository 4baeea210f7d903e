import { formatSignificant, Rounding } from "@/sdk";

/**
 * A balance as the header and the token search show it: 4 significant digits (1234567.8 → 1235000,
 * 0.000123456 → 0.0001235), rounded half up on the exact bigint, trailing zeros dropped.
 */
export function formatBalance(amount: bigint, decimals = 18, significant = 4): string {
  return formatSignificant(amount, 10n ** BigInt(decimals), significant, Rounding.ROUND_HALF_UP);
}
