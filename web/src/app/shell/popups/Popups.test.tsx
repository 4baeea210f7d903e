// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, cleanup, fireEvent, screen } from "@testing-library/react";
import { addPopup } from "@/features/popups";
import { renderWithProviders } from "../../testing/renderWithProviders";
import { Popups } from "./Popups";

function renderPopups() {
  return renderWithProviders(<Popups />).store;
}

describe("Popups", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it("renders each popup with its kind's renderer and removes it after removeAfterMs", () => {
    const store = renderPopups();
    act(() => {
      store.dispatch(addPopup({ content: { kind: "error", messageKey: "errors.executionReverted" }, removeAfterMs: 2000 }));
    });
    expect(screen.getByText("Execution reverted!")).toBeTruthy();
    act(() => vi.advanceTimersByTime(1999));
    expect(screen.queryByText("Execution reverted!")).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText("Execution reverted!")).toBeNull();
    expect(store.getState().popups.list).toHaveLength(0);
  });

  it("keeps a popup with removeAfterMs null until it is closed", () => {
    const store = renderPopups();
    act(() => {
      store.dispatch(addPopup({ content: { kind: "error", messageKey: "errors.rejected" }, removeAfterMs: null }));
    });
    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.getByText("Transaction rejected.")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Close" }));
    expect(screen.queryByText("Transaction rejected.")).toBeNull();
    expect(store.getState().popups.list).toHaveLength(0);
  });
});
