import { useEffect, useMemo, useRef } from "react";
import { useAppDispatch, useAppSelector } from "@/base/store";
import { getChainInfo } from "@/networks";
import { useBlockNumber } from "../blockNumber";
import { getReadClient } from "../readClients";
import { useActiveChainId } from "../useActiveChainId";
import { useDebounce } from "../useDebounce";
import { fetchOutdatedCalls } from "./fetchOutdated";
import { activeListeningKeys, outdatedListeningKeys } from "./outdatedKeys";

/** Components mount and add listeners in bursts; wait this long so one multicall covers the whole burst. */
const LISTENER_DEBOUNCE_MS = 100;

/** Fetches every outdated listened call of the active chain, once per block, through the chain's Multicall. */
export function MulticallUpdater(): null {
  const dispatch = useAppDispatch();
  const chainId = useActiveChainId();
  const latestBlockNumber = useBlockNumber(chainId);
  const callListeners = useAppSelector((state) => state.multicall.callListeners);
  const callResults = useAppSelector((state) => state.multicall.callResults);
  const debouncedListeners = useDebounce(callListeners, LISTENER_DEBOUNCE_MS);
  const cancellations = useRef<{ blockNumber: number; chainId: number; cancel: Array<() => void> } | undefined>(undefined);

  const listeningKeys = useMemo(() => activeListeningKeys(debouncedListeners, chainId), [debouncedListeners, chainId]);
  const serializedOutdatedCallKeys = useMemo(
    () => JSON.stringify(outdatedListeningKeys(callResults, listeningKeys, chainId, latestBlockNumber).sort()),
    [callResults, listeningKeys, chainId, latestBlockNumber],
  );

  useEffect(() => {
    const chain = getChainInfo(chainId);
    const client = getReadClient(chainId);
    const multicallAddress = chain?.contracts.multicall;
    if (!latestBlockNumber || !chain || !client || !multicallAddress) return;
    // A newer block (or another chain) makes every fetch still in flight outdated: cancel them.
    const previous = cancellations.current;
    const sameBlock = previous !== undefined && previous.blockNumber === latestBlockNumber && previous.chainId === chainId;
    if (previous && !sameBlock) {
      previous.cancel.forEach((c) => c());
      cancellations.current = undefined;
    }
    const outdatedCallKeys: string[] = JSON.parse(serializedOutdatedCallKeys);
    if (outdatedCallKeys.length === 0) return;

    const cancel = fetchOutdatedCalls({
      chainId,
      latestBlockNumber,
      outdatedCallKeys,
      multicallAddress,
      ethCall: (tx) => client.call(tx),
      dispatch,
    });
    cancellations.current = { blockNumber: latestBlockNumber, chainId, cancel: sameBlock ? [...previous.cancel, ...cancel] : cancel };
  }, [chainId, latestBlockNumber, serializedOutdatedCallKeys, dispatch]);

  // Unmount: nothing may land after the updater is gone.
  useEffect(() => () => cancellations.current?.cancel.forEach((c) => c()), []);

  return null;
}
