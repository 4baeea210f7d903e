import { createSlice, type PayloadAction } from "@reduxjs/toolkit";

/** Whether the connect-a-wallet dialog is open: pages open it from their "Connect wallet" buttons. */
interface WalletModalState {
  open: boolean;
}

const walletModalSlice = createSlice({
  name: "walletModal",
  initialState: { open: false } as WalletModalState,
  reducers: {
    setWalletModalOpen(state, { payload }: PayloadAction<boolean>) {
      state.open = payload;
    },
  },
});

export const { setWalletModalOpen } = walletModalSlice.actions;
export const walletModalReducer = walletModalSlice.reducer;

declare module "@/base/store" {
  interface RootState {
    walletModal: WalletModalState;
  }
}
