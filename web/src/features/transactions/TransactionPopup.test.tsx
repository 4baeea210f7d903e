// @vitest-environment jsdom
import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { PopupContent } from "../popups";
import type { TestLanguage } from "@/base/i18n/testI18n";
import { renderWithProviders } from "@/app/testing/renderWithProviders";
import { TransactionPopup } from "./TransactionPopup";

afterEach(cleanup);

const HASH = `0x${"ab".repeat(32)}`;
function show(content: Extract<PopupContent, { kind: "txn" }>, language: TestLanguage = "en") {
  // Only the chain id is read (for the explorer link); 31337 has no explorer.
  renderWithProviders(<TransactionPopup content={content} popKey="popup" />, { wallet: { chainId: 31337 }, language });
  return screen.getByTestId("transaction-popup");
}

describe("TransactionPopup", () => {
  it("renders a summary recorded as a locale key in the language on screen", () => {
    const popup = show({ kind: "txn", hash: HASH, success: true, summary: { key: "txSummary.approve", params: { symbol: "BARK" } } }, "es");
    expect(popup.textContent).toContain("Aprobar BARK");
    expect(popup.textContent).toContain("Transacción confirmada");
  });

  it("shows a plain-text summary stored by an older version as it is", () => {
    expect(show({ kind: "txn", hash: HASH, success: false, summary: "Swap 1 A for 2 B" }).textContent).toContain("Swap 1 A for 2 B");
  });

  it("without a summary shows the shortened hash; a swap says so in its title", () => {
    const popup = show({ kind: "txn", hash: HASH, success: true, category: "swap" });
    expect(popup.textContent).toContain(`${HASH.slice(0, 10)}…${HASH.slice(-8)}`);
    expect(popup.textContent).toContain("Swap transaction confirmed");
    expect(popup.dataset.success).toBe("true");
  });
});
