import { useEffect, useMemo, useRef } from "react";
import { useAppDispatch, useAppSelector } from "@/base/store";
import { getChainInfo } from "@/networks";
import { useBlockNumber } from "../blockNumber";
import { useChainResetCount } from "../chainReset";
import { getReadClient } from "../readClients";
import { useActiveChainId } from "../useActiveChainId";
import { useDebounce } from "../useDebounce";
import { fetchOutdatedCalls } from "./fetchOutdated";
import { activeListeningKeys, outdatedListeningKeys } from "./outdatedKeys";
import { partitionStarted, type StartedFetches } from "./startedFetches";

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
  const resetCount = useChainResetCount(chainId);
  const started = useRef<StartedFetches[]>([]);

  const listeningKeys = useMemo(() => activeListeningKeys(debouncedListeners, chainId), [debouncedListeners, chainId]);
  const serializedOutdatedCallKeys = useMemo(
    () => JSON.stringify(outdatedListeningKeys(callResults, listeningKeys, chainId, latestBlockNumber).sort()),
    [callResults, listeningKeys, chainId, latestBlockNumber],
  );

  useEffect(() => {
    const chain = getChainInfo(chainId);
    const client = getReadClient(chainId);
    const multicallAddress = chain?.contracts.multicall;
    // Fetches of another chain or history, or two blocks behind, are given up (their calls are asked again). A fetch for
    // the block before the latest lands: a first read is waited for rather than sent a second time, and an older answer
    // never replaces a newer one (see outdatedListeningKeys and the slice).
    const now = { chainId, resetCount, blockNumber: latestBlockNumber ?? 0 };
    const { keep, cancel: given } = partitionStarted(started.current, now);
    started.current = keep;
    given.forEach((fetches) => fetches.cancel.forEach((c) => c()));
    if (!latestBlockNumber || !chain || !client || !multicallAddress) return;
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
    started.current.push({ ...now, cancel });
  }, [chainId, resetCount, latestBlockNumber, serializedOutdatedCallKeys, dispatch]);

  // Unmount: nothing may land after the updater is gone.
  useEffect(() => () => started.current.forEach((fetches) => fetches.cancel.forEach((c) => c())), []);

  return null;
}
