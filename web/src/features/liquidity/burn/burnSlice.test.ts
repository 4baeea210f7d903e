import { describe, expect, it } from "vitest";
import { BurnField, burnReducer, initialBurnState, resetBurnState, typeBurnInput } from "./burnSlice";

describe("burn slice", () => {
  it("defaults to LIQUIDITY_PERCENT '0'", () => {
    expect(burnReducer(undefined, { type: "init" })).toEqual({ independentField: BurnField.LIQUIDITY_PERCENT, typedValue: "0" });
  });

  it("typing any field makes it the independent one", () => {
    for (const field of [BurnField.LIQUIDITY, BurnField.CURRENCY_A, BurnField.CURRENCY_B, BurnField.LIQUIDITY_PERCENT]) {
      expect(burnReducer(initialBurnState, typeBurnInput({ field, typedValue: "3" }))).toEqual({ independentField: field, typedValue: "3" });
    }
  });

  it("reset goes back to 0 %", () => {
    expect(burnReducer({ independentField: BurnField.CURRENCY_A, typedValue: "9" }, resetBurnState())).toEqual(initialBurnState);
  });
});
