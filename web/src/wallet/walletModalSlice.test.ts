import { describe, expect, it } from "vitest";
import { setWalletModalOpen, walletModalReducer } from "./walletModalSlice";

describe("walletModal slice", () => {
  it("starts closed and follows setWalletModalOpen", () => {
    let state = walletModalReducer(undefined, { type: "init" });
    expect(state.open).toBe(false);
    state = walletModalReducer(state, setWalletModalOpen(true));
    expect(state.open).toBe(true);
    state = walletModalReducer(state, setWalletModalOpen(false));
    expect(state.open).toBe(false);
  });
});
