// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { cleanup, fireEvent, screen } from "@testing-library/react";
import { renderWithProviders } from "@/app/testing/renderWithProviders";
import { SettingsPanel } from "./SettingsPanel";

function renderPanel() {
  return renderWithProviders(<SettingsPanel />).store;
}

describe("SettingsPanel", () => {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it("presets and a valid custom slippage update the setting; an invalid one shows the error and keeps it", () => {
    const store = renderPanel();
    fireEvent.click(screen.getByText("1%"));
    expect(store.getState().user.userSlippageTolerance).toBe(100);
    const input = document.getElementById("slippage-input") as HTMLInputElement;
    fireEvent.change(input, { target: { value: "2.5" } });
    expect(store.getState().user.userSlippageTolerance).toBe(250);
    fireEvent.change(input, { target: { value: "101" } });
    expect(screen.getByTestId("slippage-error").textContent).toBe("Unexpected slippage value");
    expect(store.getState().user.userSlippageTolerance).toBe(250);
  });

  it("token approvals default to unlimited; the exact choice is stored and shown as pressed", () => {
    const store = renderPanel();
    const unlimited = document.getElementById("approval-mode-unlimited")!;
    const exact = document.getElementById("approval-mode-exact")!;
    expect(store.getState().user.userApprovalMode).toBe("unlimited");
    expect(unlimited.getAttribute("aria-pressed")).toBe("true");
    expect(unlimited.textContent).toBe("Unlimited");
    expect(exact.textContent).toBe("Exact amount");
    fireEvent.click(exact);
    expect(store.getState().user.userApprovalMode).toBe("exact");
    expect(exact.getAttribute("aria-pressed")).toBe("true");
    expect(unlimited.getAttribute("aria-pressed")).toBe("false");
    fireEvent.click(unlimited);
    expect(store.getState().user.userApprovalMode).toBe("unlimited");
  });

  it("deadline in minutes is stored in seconds", () => {
    const store = renderPanel();
    fireEvent.change(document.getElementById("deadline-input")!, { target: { value: "30" } });
    expect(store.getState().user.userDeadline).toBe(1800);
  });

  it("expert mode turns on only after typing 'confirm'; dark mode toggles", () => {
    const store = renderPanel();
    const prompt = vi.spyOn(window, "prompt").mockReturnValueOnce("no").mockReturnValueOnce("confirm");
    fireEvent.click(document.getElementById("toggle-expert-mode")!);
    expect(store.getState().user.userExpertMode).toBe(false);
    fireEvent.click(document.getElementById("toggle-expert-mode")!);
    expect(store.getState().user.userExpertMode).toBe(true);
    expect(prompt).toHaveBeenCalledTimes(2);
    fireEvent.click(document.getElementById("toggle-dark-mode")!);
    expect(store.getState().user.userDarkMode).toBe(true);
  });
});
