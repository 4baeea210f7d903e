// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { renderWithProviders } from "@/app/testing/renderWithProviders";
import { AccountActivityContext, type AccountActivity, type AccountActivityItem } from "../accountActivity";
import type { WalletContextValue } from "../WalletContext";
import { Web3Status } from "./Web3Status";

afterEach(cleanup);

const ACCOUNT = "0x70997970C51812dc3A010C7d01b50e0d17dc79C8";
const pendingTx = (n: number): AccountActivityItem => ({ hash: `0x${String(n).repeat(64)}`, summary: undefined, status: "pending", replacementKey: undefined });

function show(wallet: Partial<WalletContextValue>, activity?: AccountActivity) {
  const button = <Web3Status />;
  const ui = activity ? <AccountActivityContext.Provider value={activity}>{button}</AccountActivityContext.Provider> : button;
  return renderWithProviders(ui, { wallet }).store;
}

describe("Web3Status", () => {
  it("without an account offers Connect Wallet, which opens the wallet modal", () => {
    const store = show({});
    const button = screen.getByRole("button", { name: "Connect Wallet" });
    expect(button.id).toBe("connect-wallet");
    fireEvent.click(button);
    expect(store.getState().walletModal.open).toBe(true);
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
    expect(store.getState().walletModal.open).toBe(true);
  });

  it("when even the read-only connection failed says Error", () => {
    show({ readOnlyError: new Error("no RPC answered") });
    expect(screen.getByRole("button", { name: "Error" }).id).toBe("web3-status-error");
  });
});
