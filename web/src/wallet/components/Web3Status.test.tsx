// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { I18nextProvider } from "react-i18next";
import { Provider as ReduxProvider } from "react-redux";
import { ThemeProvider } from "styled-components";
import { afterEach, describe, expect, it } from "vitest";
import { createTestI18n } from "@/app/i18n/testI18n";
import { memoryStorage } from "@/app/persistence/storage";
import { makeStore } from "@/app/store";
import { makeTheme } from "@/app/theme/theme";
import { AccountActivityContext, type AccountActivity, type AccountActivityItem } from "../accountActivity";
import { WalletValueProvider, type WalletContextValue } from "../WalletContext";
import { Web3Status } from "./Web3Status";

afterEach(cleanup);

const ACCOUNT = "0x70997970C51812dc3A010C7d01b50e0d17dc79C8";
const pendingTx = (n: number): AccountActivityItem => ({ hash: `0x${String(n).repeat(64)}`, summary: undefined, status: "pending", replacementKey: undefined });

function show(wallet: Partial<WalletContextValue>, activity?: AccountActivity) {
  const store = makeStore(memoryStorage());
  const value = { chainId: 555555, account: undefined, isWrongNetwork: false, readOnlyError: undefined, autoConnectDone: true, readProvider: undefined, ...wallet } as WalletContextValue;
  const button = <Web3Status />;
  render(
    <ReduxProvider store={store}>
      <I18nextProvider i18n={createTestI18n()}>
        <ThemeProvider theme={makeTheme(false)}>
          <WalletValueProvider value={value}>
            {activity ? <AccountActivityContext.Provider value={activity}>{button}</AccountActivityContext.Provider> : button}
          </WalletValueProvider>
        </ThemeProvider>
      </I18nextProvider>
    </ReduxProvider>,
  );
  return store;
}

describe("Web3Status", () => {
  it("without an account offers Connect Wallet, which opens the wallet modal", () => {
    const store = show({});
    const button = screen.getByRole("button", { name: "Connect Wallet" });
    expect(button.id).toBe("connect-wallet");
    fireEvent.click(button);
    expect(store.getState().application.walletModalOpen).toBe(true);
  });

  it("with an account shows it shortened", () => {
    show({ account: ACCOUNT });
    expect(screen.getByRole("button").textContent).toBe("0x7099...79C8");
  });

  it("with pending transactions counts them instead of the address", () => {
    show({ account: ACCOUNT }, { pending: [pendingTx(1), pendingTx(2)], confirmed: [], clearAll: () => undefined });
    const button = screen.getByRole("button");
    expect(button.textContent).toContain("2 Pending");
    expect(button.textContent).not.toContain("0x7099");
  });

  it("on an unsupported chain says Wrong Network, even with an account", () => {
    const store = show({ account: ACCOUNT, isWrongNetwork: true });
    const button = screen.getByRole("button", { name: "Wrong Network" });
    fireEvent.click(button);
    expect(store.getState().application.walletModalOpen).toBe(true);
  });

  it("when even the read-only connection failed says Error", () => {
    show({ readOnlyError: new Error("no RPC answered") });
    expect(screen.getByRole("button", { name: "Error" }).id).toBe("web3-status-error");
  });
});
