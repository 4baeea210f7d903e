import { createSlice, type PayloadAction } from "@reduxjs/toolkit";

export enum Field {
  INPUT = "INPUT",
  OUTPUT = "OUTPUT",
}

export interface SwapState {
  readonly independentField: Field;
  readonly typedValue: string;
  readonly [Field.INPUT]: { readonly currencyId: string | undefined };
  readonly [Field.OUTPUT]: { readonly currencyId: string | undefined };
  /** null: send to the connected account. */
  readonly recipient: string | null;
}

export const initialSwapState: SwapState = {
  independentField: Field.INPUT,
  typedValue: "",
  [Field.INPUT]: { currencyId: "" },
  [Field.OUTPUT]: { currencyId: "" },
  recipient: null,
};

const swapSlice = createSlice({
  name: "swap",
  initialState: initialSwapState,
  reducers: {
    /** Replaces the whole state, e.g. from URL parameters. */
    replaceSwapState(_state, { payload }: PayloadAction<SwapState>) {
      return payload;
    },
    selectCurrency(state, { payload }: PayloadAction<{ field: Field; currencyId: string }>) {
      const otherField = payload.field === Field.INPUT ? Field.OUTPUT : Field.INPUT;
      if (payload.currencyId === state[otherField].currencyId) {
        // Picking the other side's currency swaps the sides and flips the independent field.
        return {
          ...state,
          independentField: state.independentField === Field.INPUT ? Field.OUTPUT : Field.INPUT,
          [payload.field]: { currencyId: payload.currencyId },
          [otherField]: { currencyId: state[payload.field].currencyId },
        };
      }
      state[payload.field] = { currencyId: payload.currencyId };
    },
    switchCurrencies(state) {
      return {
        ...state,
        independentField: state.independentField === Field.INPUT ? Field.OUTPUT : Field.INPUT,
        [Field.INPUT]: { currencyId: state[Field.OUTPUT].currencyId },
        [Field.OUTPUT]: { currencyId: state[Field.INPUT].currencyId },
      };
    },
    typeInput(state, { payload }: PayloadAction<{ field: Field; typedValue: string }>) {
      state.independentField = payload.field;
      state.typedValue = payload.typedValue;
    },
    setRecipient(state, { payload }: PayloadAction<{ recipient: string | null }>) {
      state.recipient = payload.recipient;
    },
  },
});

export const { replaceSwapState, selectCurrency, switchCurrencies, typeInput, setRecipient } = swapSlice.actions;
export const swapReducer = swapSlice.reducer;

declare module "@/base/store" {
  interface RootState {
    swap: SwapState;
  }
}
