import { createSlice, type PayloadAction } from "@reduxjs/toolkit";

/** Which of the two add-liquidity amounts the user typed last (mint state). */
export enum MintField {
  CURRENCY_A = "CURRENCY_A",
  CURRENCY_B = "CURRENCY_B",
}

interface MintState {
  readonly independentField: MintField;
  readonly typedValue: string;
  /** Only used for a new pool, where both amounts are free and set the initial price. */
  readonly otherTypedValue: string;
}

export const initialMintState: MintState = {
  independentField: MintField.CURRENCY_A,
  typedValue: "",
  otherTypedValue: "",
};

const mintSlice = createSlice({
  name: "mint",
  initialState: initialMintState,
  reducers: {
    resetMintState() {
      return initialMintState;
    },
    typeMintInput(state, { payload }: PayloadAction<{ field: MintField; typedValue: string; noLiquidity: boolean }>) {
      const { field, typedValue, noLiquidity } = payload;
      if (!noLiquidity) {
        // Existing pool: the other amount follows the price, so nothing typed there is kept.
        return { independentField: field, typedValue, otherTypedValue: "" };
      }
      if (field === state.independentField) return { ...state, typedValue };
      // New pool: typing the other side keeps what was typed before as the other amount.
      return { independentField: field, typedValue, otherTypedValue: state.typedValue };
    },
  },
});

export const { resetMintState, typeMintInput } = mintSlice.actions;
export const mintReducer = mintSlice.reducer;

declare module "@/base/store" {
  interface RootState {
    mint: MintState;
  }
}
