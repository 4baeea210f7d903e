import { describe, expect, it } from "vitest";
import { DEFAULT_LIST_URLS, DEFAULT_SELECTED_LIST_URL } from "./defaultLists";
import {
  acceptListUpdate,
  addList,
  dismissListUpdate,
  fetchTokenListFulfilled,
  fetchTokenListPending,
  fetchTokenListRejected,
  initialListsState,
  listsReducer,
  removeList,
  selectList,
  type ListsState,
} from "./listsSlice";
import { makeList, makeToken } from "./testLists";

const URL = "https://lists.example/a.json";
const v1 = makeList({ version: { major: 1, minor: 0, patch: 0 } });
const v1minor = makeList({ version: { major: 1, minor: 1, patch: 0 }, tokens: [...v1.tokens, makeToken(9)] });
const v2 = makeList({ version: { major: 2, minor: 0, patch: 0 }, tokens: [makeToken(0)] });

function withList(current: typeof v1 | null, extra: Partial<ListsState["byUrl"][string]> = {}): ListsState {
  return {
    ...initialListsState,
    byUrl: { ...initialListsState.byUrl, [URL]: { current, pendingUpdate: null, loadingRequestId: null, error: null, ...extra } },
  };
}

describe("lists reducer", () => {
  it("starts with every default list and the PEN list selected", () => {
    const state = listsReducer(undefined, { type: "init" });
    expect(Object.keys(state.byUrl)).toEqual([...DEFAULT_LIST_URLS]);
    expect(state.selectedListUrl).toBe(DEFAULT_SELECTED_LIST_URL);
  });

  describe("fetch", () => {
    it("pending creates the entry with the request id and clears the error", () => {
      const state = listsReducer(withList(null, { error: "old" }), fetchTokenListPending({ url: URL, requestId: "r1" }));
      expect(state.byUrl[URL]).toEqual({ current: null, pendingUpdate: null, loadingRequestId: "r1", error: null });
      const fresh = listsReducer(initialListsState, fetchTokenListPending({ url: "ipfs://x", requestId: "r2" }));
      expect(fresh.byUrl["ipfs://x"].loadingRequestId).toBe("r2");
    });

    it("fulfilled sets current on the first load", () => {
      let state = listsReducer(withList(null), fetchTokenListPending({ url: URL, requestId: "r1" }));
      state = listsReducer(state, fetchTokenListFulfilled({ url: URL, requestId: "r1", tokenList: v1 }));
      expect(state.byUrl[URL]).toEqual({ current: v1, pendingUpdate: null, loadingRequestId: null, error: null });
    });

    it("fulfilled with a newer version parks it as pendingUpdate and keeps current", () => {
      let state = listsReducer(withList(v1), fetchTokenListPending({ url: URL, requestId: "r1" }));
      state = listsReducer(state, fetchTokenListFulfilled({ url: URL, requestId: "r1", tokenList: v2 }));
      expect(state.byUrl[URL]).toEqual({ current: v1, pendingUpdate: v2, loadingRequestId: null, error: null });
    });

    it("fulfilled with the same version changes nothing but the loading flag", () => {
      let state = listsReducer(withList(v1), fetchTokenListPending({ url: URL, requestId: "r1" }));
      state = listsReducer(state, fetchTokenListFulfilled({ url: URL, requestId: "r1", tokenList: makeList() }));
      expect(state.byUrl[URL]).toEqual({ current: v1, pendingUpdate: null, loadingRequestId: null, error: null });
    });

    it("ignores an answer to a request that is no longer the latest", () => {
      let state = listsReducer(withList(null), fetchTokenListPending({ url: URL, requestId: "old" }));
      state = listsReducer(state, fetchTokenListPending({ url: URL, requestId: "new" }));
      const after = listsReducer(state, fetchTokenListFulfilled({ url: URL, requestId: "old", tokenList: v1 }));
      expect(after).toBe(state);
      const afterError = listsReducer(state, fetchTokenListRejected({ url: URL, requestId: "old", errorMessage: "x" }));
      expect(afterError).toBe(state);
    });

    it("takes an answer when no request is in flight (loaded outside the pending/fulfilled pair)", () => {
      const loaded = listsReducer(withList(null), fetchTokenListFulfilled({ url: URL, requestId: "r1", tokenList: v1 }));
      expect(loaded.byUrl[URL]).toEqual({ current: v1, pendingUpdate: null, loadingRequestId: null, error: null });
      const failed = listsReducer(withList(v1), fetchTokenListRejected({ url: URL, requestId: "r1", errorMessage: "x" }));
      expect(failed.byUrl[URL]).toEqual({ current: v1, pendingUpdate: null, loadingRequestId: null, error: "x" });
    });

    it("an answer that is not newer keeps the pending update already parked, and clears the error", () => {
      const state = listsReducer(withList(v1, { pendingUpdate: v2, error: "old" }), fetchTokenListFulfilled({ url: URL, requestId: "r1", tokenList: makeList() }));
      expect(state.byUrl[URL]).toEqual({ current: v1, pendingUpdate: v2, loadingRequestId: null, error: null });
    });

    it("ignores an answer for a list removed meanwhile", () => {
      let state = listsReducer(withList(null), fetchTokenListPending({ url: URL, requestId: "r1" }));
      state = listsReducer(state, removeList(URL));
      state = listsReducer(state, fetchTokenListFulfilled({ url: URL, requestId: "r1", tokenList: v1 }));
      expect(state.byUrl[URL]).toBeUndefined();
    });

    it("a failed refresh keeps the last good list and its pending update", () => {
      let state = listsReducer(withList(v1, { pendingUpdate: v2 }), fetchTokenListPending({ url: URL, requestId: "r1" }));
      state = listsReducer(state, fetchTokenListRejected({ url: URL, requestId: "r1", errorMessage: "Failed to download list x" }));
      expect(state.byUrl[URL]).toEqual({
        current: v1,
        pendingUpdate: v2,
        loadingRequestId: null,
        error: "Failed to download list x",
      });
    });
  });

  describe("add, remove, select", () => {
    it("adds a list once", () => {
      const once = listsReducer(initialListsState, addList(URL));
      expect(once.byUrl[URL]).toEqual({ current: null, pendingUpdate: null, loadingRequestId: null, error: null });
      const loaded = withList(v1);
      expect(listsReducer(loaded, addList(URL)).byUrl[URL].current).toBe(v1);
    });

    it("removing the selected list selects another one", () => {
      let state = listsReducer(withList(v1), selectList(URL));
      expect(state.selectedListUrl).toBe(URL);
      state = listsReducer(state, removeList(URL));
      expect(state.byUrl[URL]).toBeUndefined();
      expect(state.selectedListUrl).toBe(DEFAULT_LIST_URLS[0]);
    });

    it("removing a list that is not selected keeps the selection", () => {
      // Another list than the first one is selected, so falling back to the first list would show.
      const state = listsReducer(listsReducer(withList(v1), selectList("ipns://other")), removeList(URL));
      expect(state.byUrl[URL]).toBeUndefined();
      expect(state.selectedListUrl).toBe("ipns://other");
    });

    it("selecting a known list keeps what it holds", () => {
      const state = listsReducer(withList(v1, { pendingUpdate: v2 }), selectList(URL));
      expect(state.byUrl[URL]).toEqual({ current: v1, pendingUpdate: v2, loadingRequestId: null, error: null });
    });

    it("selecting an unknown URL adds it", () => {
      const state = listsReducer(initialListsState, selectList("ipns://new"));
      expect(state.selectedListUrl).toBe("ipns://new");
      expect(state.byUrl["ipns://new"].current).toBeNull();
    });
  });

  describe("updates", () => {
    it("accepting moves the pending update to current", () => {
      const state = listsReducer(withList(v1, { pendingUpdate: v1minor }), acceptListUpdate(URL));
      expect(state.byUrl[URL].current).toBe(v1minor);
      expect(state.byUrl[URL].pendingUpdate).toBeNull();
    });

    it("accepting without a pending update is an error", () => {
      expect(() => listsReducer(withList(v1), acceptListUpdate(URL))).toThrow(
        "accept list update called without pending update",
      );
      expect(() => listsReducer(initialListsState, acceptListUpdate("nope"))).toThrow();
    });

    it("dismissing without a pending update, or for an unknown list, changes nothing", () => {
      const loaded = withList(v1);
      expect(listsReducer(loaded, dismissListUpdate(URL))).toBe(loaded);
      expect(listsReducer(loaded, dismissListUpdate("ipns://unknown"))).toBe(loaded);
    });

    it("dismissing drops the pending update and keeps current", () => {
      const state = listsReducer(withList(v1, { pendingUpdate: v2 }), dismissListUpdate(URL));
      expect(state.byUrl[URL].current).toBe(v1);
      expect(state.byUrl[URL].pendingUpdate).toBeNull();
    });
  });
});
