import { Percent } from "@/sdk";

/** Shares below 0.01 % would print as 0.00; they show as '<0.01%'. */
const SHARE_THRESHOLD = new Percent(1n, 10_000n);

/** Pool share for display: '<0.01%' below the threshold, else 2 decimals; '-' when unknown. */
export function formatPoolShare(share: Percent | undefined): string {
  if (!share) return "-";
  if (share.lessThan(SHARE_THRESHOLD)) return "<0.01%";
  return `${share.toFixed(2)}%`;
}

/** The share of the pool `part` LP tokens are out of `total`; undefined without a positive total. */
export function poolShareOf(part: bigint | undefined, total: bigint | undefined): Percent | undefined {
  if (part === undefined || total === undefined || total <= 0n || part < 0n || part > total) return undefined;
  return new Percent(part, total);
}
