import { createSlice, nanoid, type PayloadAction } from "@reduxjs/toolkit";
import type { PopupContent, PopupItem } from "./popupTypes";

/** Popup default lifetime. */
export const DEFAULT_POPUP_REMOVE_AFTER_MS = 15000;

/** The toasts on screen, newest last (app/shell/popups renders them). */
interface PopupsState {
  list: PopupItem[];
}

const popupsSlice = createSlice({
  name: "popups",
  initialState: { list: [] } as PopupsState,
  reducers: {
    addPopup: {
      reducer(state, { payload }: PayloadAction<{ key: string; content: PopupContent; removeAfterMs: number | null }>) {
        // Re-adding a key replaces the old popup (e.g. a transaction that got a newer status).
        state.list = state.list.filter((popup) => popup.key !== payload.key);
        state.list.push({ ...payload, show: true });
      },
      prepare(payload: { content: PopupContent; key?: string; removeAfterMs?: number | null }) {
        return {
          payload: {
            content: payload.content,
            key: payload.key ?? nanoid(),
            removeAfterMs: payload.removeAfterMs === undefined ? DEFAULT_POPUP_REMOVE_AFTER_MS : payload.removeAfterMs,
          },
        };
      },
    },
    removePopup(state, { payload }: PayloadAction<{ key: string }>) {
      state.list = state.list.filter((popup) => popup.key !== payload.key);
    },
  },
});

export const { addPopup, removePopup } = popupsSlice.actions;
export const popupsReducer = popupsSlice.reducer;

declare module "@/base/store" {
  interface RootState {
    popups: PopupsState;
  }
}
