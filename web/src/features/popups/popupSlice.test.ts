import { describe, expect, it } from "vitest";
import {
  addPopup,
  applicationReducer,
  DEFAULT_POPUP_REMOVE_AFTER_MS,
  initialApplicationState,
  removePopup,
  setWalletModalOpen,
  toggleWalletModal,
  updateBlockNumber,
} from "./popupSlice";

const txn = { kind: "txn" as const, hash: "0xabc", success: true, summary: "Swap 1 A for 2 B" };

describe("application slice", () => {
  it("starts closed, empty and without blocks", () => {
    expect(applicationReducer(undefined, { type: "init" })).toEqual(initialApplicationState);
  });

  it("updateBlockNumber keeps the highest block per chain", () => {
    let state = applicationReducer(undefined, updateBlockNumber({ chainId: 555555, blockNumber: 10 }));
    state = applicationReducer(state, updateBlockNumber({ chainId: 555555, blockNumber: 7 }));
    state = applicationReducer(state, updateBlockNumber({ chainId: 3344, blockNumber: 3 }));
    expect(state.blockNumber).toEqual({ 555555: 10, 3344: 3 });
    state = applicationReducer(state, updateBlockNumber({ chainId: 555555, blockNumber: 11 }));
    expect(state.blockNumber[555555]).toBe(11);
  });

  it("toggles and sets the wallet modal", () => {
    let state = applicationReducer(undefined, toggleWalletModal());
    expect(state.walletModalOpen).toBe(true);
    state = applicationReducer(state, toggleWalletModal());
    expect(state.walletModalOpen).toBe(false);
    state = applicationReducer(state, setWalletModalOpen(true));
    expect(state.walletModalOpen).toBe(true);
  });

  it("addPopup defaults removeAfterMs to 15000 and generates a key", () => {
    const state = applicationReducer(undefined, addPopup({ content: txn }));
    expect(state.popupList).toHaveLength(1);
    expect(state.popupList[0].removeAfterMs).toBe(DEFAULT_POPUP_REMOVE_AFTER_MS);
    expect(DEFAULT_POPUP_REMOVE_AFTER_MS).toBe(15000);
    expect(state.popupList[0].key).toMatch(/\S+/);
    expect(state.popupList[0].show).toBe(true);
  });

  it("addPopup with an existing key replaces it; null removeAfterMs is kept", () => {
    let state = applicationReducer(undefined, addPopup({ content: txn, key: "k" }));
    state = applicationReducer(state, addPopup({ content: { ...txn, success: false }, key: "k", removeAfterMs: null }));
    expect(state.popupList).toHaveLength(1);
    expect(state.popupList[0]).toMatchObject({ key: "k", removeAfterMs: null, content: { success: false } });
  });

  it("removePopup removes only the given key", () => {
    let state = applicationReducer(undefined, addPopup({ content: txn, key: "a" }));
    state = applicationReducer(state, addPopup({ content: txn, key: "b" }));
    state = applicationReducer(state, removePopup({ key: "a" }));
    expect(state.popupList.map((p) => p.key)).toEqual(["b"]);
  });
});
