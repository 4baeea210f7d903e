import { useChainScan, type ScanState } from "../useChainScan";
import { loadPool, type PoolData } from "./loadPool";

type PoolState = ScanState<PoolData>;

/** A pair's history from its logs: cold from the deployment block once, then each new block's logs only. */
export function usePool(chainId: number, pair: string | undefined): { state: PoolState; retry: () => void } {
  const { state, retry } = useChainScan(chainId, pair, (ctx) => loadPool(ctx, pair!));
  return { state, retry };
}
