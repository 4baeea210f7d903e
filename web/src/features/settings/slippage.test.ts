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
    expect(validateSlippageBips(-1).ok).toBe(false);
    expect(validateSlippageBips(10000)).toEqual({ ok: true, bips: 10000 });
    for (const bad of ["1a", "a1", "1.2.3", "1 2"]) expect(parseSlippagePercent(bad).ok, bad).toBe(false);
  });
  it("reads what the user typed around spaces, with or without a leading or trailing point", () => {
    expect(parseSlippagePercent(" 0.5 ")).toEqual({ ok: true, bips: 50 });
    expect(parseSlippagePercent(".5")).toEqual({ ok: true, bips: 50 });
    expect(parseSlippagePercent("1.")).toEqual({ ok: true, bips: 100 });
    expect(parseSlippagePercent("12.345")).toEqual({ ok: true, bips: 1235 });
  });
  it("warns on very low and high values and formats value/100 %", () => {
    expect(slippageWarning(1)).toBe("mayFail");
    expect(slippageWarning(50)).toBeUndefined();
    expect(slippageWarning(300)).toBe("mayBeFrontrun");
    expect(formatSlippage(50)).toBe("0.5%");
    // The edges themselves are not warned about: 0.05 % and 1 % are fine.
    expect([slippageWarning(4), slippageWarning(5), slippageWarning(100), slippageWarning(101)]).toEqual(["mayFail", undefined, undefined, "mayBeFrontrun"]);
  });
  it("deadline minutes to seconds", () => {
    expect(parseDeadlineMinutes("20")).toBe(1200);
    expect(parseDeadlineMinutes("0")).toBeUndefined();
    expect(parseDeadlineMinutes("x")).toBeUndefined();
    expect(parseDeadlineMinutes(" 1.5 ")).toBe(90);
    expect(parseDeadlineMinutes("1.25")).toBe(75);
    // Up to three days, not a second more.
    expect(parseDeadlineMinutes(String(3 * 24 * 60))).toBe(3 * 24 * 60 * 60);
    expect(parseDeadlineMinutes(String(3 * 24 * 60 + 1))).toBeUndefined();
    for (const bad of ["1.", ".5", "1x", "x1", "-5"]) expect(parseDeadlineMinutes(bad), bad).toBeUndefined();
  });
});

