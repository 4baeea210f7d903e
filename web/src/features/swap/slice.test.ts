import { describe, expect, it } from "vitest";
import {
  Field,
  initialSwapState,
  replaceSwapState,
  selectCurrency,
  setRecipient,
  swapReducer,
  switchCurrencies,
  typeInput,
} from "./slice";

const A = "0x0000000000000000000000000000000000000001";
const B = "0x0000000000000000000000000000000000000002";

describe("swap slice", () => {
  it("starts empty with INPUT independent", () => {
    expect(swapReducer(undefined, { type: "init" })).toEqual(initialSwapState);
  });

  it("selectCurrency sets one side", () => {
    const state = swapReducer(undefined, selectCurrency({ field: Field.OUTPUT, currencyId: A }));
    expect(state[Field.OUTPUT].currencyId).toBe(A);
    expect(state[Field.INPUT].currencyId).toBe("");
  });

  it("selecting the other side's currency swaps sides and flips the independent field", () => {
    let state = swapReducer(undefined, selectCurrency({ field: Field.INPUT, currencyId: A }));
    state = swapReducer(state, selectCurrency({ field: Field.OUTPUT, currencyId: B }));
    state = swapReducer(state, selectCurrency({ field: Field.OUTPUT, currencyId: A }));
    expect(state[Field.INPUT].currencyId).toBe(B);
    expect(state[Field.OUTPUT].currencyId).toBe(A);
    expect(state.independentField).toBe(Field.OUTPUT);
  });

  it("switchCurrencies swaps both sides and the independent field", () => {
    let state = swapReducer(undefined, replaceSwapState({ ...initialSwapState, [Field.INPUT]: { currencyId: A } }));
    state = swapReducer(state, switchCurrencies());
    expect(state[Field.INPUT].currencyId).toBe("");
    expect(state[Field.OUTPUT].currencyId).toBe(A);
    expect(state.independentField).toBe(Field.OUTPUT);
  });

  it("typeInput records the field and value; setRecipient stores or clears", () => {
    let state = swapReducer(undefined, typeInput({ field: Field.OUTPUT, typedValue: "1.5" }));
    expect(state).toMatchObject({ independentField: Field.OUTPUT, typedValue: "1.5" });
    state = swapReducer(state, setRecipient({ recipient: B }));
    expect(state.recipient).toBe(B);
    state = swapReducer(state, setRecipient({ recipient: null }));
    expect(state.recipient).toBeNull();
  });

  it("selecting a new currency changes neither the other side nor the independent field", () => {
    const state = swapReducer(undefined, selectCurrency({ field: Field.OUTPUT, currencyId: A }));
    expect(state).toEqual({ ...initialSwapState, [Field.OUTPUT]: { currencyId: A } });
  });

  it("selecting the output's currency as input swaps the sides and flips the field back from OUTPUT", () => {
    const start = { ...initialSwapState, independentField: Field.OUTPUT, [Field.INPUT]: { currencyId: A }, [Field.OUTPUT]: { currencyId: B } };
    const state = swapReducer(start, selectCurrency({ field: Field.INPUT, currencyId: B }));
    expect(state).toEqual({ ...start, independentField: Field.INPUT, [Field.INPUT]: { currencyId: B }, [Field.OUTPUT]: { currencyId: A } });
  });

  it("switching twice comes back to the start", () => {
    const start = { ...initialSwapState, [Field.INPUT]: { currencyId: A }, [Field.OUTPUT]: { currencyId: B } };
    expect(swapReducer(swapReducer(start, switchCurrencies()), switchCurrencies())).toEqual(start);
  });
});
