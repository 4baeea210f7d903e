import { createSlice, type PayloadAction } from "@reduxjs/toolkit";

/** What the remove-liquidity amount is typed as (burn state). */
export enum BurnField {
  LIQUIDITY_PERCENT = "LIQUIDITY_PERCENT",
  LIQUIDITY = "LIQUIDITY",
  CURRENCY_A = "CURRENCY_A",
  CURRENCY_B = "CURRENCY_B",
}

interface BurnState {
  readonly independentField: BurnField;
  readonly typedValue: string;
}

export const initialBurnState: BurnState = {
  independentField: BurnField.LIQUIDITY_PERCENT,
  typedValue: "0",
};

const burnSlice = createSlice({
  name: "burn",
  initialState: initialBurnState,
  reducers: {
    typeBurnInput(_state, { payload }: PayloadAction<{ field: BurnField; typedValue: string }>) {
      return { independentField: payload.field, typedValue: payload.typedValue };
    },
    resetBurnState() {
      return initialBurnState;
    },
  },
});

export const { typeBurnInput, resetBurnState } = burnSlice.actions;
export const burnReducer = burnSlice.reducer;

declare module "@/base/store" {
  interface RootState {
    burn: BurnState;
  }
}
