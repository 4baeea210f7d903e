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
    let inFlight = false;
    const poll = async () => {
      timer = undefined;
      // A hidden tab needs no fresh blocks: skip the request and catch up as soon as it is shown again.
      if (typeof document !== "undefined" && document.visibilityState === "hidden") {
        timer = setTimeout(poll, chain.pollingIntervalMs);
        return;
      }
      inFlight = true;
      try {
        const blockNumber = await provider.getBlockNumber();
        if (!stopped) dispatch(updateBlockNumber({ chainId: chain.chainId, blockNumber }));
      } catch (error) {
        console.debug(`Failed to get block number on chain ${chain.chainId}`, error);
      } finally {
        inFlight = false;
      }
      // Schedule after the answer (not setInterval) so a slow node never gets overlapping polls.
      if (!stopped) timer = setTimeout(poll, chain.pollingIntervalMs);
    };
    const onVisible = () => {
      // Only one poll loop: if a request is in flight it schedules the next poll itself.
      if (document.visibilityState !== "visible" || stopped || inFlight) return;
      if (timer) clearTimeout(timer);
      poll();
    };
    poll();
    if (typeof document !== "undefined") document.addEventListener("visibilitychange", onVisible);
    return () => {
      stopped = true;
      if (timer) clearTimeout(timer);
      if (typeof document !== "undefined") document.removeEventListener("visibilitychange", onVisible);
    };
  }, [chainId, dispatch]);

  return null;
}
