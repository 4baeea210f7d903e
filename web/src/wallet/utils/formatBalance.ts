// Relative, with its extension: the e2e specs import this module too, and Node resolves no "@/" alias or folder.
import { formatSignificant, Rounding } from "../../sdk/index.ts";

/**
 * A balance as the header and the token search show it: 4 significant digits (1234567.8 → 1235000,
 * 0.000123456 → 0.0001235), rounded half up on the exact bigint, trailing zeros dropped.
 */
export function formatBalance(amount: bigint, decimals = 18, significant = 4): string {
  return formatSignificant(amount, 10n ** BigInt(decimals), significant, Rounding.ROUND_HALF_UP);
}
