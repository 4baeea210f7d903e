import { configureStore } from "@reduxjs/toolkit";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fetchList } from "./fetchList";
import { addList, listsReducer } from "./listsSlice";
import { makeList } from "./testLists";

const URL = "https://lists.example/a.json";
const noENS = async () => "0x";

function store() {
  return configureStore({ reducer: { lists: listsReducer } });
}
function respond(body: unknown, status = 200): typeof fetch {
  return (async () => new Response(JSON.stringify(body), { status })) as typeof fetch;
}

beforeEach(() => vi.spyOn(console, "debug").mockImplementation(() => undefined));
afterEach(() => vi.restoreAllMocks());

describe("fetchList", () => {
  it("stores the fetched list", async () => {
    const s = store();
    s.dispatch(addList(URL));
    await fetchList(s.dispatch, URL, noENS, respond(makeList()));
    expect(s.getState().lists.byUrl[URL]).toEqual({ current: makeList(), pendingUpdate: null, loadingRequestId: null, error: null });
  });

  it("records the error and rethrows it, keeping the last good list", async () => {
    const s = store();
    await fetchList(s.dispatch, URL, noENS, respond(makeList()));
    await expect(fetchList(s.dispatch, URL, noENS, respond({}, 500))).rejects.toThrow(`Failed to download list ${URL}`);
    expect(s.getState().lists.byUrl[URL].current).toEqual(makeList());
    expect(s.getState().lists.byUrl[URL].error).toBe(`Failed to download list ${URL}`);
  });

  it("keeps a newer version as a pending update", async () => {
    const s = store();
    await fetchList(s.dispatch, URL, noENS, respond(makeList()));
    const v2 = makeList({ version: { major: 2, minor: 0, patch: 0 } });
    await fetchList(s.dispatch, URL, noENS, respond(v2));
    expect(s.getState().lists.byUrl[URL].pendingUpdate).toEqual(v2);
  });

  it("lets the newest of two overlapping requests win", async () => {
    const s = store();
    let releaseSlow: () => void = () => undefined;
    const slow = (async () => {
      await new Promise<void>((resolve) => (releaseSlow = resolve));
      return new Response(JSON.stringify(makeList({ name: "Old answer" })));
    }) as typeof fetch;
    const first = fetchList(s.dispatch, URL, noENS, slow);
    await fetchList(s.dispatch, URL, noENS, respond(makeList({ name: "New answer" })));
    releaseSlow();
    await first;
    expect(s.getState().lists.byUrl[URL].current?.name).toBe("New answer");
  });
});
