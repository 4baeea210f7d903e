import { describe, expect, it } from "vitest";
import { defaultSwapCurrencies, withDefaultCurrencies } from "./defaults";
import { BARK } from "./testFixtures";

// The PEN and PC defaults with a deployed CPEN are in logic.test.ts; these are the other chains and the fills.

describe("defaultSwapCurrencies", () => {
  it("gives each chain its own pair, the unknown ones ETH", () => {
    expect(defaultSwapCurrencies(3344)).toEqual({ input: "", output: "PC" });
    expect(defaultSwapCurrencies(5555)).toEqual({ input: "OAS", output: "" });
    expect(defaultSwapCurrencies(1)).toEqual({ input: "ETH", output: "" });
  });

  it("leaves the PEN chain's output empty when no CPEN is deployed", () => {
    const others = [{ address: BARK.address, symbol: "BARK", name: "Bark", decimals: 18 }];
    expect(defaultSwapCurrencies(555555, others)).toEqual({ input: "PEN", output: "" });
    expect(defaultSwapCurrencies(555555)).toEqual({ input: "PEN", output: "" });
  });
});

describe("withDefaultCurrencies", () => {
  it("fills only the empty side", () => {
    expect(withDefaultCurrencies({ input: "", output: "X" }, { input: "PEN", output: "Y" }, false)).toEqual({ input: "PEN", output: "X" });
    expect(withDefaultCurrencies({ input: "X", output: "" }, { input: "PEN", output: "Y" }, false)).toEqual({ input: "X", output: "Y" });
  });

  it("never puts the default output on both sides", () => {
    // On PC the default output is the native coin; a state whose input already is PC keeps its output empty.
    expect(withDefaultCurrencies({ input: "PC", output: "" }, defaultSwapCurrencies(3344), false)).toEqual({ input: "PC", output: "" });
  });
});
