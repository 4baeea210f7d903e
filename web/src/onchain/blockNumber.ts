import { useAppSelector } from "@/base/store";
import { useActiveChainId } from "./useActiveChainId";

/** Latest block seen on a chain (application slice), undefined until the first poll answers. */
export function useBlockNumber(chainId?: number): number | undefined {
  const activeChainId = useActiveChainId();
  const id = chainId ?? activeChainId;
  return useAppSelector((state) => state.blockNumber[id]);
}
