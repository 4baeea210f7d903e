import { describe, expect, it } from "vitest";
import { addPopup, popupsReducer, DEFAULT_POPUP_REMOVE_AFTER_MS, removePopup } from "./popupSlice";

const txn = { kind: "txn" as const, hash: "0xabc", success: true, summary: "Swap 1 A for 2 B" };

describe("popups slice", () => {
  it("starts empty", () => {
    expect(popupsReducer(undefined, { type: "init" })).toEqual({ list: [] });
  });

  it("addPopup defaults removeAfterMs to 15000 and generates a key", () => {
    const state = popupsReducer(undefined, addPopup({ content: txn }));
    expect(state.list).toHaveLength(1);
    expect(state.list[0].removeAfterMs).toBe(DEFAULT_POPUP_REMOVE_AFTER_MS);
    expect(DEFAULT_POPUP_REMOVE_AFTER_MS).toBe(15000);
    expect(state.list[0].key).toMatch(/\S+/);
    expect(state.list[0].show).toBe(true);
  });

  it("addPopup with an existing key replaces it; null removeAfterMs is kept", () => {
    let state = popupsReducer(undefined, addPopup({ content: txn, key: "k" }));
    state = popupsReducer(state, addPopup({ content: { ...txn, success: false }, key: "k", removeAfterMs: null }));
    expect(state.list).toHaveLength(1);
    expect(state.list[0]).toMatchObject({ key: "k", removeAfterMs: null, content: { success: false } });
  });

  it("removePopup removes only the given key", () => {
    let state = popupsReducer(undefined, addPopup({ content: txn, key: "a" }));
    state = popupsReducer(state, addPopup({ content: txn, key: "b" }));
    state = popupsReducer(state, removePopup({ key: "a" }));
    expect(state.list.map((p) => p.key)).toEqual(["b"]);
  });
});
