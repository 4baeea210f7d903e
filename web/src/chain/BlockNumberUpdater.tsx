import { useEffect } from "react";
import { updateBlockNumber } from "../app/application/slice";
import { useAppDispatch } from "../app/hooks";
import { getChainInfo } from "../chains";
import { getReadProvider } from "./providers";
import { useActiveChainId } from "./useActiveChainId";

/**
 * Polls eth_blockNumber once per polling interval of the active chain (1 s local, 15 s public) and stores
 * it. Everything else (multicall, transaction checks) runs off this one number, so this poll plus one
 * multicall is the whole idle traffic per block.
 */
export function BlockNumberUpdater(): null {
  const chainId = useActiveChainId();
  const dispatch = useAppDispatch();

  useEffect(() => {
    const chain = getChainInfo(chainId);
    const provider = getReadProvider(chainId);
    if (!chain || !provider) return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const poll = async () => {
      try {
        const blockNumber = await provider.getBlockNumber();
        if (!stopped) dispatch(updateBlockNumber({ chainId: chain.chainId, blockNumber }));
      } catch (error) {
        console.debug(`Failed to get block number on chain ${chain.chainId}`, error);
      }
      // Schedule after the answer (not setInterval) so a slow node never gets overlapping polls.
      if (!stopped) timer = setTimeout(poll, chain.pollingIntervalMs);
    };
    poll();
    return () => {
      stopped = true;
      if (timer) clearTimeout(timer);
    };
  }, [chainId, dispatch]);

  return null;
}
