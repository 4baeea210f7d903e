// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "@/app/testing/renderWithProviders";
import { Percent } from "@/sdk";
import { barkFiveTrade, CHAIN } from "../logic/testFixtures";
import { ConfirmSwapModal } from "./ConfirmSwapModal";

afterEach(cleanup);

function renderReview(onConfirm: (() => void) | undefined) {
  const trade = barkFiveTrade(1n);
  renderWithProviders(
    <ConfirmSwapModal
      trade={trade}
      state={{ stage: "review" }}
      liveTrade={trade}
      allowedSlippage={new Percent(50n, 10000n)}
      recipient={null}
      chainId={CHAIN}
      onAccept={vi.fn()}
      onConfirm={onConfirm}
      onDismiss={vi.fn()}
    />,
    { wallet: { chainId: CHAIN } },
  );
  return screen.getByRole("button", { name: "Confirm Swap" });
}

describe("ConfirmSwapModal", () => {
  it("sends from Confirm Swap while the swap can be sent", () => {
    const onConfirm = vi.fn();
    fireEvent.click(renderReview(onConfirm));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it("keeps Confirm Swap disabled while there is nothing to send it with, instead of a button that does nothing", () => {
    expect((renderReview(undefined) as HTMLButtonElement).disabled).toBe(true);
  });
});
