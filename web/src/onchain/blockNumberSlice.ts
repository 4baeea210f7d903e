import { createSlice, type PayloadAction } from "@reduxjs/toolkit";
import { chainReset } from "./chainReset";

/** Latest block seen per chain id, written by <BlockNumberUpdater> and read through useBlockNumber(). */
export type BlockNumberState = { readonly [chainId: number]: number };

const blockNumberSlice = createSlice({
  name: "blockNumber",
  initialState: {} as BlockNumberState,
  reducers: {
    updateBlockNumber(state, { payload }: PayloadAction<{ chainId: number; blockNumber: number }>) {
      const { chainId, blockNumber } = payload;
      // Providers can report blocks out of order; never move backwards.
      const current = state[chainId];
      state[chainId] = typeof current === "number" ? Math.max(current, blockNumber) : blockNumber;
    },
  },
  extraReducers: (builder) => {
    // A chain restarted from genesis counts its blocks from 0 again: forget the old height.
    builder.addCase(chainReset, (state, { payload }) => {
      delete state[payload.chainId];
    });
  },
});

export const { updateBlockNumber } = blockNumberSlice.actions;
export const blockNumberReducer = blockNumberSlice.reducer;

declare module "@/base/store" {
  interface RootState {
    blockNumber: BlockNumberState;
  }
}
