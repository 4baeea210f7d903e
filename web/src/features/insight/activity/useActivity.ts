import { useChainScan, type ScanState } from "../useChainScan";
import type { PairInfo } from "../logs/events";
import type { BlockTime } from "../logs/blockTimes";
import { startBlockOf } from "../logs/scanContext";
import type { ActivityItem } from "./groupActivity";
import { loadActivity } from "./loadActivity";

interface ActivityData {
  items: ActivityItem[];
  pairs: Map<string, PairInfo>;
  times: Map<number, BlockTime>;
}

/**
 * The account's activity on a chain, rebuilt from logs: a cold scan from the deployment block the first time,
 * then only each new block's logs (the chain layer's block number drives it). `retry` runs it again after an error.
 * `scanning` is the range of blocks the first scan reads, while there is nothing to show yet.
 */
export function useActivity(
  chainId: number,
  account: string | undefined,
): { state: ScanState<ActivityData>; scanning: { from: number; to: number } | undefined; retry: () => void } {
  const { state, head, retry } = useChainScan(chainId, account?.toLowerCase(), (ctx) => loadActivity(ctx, account!));
  const scanning = state.status === "loading" && account && head !== undefined ? { from: safeStart(chainId), to: head } : undefined;
  return { state, scanning, retry };
}

function safeStart(chainId: number): number {
  try {
    return startBlockOf(chainId);
  } catch {
    return 0;
  }
}
