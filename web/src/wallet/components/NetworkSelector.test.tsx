// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen } from "@testing-library/react";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { DISCONNECTED_WALLET, renderWithProviders } from "@/app/testing/renderWithProviders";
import { getChainInfo } from "@/networks";
import { WalletValueProvider, type WalletContextValue } from "../WalletContext";
import { NetworkSelector } from "./NetworkSelector";

afterEach(cleanup);

const ACCOUNT = "0x70997970C51812dc3A010C7d01b50e0d17dc79C8";

/**
 * The selector under a wallet whose answer to a switch request the test decides: `accepts` moves the wallet to
 * the chain, anything else leaves it where it was (a refusal, which the provider only logs).
 */
function Harness({
  chainId: initialChain,
  account = ACCOUNT,
  isWrongNetwork = false,
  accepts,
  opens = () => undefined,
}: {
  chainId: number;
  account?: string;
  isWrongNetwork?: boolean;
  accepts: (chainId: number) => Promise<boolean>;
  /** Without a wallet, picking a chain opens the app on it (a reload in the real provider). */
  opens?: (chainId: number) => void;
}) {
  const [chainId, setChainId] = useState(initialChain);
  const [wrong, setWrong] = useState(isWrongNetwork);
  const [switching, setSwitching] = useState(false);
  const switchNetwork = async (target: number) => {
    setSwitching(true);
    try {
      if (await accepts(target)) {
        setChainId(target);
        setWrong(false);
      }
    } finally {
      setSwitching(false);
    }
  };
  // The harness's wallet is fixed at mount; this one moves to the chain the wallet accepts.
  const value: WalletContextValue = {
    ...DISCONNECTED_WALLET,
    account: account || undefined,
    chainId,
    isWrongNetwork: wrong,
    switchingChain: switching,
    switchNetwork,
    selectChain: async (target: number) => (account ? switchNetwork(target) : opens(target)),
  };
  return (
    <WalletValueProvider value={value}>
      <NetworkSelector />
    </WalletValueProvider>
  );
}

function show(props: Parameters<typeof Harness>[0]) {
  renderWithProviders(<Harness {...props} />);
  return screen.queryByRole("combobox", { name: "Select network" }) as HTMLSelectElement | null;
}

const name = (chainId: number) => getChainInfo(chainId)!.name;

describe("NetworkSelector", () => {
  it("without a wallet shows the chain the app reads and opens the app on the one picked", () => {
    const accepts = vi.fn(async () => true);
    const opens = vi.fn();
    const select = show({ chainId: 3344, account: "", accepts, opens })!;
    expect(select.value).toBe("3344");
    fireEvent.change(select, { target: { value: "5555" } });
    expect(opens).toHaveBeenCalledWith(5555);
    expect(accepts).not.toHaveBeenCalled();
  });

  it("shows the current chain among the three wallet chains", () => {
    const select = show({ chainId: 3344, accepts: async () => true })!;
    expect(select.value).toBe("3344");
    expect(select.selectedOptions[0].textContent).toBe(name(3344));
    expect([...select.options].map((option) => option.value)).toEqual(["555555", "3344", "5555"]);
  });

  it("asks the wallet to switch, covers the page while it answers, and follows the new chain", async () => {
    let answer: (accepted: boolean) => void = () => undefined;
    const accepts = vi.fn<(chainId: number) => Promise<boolean>>(() => new Promise<boolean>((resolve) => (answer = resolve)));
    const select = show({ chainId: 555555, accepts })!;

    fireEvent.change(select, { target: { value: "5555" } });
    expect(accepts).toHaveBeenCalledWith(5555);
    expect(await screen.findByTestId("network-switch-spinner")).toBeTruthy();

    await act(async () => answer(true));
    expect(screen.queryByTestId("network-switch-spinner")).toBeNull();
    expect(select.value).toBe("5555");
  });

  it("a wallet that refuses leaves the selector on the chain it is on", async () => {
    let answer: (accepted: boolean) => void = () => undefined;
    const select = show({ chainId: 555555, accepts: () => new Promise<boolean>((resolve) => (answer = resolve)) })!;
    fireEvent.change(select, { target: { value: "3344" } });
    await screen.findByTestId("network-switch-spinner");

    await act(async () => answer(false));
    expect(screen.queryByTestId("network-switch-spinner")).toBeNull();
    expect(select.value).toBe("555555");
    expect(select.selectedOptions[0].textContent).toBe(name(555555));
  });

  it("on an unsupported chain says Wrong Network until a supported chain is picked", async () => {
    const select = show({ chainId: 1337, isWrongNetwork: true, accepts: async () => true })!;
    expect(select.value).toBe("");
    expect(select.selectedOptions[0].textContent).toBe("Wrong Network");

    await act(async () => {
      fireEvent.change(select, { target: { value: "555555" } });
    });
    expect(select.value).toBe("555555");
    expect([...select.options].some((option) => option.textContent === "Wrong Network")).toBe(false);
  });
});
