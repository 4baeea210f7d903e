import type { Dispatch } from "@reduxjs/toolkit";
import { isDefaultListUrl } from "./defaultLists";
import { fetchList } from "./fetchList";
import { resolveSelectedListUrl } from "./hooks";
import type { ListsState } from "./listsSlice";

const noEnsForDefaultLists = async (): Promise<string> => {
  throw new Error("the default lists are served with the app, never through ENS");
};

/**
 * On a first visit the active chain's default list carries the tokens of a swap link, and until it is in the
 * page reads them from the chain first and only then the pairs: one more round trip before the first quote.
 * Called by the entry before React renders, this starts that one list's download (and the lazy fetcher's)
 * at once instead of after the first commit; the lists updater then sees it loading and leaves it alone.
 * A list already stored, loading or failed, or a custom selected list (maybe an ENS name) is left to the updater.
 */
export function startActiveListLoad(lists: ListsState, dispatch: Dispatch, chainId: number): void {
  const url = resolveSelectedListUrl(lists.selectedListUrl, chainId);
  if (!url || !isDefaultListUrl(url)) return;
  const list = lists.byUrl[url];
  if (!list || list.current || list.loadingRequestId || list.error) return;
  fetchList(dispatch, url, noEnsForDefaultLists).catch((error: unknown) => console.debug("list fetch failed", url, error));
}
