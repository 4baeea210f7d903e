// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { useState, type ReactNode } from "react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { setWalletModalOpen } from "../walletModalSlice";
import { memoryStorage } from "@/base/storage/storage";
import { makeStore } from "@/app/store";
import { DISCONNECTED_WALLET, renderWithProviders } from "@/app/testing/renderWithProviders";
import { AccountActivityContext, type AccountActivity } from "../accountActivity";
import type { Connection } from "../connectors/connections";
import { startEip6963Discovery } from "../connectors/eip6963";
import { WalletValueProvider, type WalletContextValue } from "../WalletContext";
import { WalletModal } from "./WalletModal";

afterEach(cleanup);

const ACCOUNT = "0x70997970C51812dc3A010C7d01b50e0d17dc79C8";
const WALLET_NAME = "Fox Wallet";

// A wallet that announces itself the way browser extensions do (EIP-6963); the modal lists it as an option.
beforeAll(() => {
  const detail = {
    info: { uuid: "3c1c7b3e-0000-4000-8000-000000000001", name: WALLET_NAME, icon: "data:image/svg+xml,<svg/>", rdns: "test.fox" },
    provider: { request: async () => [], on: () => undefined, removeListener: () => undefined },
  };
  const announce = () => window.dispatchEvent(new CustomEvent("eip6963:announceProvider", { detail }));
  window.addEventListener("eip6963:requestProvider", announce);
  startEip6963Discovery(); // as WalletProvider does at mount
});

type Connect = (connection: Connection) => Promise<void>;

/**
 * The modal under a wallet whose `connect` the test controls; a successful connect sets the account, as the
 * real provider does when the wallet answers.
 */
function Harness({ connect, activity, initial = {} }: { connect: Connect; activity?: AccountActivity; initial?: Partial<WalletContextValue> }) {
  const { account: initialAccount, ...rest } = initial;
  const [account, setAccount] = useState<string | undefined>(initialAccount);
  // The harness's wallet is fixed at mount; this one changes its account as connect and disconnect are called.
  const value: WalletContextValue = {
    ...DISCONNECTED_WALLET,
    account,
    connect: async (connection: Connection) => {
      await connect(connection);
      setAccount(ACCOUNT);
    },
    disconnect: () => setAccount(undefined),
    ...rest,
  };
  const content: ReactNode = <WalletModal />;
  return (
    <WalletValueProvider value={value}>
      {activity ? <AccountActivityContext.Provider value={activity}>{content}</AccountActivityContext.Provider> : content}
    </WalletValueProvider>
  );
}

function open(props: Parameters<typeof Harness>[0]) {
  const store = makeStore(memoryStorage());
  store.dispatch(setWalletModalOpen(true));
  renderWithProviders(<Harness {...props} />, { store });
  return store;
}

