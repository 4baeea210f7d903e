// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "@/app/testing/renderWithProviders";
import { ConfirmationModal, type ConfirmationState } from "./ConfirmationModal";

function show(state: ConfirmationState, onDismiss = vi.fn()) {
  renderWithProviders(
    <ConfirmationModal title="You will receive" state={state} onDismiss={onDismiss} testId="confirm-thing" errorTestId="thing-error">
      <p>review content</p>
    </ConfirmationModal>,
  );
  return onDismiss;
}

// Rendering with styled-components under a loaded CI machine can take seconds: no tight per-test limit.
describe("ConfirmationModal", { timeout: 30_000 }, () => {
  afterEach(() => cleanup());

  it("review: the feature's content under its title", () => {
    show({ stage: "review" });
    const dialog = screen.getByRole("dialog", { name: "You will receive" });
    expect(dialog.getAttribute("data-testid")).toBe("confirm-thing");
    expect(screen.getByText("review content")).toBeTruthy();
  });

  it("waiting: 'Waiting For Confirmation', the summary and the wallet hint", () => {
    show({ stage: "waiting", summary: "Swap 1 PEN for 2 FIVE" });
    const waiting = screen.getByTestId("confirmation-waiting");
    expect(screen.getByRole("dialog", { name: "Waiting For Confirmation" }).getAttribute("data-testid")).toBe("confirm-thing-waiting");
    expect(waiting.textContent).toContain("Swap 1 PEN for 2 FIVE");
    expect(waiting.textContent).toContain("Confirm this transaction in your wallet");
    expect(screen.queryByText("review content")).toBeNull();
  });

  it("submitted: the explorer link and Close", () => {
    const onDismiss = show({ stage: "submitted", hash: "0xabc", explorerHref: "https://explorer.example/tx/0xabc" });
    expect(screen.getByRole("dialog", { name: "Transaction Submitted" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "View on explorer" }).getAttribute("href")).toBe("https://explorer.example/tx/0xabc");
    fireEvent.click(screen.getAllByRole("button", { name: "Close" }).at(-1)!);
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });

  it("submitted on a chain without explorer: no link", () => {
    show({ stage: "submitted", hash: "0xabc" });
    expect(screen.queryByRole("link")).toBeNull();
  });

  it("error: the message and Dismiss", () => {
    const onDismiss = show({ stage: "error", message: "Transaction rejected." });
    expect(screen.getByRole("dialog", { name: "Error" })).toBeTruthy();
    expect(screen.getByTestId("thing-error").textContent).toBe("Transaction rejected.");
    fireEvent.click(screen.getByRole("button", { name: "Dismiss" }));
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });
});
