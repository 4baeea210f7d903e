import { formatSignificant } from "@/sdk";
import { Rounding } from "@/sdk";

/** Six significant digits, rounded down: enough to recognise an amount, never more than it was. */
export function formatAmount(raw: bigint, decimals: number): string {
  return formatSignificant(raw, 10n ** BigInt(Math.max(0, Math.min(255, decimals))), 6, Rounding.ROUND_DOWN, { groupSeparator: "" });
}

export function shortHex(value: string): string {
  return value.length > 12 ? `${value.slice(0, 6)}…${value.slice(-4)}` : value;
}
