import { chainResetCount } from "@/onchain/chainReset";
import type { MarketActivity } from "./loadActivity";

// The last figures worked out per chain this session, with the chain's count of resets then: a chain restarted from
// genesis since has none of them.
const lastActivity = new Map<number, { resets: number; activity: MarketActivity }>();

/** Keeps `activity` as `chainId`'s last figures; `resets` is the chain's reset count when their scan started. */
export function rememberActivity(chainId: number, resets: number, activity: MarketActivity): void {
  lastActivity.set(chainId, { resets, activity });
}

/**
 * `chainId`'s last figures this session, unless the chain was seen reset since their scan started (a restarted
 * chain's history is another one) or they were worked out at a later head than `head` (the chain went back).
 */
export function rememberedActivity(chainId: number, head?: number): MarketActivity | undefined {
  const kept = lastActivity.get(chainId);
  if (kept?.resets !== chainResetCount(chainId)) return undefined;
  return head === undefined || kept.activity.head <= head ? kept.activity : undefined;
}

/** Forgets every chain's figures (tests; a page reload does the same). */
export function forgetRememberedActivity(): void {
  lastActivity.clear();
}
