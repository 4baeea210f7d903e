import { useEffect } from "react";
import { updateBlockNumber } from "../app/application/slice";
import { useAppDispatch } from "../app/hooks";
import { getChainInfo } from "../chains";
import { getReadProvider } from "./providers";
import { chainReset, isChainReset } from "./chainReset";
import { isRpcUnavailableError } from "./rpc/failoverTransport";
import { rpcHealth } from "./rpc/rpcHealth";
import { nextRetryDelayMs } from "./rpc/retryDelay";
import { useActiveChainId } from "./useActiveChainId";

/**
 * Polls eth_blockNumber once per polling interval of the active chain (1 s local, 15 s public) and stores
 * it. Everything else (multicall, transaction checks) runs off this one number, so this poll plus one
 * multicall is the whole idle traffic per block. While no RPC URL of the chain answers it also drives the
 * retries (growing pauses, published for the banner's countdown; the banner's Retry polls at once), and
 * the first answer after an outage refreshes everything without a reload.
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
    // Consecutive polls that found no URL of the chain answering: spaces the retries out (banner countdown).
    let outages = 0;
    // What the node said before, to notice a node restarted from genesis (see chainReset).
    let lastBlock: number | undefined;
    let genesisHash: string | undefined;
    const poll = async () => {
      timer = undefined;
      // A hidden tab needs no fresh blocks: skip the request and catch up as soon as it is shown again.
      if (typeof document !== "undefined" && document.visibilityState === "hidden") {
        timer = setTimeout(poll, chain.pollingIntervalMs);
        return;
      }
      inFlight = true;
      let delay = chain.pollingIntervalMs;
      try {
        const blockNumber = await provider.getBlockNumber();
        // Block 0 is read on the first answer and after every outage: that is when a node may have restarted.
        // A failed read of it only postpones the check; it never blocks the block number.
        const genesis =
          genesisHash === undefined || outages > 0 ? ((await provider.getBlock(0).catch(() => null))?.hash ?? undefined) : undefined;
        outages = 0;
        if (stopped) return;
        if (isChainReset({ blockNumber: lastBlock, genesisHash }, { blockNumber, genesisHash: genesis })) {
          console.info(`Chain ${chain.chainId} was reset (new history): dropping its cached data`);
          dispatch(chainReset({ chainId: chain.chainId }));
        }
        lastBlock = blockNumber;
        if (genesis) genesisHash = genesis;
        dispatch(updateBlockNumber({ chainId: chain.chainId, blockNumber }));
      } catch (error) {
        console.debug(`Failed to get block number on chain ${chain.chainId}`, error);
        if (isRpcUnavailableError(error)) {
          outages += 1;
          delay = nextRetryDelayMs(outages, chain.pollingIntervalMs);
          if (!stopped) rpcHealth.scheduleRetry(chain.chainId, Date.now() + delay);
        }
      } finally {
        inFlight = false;
      }
      // Schedule after the answer (not setInterval) so a slow node never gets overlapping polls.
      if (!stopped) timer = setTimeout(poll, delay);
    };
    const pollNow = () => {
      // Only one poll loop: if a request is in flight it schedules the next poll itself.
      if (stopped || inFlight) return;
      if (timer) clearTimeout(timer);
      poll();
    };
    const offRetry = rpcHealth.onRetryRequested((id) => {
      if (id !== chain.chainId) return;
      provider.transport.resetBackoff();
      pollNow();
    });
    const onVisible = () => {
      if (document.visibilityState === "visible") pollNow();
    };
    poll();
    if (typeof document !== "undefined") document.addEventListener("visibilitychange", onVisible);
    return () => {
      stopped = true;
      offRetry();
      if (timer) clearTimeout(timer);
      if (typeof document !== "undefined") document.removeEventListener("visibilitychange", onVisible);
    };
  }, [chainId, dispatch]);

  return null;
}
