/** Token lists: the persisted lists slice, fetching and updating them, and the token maps the search reads. */
export { fetchTokenListFulfilled, fetchTokenListPending, listsReducer } from "./listsSlice";
export { sanitizeLists, LISTS_STATE_VERSION, type PersistedListsState } from "./sanitizeLists";
export { useDefaultTokenMap, useFetchListCallback, useSelectedList, useSelectedListUrl, useSelectedTokenMap } from "./hooks";
export type { TokenAddressMap } from "./listToTokenMap";
export { defaultListUrl } from "./defaultLists";
export { DEFAULT_IPFS_GATEWAYS, uriToHttp } from "./uriToHttp";
export { ListsUpdater } from "./ListsUpdater";
export { startActiveListLoad } from "./startActiveListLoad";
