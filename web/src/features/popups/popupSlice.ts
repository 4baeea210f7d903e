import { createSlice, nanoid, type PayloadAction } from "@reduxjs/toolkit";
import type { PopupContent, PopupItem } from "./popupTypes";
import { chainReset } from "@/chain/chainReset";

/** Popup default lifetime. */
export const DEFAULT_POPUP_REMOVE_AFTER_MS = 15000;

export interface ApplicationState {
  /** Latest block seen per chain id. */
  blockNumber: { readonly [chainId: number]: number };
  walletModalOpen: boolean;
  popupList: PopupItem[];
}

export const initialApplicationState: ApplicationState = {
  blockNumber: {},
  walletModalOpen: false,
  popupList: [],
};

const applicationSlice = createSlice({
  name: "application",
  initialState: initialApplicationState,
  reducers: {
    updateBlockNumber(state, { payload }: PayloadAction<{ chainId: number; blockNumber: number }>) {
      const { chainId, blockNumber } = payload;
      // Providers can report blocks out of order; never move backwards.
      const current = state.blockNumber[chainId];
      state.blockNumber[chainId] = typeof current === "number" ? Math.max(current, blockNumber) : blockNumber;
    },
    toggleWalletModal(state) {
      state.walletModalOpen = !state.walletModalOpen;
    },
    setWalletModalOpen(state, { payload }: PayloadAction<boolean>) {
      state.walletModalOpen = payload;
    },
    addPopup: {
      reducer(state, { payload }: PayloadAction<{ key: string; content: PopupContent; removeAfterMs: number | null }>) {
        // Re-adding a key replaces the old popup (e.g. a transaction that got a newer status).
        state.popupList = state.popupList.filter((popup) => popup.key !== payload.key);
        state.popupList.push({ ...payload, show: true });
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
      state.popupList = state.popupList.filter((popup) => popup.key !== payload.key);
    },
  },
  extraReducers: (builder) => {
    // A chain restarted from genesis counts its blocks from 0 again: forget the old height.
    builder.addCase(chainReset, (state, { payload }) => {
      delete state.blockNumber[payload.chainId];
    });
  },
});

export const {
  updateBlockNumber,
  toggleWalletModal,
  setWalletModalOpen,
  addPopup,
  removePopup,
} = applicationSlice.actions;
export const applicationReducer = applicationSlice.reducer;
