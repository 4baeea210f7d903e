import { useCallback } from "react";
import { useContracts } from "@/chain/hooks";
import { useSingleCallResult } from "@/chain/multicall/hooks";
import { v1Deadline } from "../logic/v1Position";

/**
 * Migrate and V1 remove deadlines are now + 1200 s. "Now" is the later of the latest block's timestamp
 * (Multicall getCurrentBlockTimestamp) and the local clock, so a chain whose clock runs ahead still accepts it.
 */
export function useV1Deadline(): () => bigint {
  const { multicall } = useContracts();
  const blockTimestamp = useSingleCallResult(multicall, "getCurrentBlockTimestamp").value;
  return useCallback(() => {
    const local = Date.now() / 1000;
    const chain = blockTimestamp !== undefined ? Number(blockTimestamp) : 0;
    return v1Deadline(Math.max(local, chain));
  }, [blockTimestamp]);
}
