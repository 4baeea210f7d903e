import { createSlice, type PayloadAction } from "@reduxjs/toolkit";
import type { TokenList } from "@uniswap/token-lists";
import { DEFAULT_LIST_URLS, DEFAULT_SELECTED_LIST_URL } from "./defaultLists";
import { decideListUpdate } from "./updatePolicy";

/** Per-list state, keyed by the URL (or ENS name) the list was added with. */
interface ListState {
  readonly current: TokenList | null;
  readonly pendingUpdate: TokenList | null;
  readonly loadingRequestId: string | null;
  readonly error: string | null;
}

export interface ListsState {
  readonly byUrl: { readonly [url: string]: ListState };
  readonly selectedListUrl: string | undefined;
}

const NEW_LIST_STATE: ListState = { current: null, pendingUpdate: null, loadingRequestId: null, error: null };

export const initialListsState: ListsState = {
  byUrl: Object.fromEntries(DEFAULT_LIST_URLS.map((url) => [url, NEW_LIST_STATE])),
  selectedListUrl: DEFAULT_SELECTED_LIST_URL,
};

const listsSlice = createSlice({
  name: "lists",
  initialState: initialListsState,
  reducers: {
    fetchTokenListPending(state, { payload }: PayloadAction<{ url: string; requestId: string }>) {
      const previous = state.byUrl[payload.url] ?? NEW_LIST_STATE;
      state.byUrl[payload.url] = { ...previous, loadingRequestId: payload.requestId, error: null };
    },
    fetchTokenListFulfilled(state, { payload }: PayloadAction<{ url: string; requestId: string; tokenList: TokenList }>) {
      const { url, requestId, tokenList } = payload;
      const previous = state.byUrl[url];
      // The list was removed meanwhile, or a newer request owns it: drop this stale answer.
      if (!previous || (previous.loadingRequestId !== null && previous.loadingRequestId !== requestId)) return;
      if (!previous.current) {
        state.byUrl[url] = { ...NEW_LIST_STATE, current: tokenList };
        return;
      }
      // Newer than what the user has: park it; the updater applies or offers it (decideListUpdate).
      const isNewer = decideListUpdate(previous.current, tokenList) !== "none";
      state.byUrl[url] = {
        ...previous,
        loadingRequestId: null,
        error: null,
        pendingUpdate: isNewer ? tokenList : previous.pendingUpdate,
      };
    },
    fetchTokenListRejected(state, { payload }: PayloadAction<{ url: string; requestId: string; errorMessage: string }>) {
      const previous = state.byUrl[payload.url];
      if (!previous || (previous.loadingRequestId !== null && previous.loadingRequestId !== payload.requestId)) return;
      // A failed refresh keeps the last good list (and any pending update): only the error is recorded.
      state.byUrl[payload.url] = { ...previous, loadingRequestId: null, error: payload.errorMessage };
    },
    addList(state, { payload: url }: PayloadAction<string>) {
      if (!state.byUrl[url]) state.byUrl[url] = NEW_LIST_STATE;
    },
    removeList(state, { payload: url }: PayloadAction<string>) {
      if (!state.byUrl[url]) return;
      delete state.byUrl[url];
      if (state.selectedListUrl === url) {
        state.selectedListUrl = Object.keys(state.byUrl)[0];
      }
    },
    selectList(state, { payload: url }: PayloadAction<string>) {
      state.selectedListUrl = url;
      if (!state.byUrl[url]) state.byUrl[url] = NEW_LIST_STATE;
    },
    acceptListUpdate(state, { payload: url }: PayloadAction<string>) {
      const list = state.byUrl[url];
      if (!list?.pendingUpdate) throw new Error("accept list update called without pending update");
      state.byUrl[url] = { ...list, current: list.pendingUpdate, pendingUpdate: null };
    },
    dismissListUpdate(state, { payload: url }: PayloadAction<string>) {
      const list = state.byUrl[url];
      if (list?.pendingUpdate) state.byUrl[url] = { ...list, pendingUpdate: null };
    },
  },
});

/** A list's fetch: sent, answered, failed (fetchList dispatches them). */
export const { fetchTokenListPending, fetchTokenListFulfilled, fetchTokenListRejected } = listsSlice.actions;
/** What is done with the lists: added, removed, selected, an update taken (by the user or the updater) or dismissed. */
export const { addList, removeList, selectList, acceptListUpdate, dismissListUpdate } = listsSlice.actions;
export const listsReducer = listsSlice.reducer;

declare module "@/base/store" {
  interface RootState {
    lists: ListsState;
  }
}
