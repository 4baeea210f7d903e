import type { TokenList } from "@uniswap/token-lists";
import { useEffect, useRef } from "react";
import { useAppDispatch } from "@/base/store";
import { addPopup } from "../popups";
import { isChainDeployed } from "@/networks";
import { useWallet } from "@/wallet";
import { useFetchListCallback, useListsByUrl } from "./hooks";
import { acceptListUpdate } from "./listsSlice";
import { decideListUpdate } from "./updatePolicy";
import { isListInUse } from "./defaultLists";

/** Token lists are refreshed every 10 minutes. */
const LIST_REFRESH_INTERVAL_MS = 600_000;

/**
 * Keeps the lists in use on the active chain fresh (the user's lists and the chain's own default list; see
 * isListInUse): fetches those never loaded, refreshes them every 10 minutes while a provider exists, and
 * handles newer versions per the update policy — applied with a notice, or offered in a popup that stays
 * until the user answers ('Accept update' / 'Dismiss'). Another chain's default list is fetched once the app
 * is on that chain. On a chain without a PenSwap deployment nothing is fetched: nothing can be traded there (and a
 * production build ships no default list for it).
 */
export function ListsUpdater() {
  const dispatch = useAppDispatch();
  const { chainId, provider, readProvider } = useWallet();
  const hasProvider = Boolean(provider ?? readProvider);
  const deployed = isChainDeployed(chainId);
  const lists = useListsByUrl();
  const fetchList = useFetchListCallback(chainId);
  const listsRef = useRef(lists);
  useEffect(() => {
    listsRef.current = lists;
  }, [lists]);

  // Periodic refresh of every list.
  useEffect(() => {
    if (!hasProvider || !deployed) return;
    const refreshAll = () => {
      for (const [url, list] of Object.entries(listsRef.current)) {
        // A list never loaded (no document, no error) is the first-load effect's (below): fetching it here
        // too would download and validate every list twice on a cold start, on the main thread the first
        // quote needs. Lists that failed are retried here.
        if (!isListInUse(url, chainId) || list.loadingRequestId || (!list.current && !list.error)) continue;
        fetchList(url).catch((error) => console.warn("tokens list could not be automatically updated", url, error));
      }
    };
    refreshAll(); // once on load too: a stored list may be ten minutes or ten days old
    const timer = window.setInterval(refreshAll, LIST_REFRESH_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [hasProvider, deployed, fetchList, chainId]);

  // First load of lists that have nothing yet (new default lists, lists restored without a document).
  useEffect(() => {
    if (!deployed) return;
    for (const [url, list] of Object.entries(lists)) {
      if (isListInUse(url, chainId) && !list.current && !list.loadingRequestId && !list.error) {
        fetchList(url).catch((error) => console.debug("list fetch failed", url, error));
      }
    }
  }, [lists, deployed, fetchList, chainId]);

  // Newer versions: each pending update is handled once (the ref remembers which documents were seen).
  const handled = useRef(new WeakSet<TokenList>());
  useEffect(() => {
    for (const [listUrl, list] of Object.entries(lists)) {
      const { current, pendingUpdate } = list;
      if (!current || !pendingUpdate || handled.current.has(pendingUpdate)) continue;
      handled.current.add(pendingUpdate);
      const decision = decideListUpdate(current, pendingUpdate);
      if (decision === "auto") {
        dispatch(acceptListUpdate(listUrl));
        dispatch(addPopup({ key: listUrl, content: { kind: "listUpdate", listUrl, oldList: current, newList: pendingUpdate, auto: true } }));
      } else if (decision === "prompt") {
        dispatch(
          addPopup({
            key: listUrl,
            content: { kind: "listUpdate", listUrl, oldList: current, newList: pendingUpdate, auto: false },
            removeAfterMs: null,
          }),
        );
      }
    }
  }, [lists, dispatch]);

  return null;
}
