import { describe, expect, it } from "vitest";
import { makeStore } from "../store";
import { updateUserDeadline, updateUserExpertMode, USER_STATE_VERSION } from "@/features/settings";
import { setWalletModalOpen } from "@/wallet";
import { memoryStorage, storageKey } from "@/base/storage/storage";

describe("store persistence", () => {
  it("starts from defaults when storage holds garbage", () => {
    const storage = memoryStorage({ [storageKey("user")]: "}{ not json", [storageKey("transactions")]: "[]" });
    const store = makeStore(storage);
    expect(store.getState().user.userSlippageTolerance).toBe(50);
    expect(store.getState().user.userDeadline).toBe(1200);
    expect(store.getState().user.userExpertMode).toBe(false);
  });

  it("restores valid fields of a stored user and defaults the rest", () => {
    const storage = memoryStorage({
      [storageKey("user")]: JSON.stringify({ version: USER_STATE_VERSION, state: { userExpertMode: true, userDeadline: "soon" } }),
    });
    const user = makeStore(storage).getState().user;
    expect(user.userExpertMode).toBe(true);
    expect(user.userDeadline).toBe(1200);
  });

  it("writes the user slice when it changes, versioned, and reads it back", () => {
    const storage = memoryStorage();
    const store = makeStore(storage);
    store.dispatch(setWalletModalOpen(true)); // not persisted: nothing written
    expect(storage.getItem(storageKey("user"))).toBeNull();
    expect(storage.getItem(storageKey("application"))).toBeNull();
    store.dispatch(updateUserExpertMode({ userExpertMode: true }));
    store.dispatch(updateUserDeadline({ userDeadline: 900 }));
    const saved = JSON.parse(storage.getItem(storageKey("user")) ?? "null");
    expect(saved.version).toBe(USER_STATE_VERSION);
    expect(saved.state.userDeadline).toBe(900);
    const reloaded = makeStore(storage).getState().user;
    expect(reloaded).toMatchObject({ userExpertMode: true, userDeadline: 900 });
  });
});
