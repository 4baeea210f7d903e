import { describe, expect, it } from "vitest";
import { initialMintState, MintField, mintReducer, resetMintState, typeMintInput } from "./mintSlice";

describe("mint slice", () => {
  it("starts empty with CURRENCY_A independent", () => {
    expect(mintReducer(undefined, { type: "init" })).toEqual({ independentField: MintField.CURRENCY_A, typedValue: "", otherTypedValue: "" });
  });

  it("existing pool: typing either side makes it independent and clears the other typed value", () => {
    let state = mintReducer(initialMintState, typeMintInput({ field: MintField.CURRENCY_A, typedValue: "1", noLiquidity: false }));
    state = mintReducer(state, typeMintInput({ field: MintField.CURRENCY_B, typedValue: "2", noLiquidity: false }));
    expect(state).toEqual({ independentField: MintField.CURRENCY_B, typedValue: "2", otherTypedValue: "" });
  });

  it("new pool: typing the other side keeps the first amount as otherTypedValue", () => {
    let state = mintReducer(initialMintState, typeMintInput({ field: MintField.CURRENCY_A, typedValue: "10", noLiquidity: true }));
    state = mintReducer(state, typeMintInput({ field: MintField.CURRENCY_B, typedValue: "5", noLiquidity: true }));
    expect(state).toEqual({ independentField: MintField.CURRENCY_B, typedValue: "5", otherTypedValue: "10" });
    // Retyping the same side keeps the other amount.
    state = mintReducer(state, typeMintInput({ field: MintField.CURRENCY_B, typedValue: "6", noLiquidity: true }));
    expect(state).toEqual({ independentField: MintField.CURRENCY_B, typedValue: "6", otherTypedValue: "10" });
  });

  it("reset returns to the initial state", () => {
    const state = mintReducer({ independentField: MintField.CURRENCY_B, typedValue: "1", otherTypedValue: "2" }, resetMintState());
    expect(state).toEqual(initialMintState);
  });
});
