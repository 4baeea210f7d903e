import { describe, expect, it } from "vitest";
import { sanitizeLists, type PersistedListsState } from "./sanitizeLists";

const DEFAULT_URL = "https://lists.example/default.json";
const OTHER_URL = "https://lists.example/other.json";
const list = { name: "Other", version: { major: 1, minor: 2, patch: 3 }, tokens: [], timestamp: "2025-01-01T00:00:00Z" };
const emptyEntry = { current: null, pendingUpdate: null, loadingRequestId: null, error: null };
const defaults: PersistedListsState = {
  byUrl: { [DEFAULT_URL]: emptyEntry },
  selectedListUrl: DEFAULT_URL,
  lastInitializedDefaultListOfLists: [DEFAULT_URL],
};

describe("sanitizeLists", () => {
  it("non-objects give the defaults", () => {
    for (const raw of [null, "lists", 1, [defaults]]) expect(sanitizeLists(raw, defaults)).toEqual(defaults);
  });

  it("keeps stored lists, re-adds default lists and clears stale request ids", () => {
    const result = sanitizeLists(
      { byUrl: { [OTHER_URL]: { current: list, pendingUpdate: null, loadingRequestId: "old-request", error: null } }, selectedListUrl: OTHER_URL },
      defaults,
    );
    expect(result.byUrl[OTHER_URL]).toEqual({ ...emptyEntry, current: list });
    expect(result.byUrl[DEFAULT_URL]).toEqual(emptyEntry);
    expect(result.selectedListUrl).toBe(OTHER_URL);
  });

  it("an invalid list document is nulled (fetched again), a bad entry dropped", () => {
    const result = sanitizeLists(
      {
        byUrl: {
          [OTHER_URL]: { current: { name: "x", tokens: "none" }, pendingUpdate: { ...list, version: { major: -1, minor: 0, patch: 0 } }, error: 5 },
          "https://broken": "entry",
        },
      },
      defaults,
    );
    expect(result.byUrl[OTHER_URL]).toEqual(emptyEntry);
    expect(result.byUrl["https://broken"]).toBeUndefined();
  });

  it("a selected list that is not stored falls back to the default", () => {
    expect(sanitizeLists({ byUrl: {}, selectedListUrl: "https://gone" }, defaults).selectedListUrl).toBe(DEFAULT_URL);
  });

  it("other fields are kept only when their kind matches the default", () => {
    expect(sanitizeLists({ lastInitializedDefaultListOfLists: [OTHER_URL] }, defaults).lastInitializedDefaultListOfLists).toEqual([OTHER_URL]);
    expect(sanitizeLists({ lastInitializedDefaultListOfLists: "x" }, defaults).lastInitializedDefaultListOfLists).toEqual([DEFAULT_URL]);
  });
});
