// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { Provider } from "react-redux";
import { I18nextProvider } from "react-i18next";
import { ThemeProvider } from "styled-components";
import { afterEach, describe, expect, it, vi } from "vitest";
import { makeStore } from "@/app/store";
import { memoryStorage } from "@/app/persistence/storage";
import { makeTheme } from "@/app/theme/theme";
import { createTestI18n } from "@/app/i18n/testI18n";
import { Percent } from "@/sdk";
import { WalletValueProvider, type WalletContextValue } from "@/wallet";
import { barkFiveTrade, CHAIN } from "../logic/testFixtures";
import { ConfirmSwapModal } from "./ConfirmSwapModal";

afterEach(cleanup);

const wallet = { chainId: CHAIN, account: undefined, provider: undefined, readProvider: undefined } as unknown as WalletContextValue;

function renderReview(onConfirm: (() => void) | undefined) {
  const trade = barkFiveTrade(1n);
  render(
    <I18nextProvider i18n={createTestI18n()}>
      <Provider store={makeStore(memoryStorage())}>
        <ThemeProvider theme={makeTheme(false)}>
          <WalletValueProvider value={wallet}>
            <ConfirmSwapModal
              state={{ tradeToConfirm: trade, attemptingTxn: false, txHash: undefined, error: undefined }}
              liveTrade={trade}
              allowedSlippage={new Percent(50n, 10000n)}
              recipient={null}
              chainId={CHAIN}
              onAccept={vi.fn()}
              onConfirm={onConfirm}
              onDismiss={vi.fn()}
            />
          </WalletValueProvider>
        </ThemeProvider>
      </Provider>
    </I18nextProvider>,
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
