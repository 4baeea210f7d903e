import { configureStore } from "@reduxjs/toolkit";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { defaultListUrl } from "./defaultLists";
import { addList, fetchTokenListFulfilled, listsReducer, selectList } from "./listsSlice";
import { startActiveListLoad } from "./startActiveListLoad";
import { makeList } from "./testLists";

const ACTIVE = defaultListUrl(555555);

function store() {
  return configureStore({ reducer: { lists: listsReducer } });
}

let fetched: string[];
beforeEach(() => {
  fetched = [];
  vi.spyOn(console, "debug").mockImplementation(() => undefined);
  vi.stubGlobal("fetch", async (url: string) => {
    fetched.push(url);
    return new Response(JSON.stringify(makeList()));
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("startActiveListLoad", () => {
  it("on a first visit fetches the active chain's default list only, marked as loading at once", async () => {
    const s = store();
    startActiveListLoad(s.getState().lists, s.dispatch, 555555);
    expect(s.getState().lists.byUrl[ACTIVE].loadingRequestId).not.toBeNull();
    // vi.waitFor gives up after 1 s by default, which a loaded machine exceeded.
    await vi.waitFor(() => expect(s.getState().lists.byUrl[ACTIVE].current).toEqual(makeList()), { timeout: 30_000 });
    expect(fetched).toEqual([ACTIVE]);
  });

  it("leaves a list already stored to the updater's refresh", () => {
    const s = store();
    s.dispatch(fetchTokenListFulfilled({ url: ACTIVE, requestId: "stored", tokenList: makeList() }));
    startActiveListLoad(s.getState().lists, s.dispatch, 555555);
    expect(fetched).toEqual([]);
    expect(s.getState().lists.byUrl[ACTIVE].loadingRequestId).toBeNull();
  });

  it("leaves a custom selected list (maybe an ENS name) to the updater", () => {
    const s = store();
    s.dispatch(addList("tokens.example.eth"));
    s.dispatch(selectList("tokens.example.eth"));
    startActiveListLoad(s.getState().lists, s.dispatch, 555555);
    expect(fetched).toEqual([]);
  });
});