describe("WalletModal", () => {
  it("without an account lists the wallets; picking one shows the pending view, then closes once connected", async () => {
    let answer: () => void = () => undefined;
    const connect = vi.fn<Connect>(() => new Promise<void>((resolve) => (answer = resolve)));
    const store = open({ connect });

    expect(screen.getByRole("dialog", { name: "Connect to a wallet" })).toBeTruthy();
    fireEvent.click(await screen.findByTestId("wallet-option-test.fox"));

    const pending = await screen.findByTestId("wallet-pending");
    expect(pending.textContent).toContain("Initializing...");
    expect(screen.getByTestId("wallet-back")).toBeTruthy();
    await waitFor(() => expect(connect).toHaveBeenCalledTimes(1));
    expect(connect.mock.calls[0][0].name).toBe(WALLET_NAME);

    act(() => answer());
    await waitFor(() => expect(store.getState().walletModal.open).toBe(false));
    expect(screen.queryByTestId("wallet-modal")).toBeNull();
  });

  it("a wallet that refuses shows the error with Try Again, which asks the wallet again", async () => {
    const connect = vi.fn<Connect>().mockRejectedValueOnce(Object.assign(new Error("User rejected the request."), { code: 4001 })).mockResolvedValueOnce(undefined);
    const quiet = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const store = open({ connect });

    fireEvent.click(await screen.findByTestId("wallet-option-test.fox"));
    const pending = await screen.findByTestId("wallet-pending");
    await waitFor(() => expect(pending.textContent).toContain("Error connecting."));

    fireEvent.click(screen.getByRole("button", { name: "Try Again" }));
    await waitFor(() => expect(connect).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(store.getState().walletModal.open).toBe(false));
    quiet.mockRestore();
  });

  it("lists the hosted wallets that closed as disabled, each with the reason, and picking them connects nothing", async () => {
    const connect = vi.fn<Connect>();
    open({ connect });
    for (const name of ["Fortmatic", "Portis"]) {
      const option = await screen.findByTestId(`wallet-option-closed-${name}`);
      expect((option as HTMLButtonElement).disabled).toBe(true);
      expect(option.getAttribute("aria-describedby")).toBe(`wallet-closed-${name}`);
      expect(option.textContent).toContain(`${name} no longer operates.`);
      fireEvent.click(option);
    }
    expect(screen.queryByTestId("wallet-pending")).toBeNull();
    expect(connect).not.toHaveBeenCalled();
  });

  it("Back from the pending view returns to the options and clears the error", async () => {
    const quiet = vi.spyOn(console, "error").mockImplementation(() => undefined);
    open({ connect: vi.fn<Connect>().mockRejectedValue(new Error("locked")) });
    fireEvent.click(await screen.findByTestId("wallet-option-test.fox"));
    await waitFor(() => expect(screen.getByTestId("wallet-pending").textContent).toContain("Error connecting."));

    fireEvent.click(screen.getByTestId("wallet-back"));
    expect(screen.queryByTestId("wallet-pending")).toBeNull();
    expect(screen.getByTestId("wallet-options")).toBeTruthy();
    quiet.mockRestore();
  });

  it("with an account shows the account view with its recent transactions; Change shows the options, Disconnect the options again", async () => {
    const clearAll = vi.fn();
    const activity: AccountActivity = {
      pending: [{ hash: `0x${"1".repeat(64)}`, summary: "Swap 1 PEN for 2 BARK", status: "pending", replacementKey: undefined }],
      confirmed: [{ hash: `0x${"2".repeat(64)}`, summary: "Approve BARK", status: "replaced", replacementKey: "txStatus.replacementSucceeded" }],
      clearAll,
    };
    open({ connect: vi.fn<Connect>(), activity, initial: { account: ACCOUNT } });

    expect(screen.getByRole("dialog", { name: "Account" })).toBeTruthy();
    expect(screen.getByTestId("account-address").textContent).toBe("0x7099...79C8");
    const rows = screen.getAllByTestId("recent-transaction");
    expect(rows.map((row) => row.getAttribute("data-status"))).toEqual(["pending", "replaced"]);
    expect(rows[0].textContent).toContain("Swap 1 PEN for 2 BARK");
    expect(screen.getByTestId("transaction-lost").textContent).toMatch(/Replaced/);
    fireEvent.click(screen.getByTestId("clear-all-transactions"));
    expect(clearAll).toHaveBeenCalledTimes(1);

    fireEvent.click(screen.getByTestId("wallet-change"));
    expect(screen.getByTestId("wallet-options")).toBeTruthy();
    fireEvent.click(screen.getByTestId("wallet-back"));
    fireEvent.click(screen.getByTestId("wallet-disconnect"));
    expect(await screen.findByTestId("wallet-options")).toBeTruthy();
  });

  it("an account without transactions is told where they will appear", () => {
    open({ connect: vi.fn<Connect>(), initial: { account: ACCOUNT } });
    expect(screen.getByTestId("account-details").textContent).toContain("Your transactions will appear here...");
    expect(screen.queryByTestId("clear-all-transactions")).toBeNull();
  });

  it("on a wrong network offers the switch to the PEN test chain", () => {
    const switchNetwork = vi.fn(async () => undefined);
    open({ connect: vi.fn<Connect>(), initial: { account: ACCOUNT, isWrongNetwork: true, switchNetwork } });
    expect(screen.getByTestId("wrong-network")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Switch to PEN test chain" }));
    expect(switchNetwork).toHaveBeenCalledWith(555555);
  });
});
