// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { I18nextProvider } from "react-i18next";
import { ThemeProvider } from "styled-components";
import { afterEach, describe, expect, it } from "vitest";
import { makeTheme } from "@/app/theme/theme";
import { createTestI18n } from "@/app/i18n/testI18n";
import type { PopupContent } from "@/app/application/popupTypes";
import { WalletValueProvider, type WalletContextValue } from "@/wallet";
import { TransactionPopup } from "./TransactionPopup";

afterEach(cleanup);

const HASH = `0x${"ab".repeat(32)}`;
// Only the chain id is read (for the explorer link); 31337 has no explorer.
const wallet = { chainId: 31337 } as unknown as WalletContextValue;

function show(content: Extract<PopupContent, { kind: "txn" }>, i18n = createTestI18n()) {
  render(
    <I18nextProvider i18n={i18n}>
      <ThemeProvider theme={makeTheme(false)}>
        <WalletValueProvider value={wallet}>
          <TransactionPopup content={content} popKey="popup" />
        </WalletValueProvider>
      </ThemeProvider>
    </I18nextProvider>,
  );
  return screen.getByTestId("transaction-popup");
}

describe("TransactionPopup", () => {
  it("renders a summary recorded as a locale key in the language on screen", () => {
    const i18n = createTestI18n();
    i18n.addResourceBundle("es", "translation", { txSummary: { approve: "Aprobar {{symbol}}" }, popups: { transactionSucceeded: "Transacción confirmada" } });
    void i18n.changeLanguage("es");
    const popup = show({ kind: "txn", hash: HASH, success: true, summary: { key: "txSummary.approve", params: { symbol: "BARK" } } }, i18n);
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
