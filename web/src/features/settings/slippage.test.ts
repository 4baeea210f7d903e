import { describe, expect, it } from "vitest";
import { formatSlippage, parseDeadlineMinutes, parseSlippagePercent, slippageWarning, validateSlippageBips } from "./slippage";

describe("slippage and deadline settings", () => {
  it("accepts 0..10000 bps", () => {
    expect(parseSlippagePercent("0.5")).toEqual({ ok: true, bips: 50 });
    expect(parseSlippagePercent("100")).toEqual({ ok: true, bips: 10000 });
    expect(parseSlippagePercent("0")).toEqual({ ok: true, bips: 0 });
  });
  it("rejects anything else with 'Unexpected slippage value'", () => {
    for (const bad of ["100.01", "-1", "abc", "", "."]) expect(parseSlippagePercent(bad)).toEqual({ ok: false, error: "Unexpected slippage value" });
    expect(validateSlippageBips(10001).ok).toBe(false);
    expect(validateSlippageBips(1.5).ok).toBe(false);
  });
  it("warns on very low and high values and formats value/100 %", () => {
    expect(slippageWarning(1)).toBe("mayFail");
    expect(slippageWarning(50)).toBeUndefined();
    expect(slippageWarning(300)).toBe("mayBeFrontrun");
    expect(formatSlippage(50)).toBe("0.5%");
  });
  it("deadline minutes to seconds", () => {
    expect(parseDeadlineMinutes("20")).toBe(1200);
    expect(parseDeadlineMinutes("0")).toBeUndefined();
    expect(parseDeadlineMinutes("x")).toBeUndefined();
  });
});

