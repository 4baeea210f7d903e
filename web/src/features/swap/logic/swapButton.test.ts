import { describe, expect, it } from "vitest";
import { swapButtonState, type SwapButtonParams } from "./swapButton";

const ready: SwapButtonParams = {
  account: "0x" + "11".repeat(20),
  inputError: undefined,
  noRoute: false,
  severity: 0,
  expertMode: false,
  swapping: false,
  needsApproval: false,
};

describe("swapButtonState: one case per branch", () => {
  it("no wallet → Get Started (connect)", () => {
    expect(swapButtonState({ ...ready, account: undefined, inputError: { kind: "connectWallet" } })).toEqual({ action: "connect", label: { key: "swap.getStarted" } });
  });

  it("a swap running → Swapping, disabled", () => {
    expect(swapButtonState({ ...ready, swapping: true })).toEqual({ action: "none", label: { key: "swap.swapping" }, disabled: true });
  });

  it("an input error other than balance → that error, disabled, even without a route", () => {
    expect(swapButtonState({ ...ready, inputError: { kind: "enterAmount" }, noRoute: true })).toEqual({
      action: "none",
      label: { key: "swap.errors.enterAmount" },
      disabled: true,
    });
  });

  it("no route → No Liquidity Found, also when the balance is short", () => {
    const state = swapButtonState({ ...ready, noRoute: true, inputError: { kind: "insufficientBalance", symbol: "PEN" } });
    expect(state).toEqual({ action: "none", label: { key: "swap.noLiquidity" }, disabled: true });
  });

  it("a route but too little balance → Insufficient {symbol} balance", () => {
    expect(swapButtonState({ ...ready, inputError: { kind: "insufficientBalance", symbol: "PEN" } })).toEqual({
      action: "none",
      label: { key: "swap.errors.insufficientBalance", params: { symbol: "PEN" } },
      disabled: true,
    });
  });

  it("severity 4 without expert mode → Price Impact Too High, blocked", () => {
    expect(swapButtonState({ ...ready, severity: 4 })).toEqual({ action: "none", label: { key: "swap.priceImpactTooHigh" }, disabled: true, warning: true });
  });

  it("severity 4 in expert mode → Swap Anyway, allowed", () => {
    expect(swapButtonState({ ...ready, severity: 4, expertMode: true })).toEqual({ action: "swap", label: { key: "swap.swapAnyway" }, disabled: false, warning: true });
  });

  it("severity 3 → Swap Anyway with the warning", () => {
    expect(swapButtonState({ ...ready, severity: 3 })).toEqual({ action: "swap", label: { key: "swap.swapAnyway" }, disabled: false, warning: true });
  });

  it("severity up to 2 → Swap", () => {
    expect(swapButtonState({ ...ready, severity: 2 })).toEqual({ action: "swap", label: { key: "swap.swap" }, disabled: false, warning: false });
  });

  it("approval still needed → Swap, disabled", () => {
    expect(swapButtonState({ ...ready, needsApproval: true })).toEqual({ action: "swap", label: { key: "swap.swap" }, disabled: true, warning: false });
  });

  it("stale chain data → Price may be out of date, blocked with the warning, before No Liquidity and the balance", () => {
    const blocked = { action: "none", label: { key: "stale.priceOutOfDate" }, disabled: true, warning: true };
    expect(swapButtonState({ ...ready, stale: true })).toEqual(blocked);
    expect(swapButtonState({ ...ready, stale: true, noRoute: true, inputError: { kind: "insufficientBalance", symbol: "PEN" } })).toEqual(blocked);
  });

  it("stale chain data does not hide a swap in progress or a missing amount", () => {
    expect(swapButtonState({ ...ready, stale: true, swapping: true }).label).toEqual({ key: "swap.swapping" });
    expect(swapButtonState({ ...ready, stale: true, inputError: { kind: "enterAmount" } }).label).toEqual({ key: "swap.errors.enterAmount" });
  });

  it("fresh chain data (stale false) → Swap", () => {
    expect(swapButtonState({ ...ready, stale: false })).toEqual({ action: "swap", label: { key: "swap.swap" }, disabled: false, warning: false });
  });
});
