import { useEffect } from "react";
import { useStore } from "react-redux";
import { updateBlockNumber } from "../app/application/slice";
import { useAppDispatch } from "../app/hooks";
import type { RootState } from "../app/store";
import { getChainInfo, hasContract } from "../chains";
import { activeListeningKeys } from "./multicall/outdatedKeys";
import { pollBlock } from "./multicall/pollBlock";
import { updateMulticallResults } from "./multicall/slice";
import { getReadProvider } from "./providers";
import { useActiveChainId } from "./useActiveChainId";

/**
 * Polls the active chain once per polling interval (1 s local, 15 s public) and stores the block number.
 * The poll is the multicall of every listened call (see pollBlock), and its results are stored before
 * the new block number, so the multicall updater finds nothing outdated: one request per new block and
 * one per interval without new blocks is the whole idle traffic. The multicall updater still fetches
 * at once what a newly mounted component starts to listen to.
 */
export function BlockNumberUpdater(): null {
  const chainId = useActiveChainId();
  const dispatch = useAppDispatch();
  const store = useStore<RootState>();

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
        const state = store.getState();
        const multicall = chain.contracts.multicall;
        const { blockNumber, results } = await pollBlock({
          listeningKeys: Object.keys(activeListeningKeys(state.multicall.callListeners, chain.chainId)),
          multicallAddress: hasContract(multicall) ? multicall : undefined,
          ethCall: (tx) => provider.call(tx),
          getBlockNumber: () => provider.getBlockNumber(),
        });
        const known = store.getState().application.blockNumber[chain.chainId] ?? 0;
        if (!stopped && blockNumber > known) {
          // Results first: by the time the new block number renders, every listened call is fresh for it.
          if (results) dispatch(updateMulticallResults({ chainId: chain.chainId, blockNumber, results }));
          dispatch(updateBlockNumber({ chainId: chain.chainId, blockNumber }));
        }
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
  }, [chainId, dispatch, store]);

  return null;
}
