import type { TokenList } from "@uniswap/token-lists";
import { useCallback, useMemo } from "react";
import { useAppDispatch, useAppSelector } from "@/base/store";
import { defaultListUrl, isDefaultListUrl } from "./defaultLists";
import { fetchList } from "./fetchList";
import { listToTokenMap, type TokenAddressMap } from "./listToTokenMap";
import type { ListsState } from "./listsSlice";

export function useListsByUrl(): ListsState["byUrl"] {
  return useAppSelector((state) => state.lists.byUrl);
}

/**
 * The list in use on a chain. The default lists are one per chain, so selecting "the default list" follows the
 * chain: whichever default URL is stored as selected, the active chain's own default list is used.
 */
export function resolveSelectedListUrl(selectedListUrl: string | undefined, chainId: number): string | undefined {
  if (selectedListUrl === undefined || isDefaultListUrl(selectedListUrl)) return defaultListUrl(chainId);
  return selectedListUrl;
}

export function useSelectedListUrl(chainId: number): string | undefined {
  const selected = useAppSelector((state) => state.lists.selectedListUrl);
  return resolveSelectedListUrl(selected, chainId);
}

export function useSelectedList(chainId: number): TokenList | null {
  const url = useSelectedListUrl(chainId);
  const byUrl = useListsByUrl();
  return (url && byUrl[url]?.current) || null;
}

/** Tokens of the selected list on a chain, by address (empty while the list loads or when it failed). */
export function useSelectedTokenMap(chainId: number): TokenAddressMap {
  const list = useSelectedList(chainId);
  return useMemo(() => listToTokenMap(list, chainId), [list, chainId]);
}

/** Tokens of the chain's default list: the "known tokens" an imported token is compared with. */
export function useDefaultTokenMap(chainId: number): TokenAddressMap {
  const list = useAppSelector((state) => state.lists.byUrl[defaultListUrl(chainId)]?.current ?? null);
  return useMemo(() => listToTokenMap(list, chainId), [list, chainId]);
}

/** Returns a function that fetches a list into the store (and rejects with the list error message on failure). */
export function useFetchListCallback(chainId: number | undefined) {
  const dispatch = useAppDispatch();
  return useCallback(
    (url: string) =>
      fetchList(dispatch, url, async (ensName) => {
        // Built lazily: only ENS names need a chain, and the error must surface as this list's error. Its code
        // (ENS registry and resolver ABIs) loads on the first ENS list, never in the first paint.
        const { ensContentHashResolver } = await import("./ensResolver");
        return ensContentHashResolver(chainId)(ensName);
      }),
    [dispatch, chainId],
  );
}
