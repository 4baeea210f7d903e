// @vitest-environment jsdom
import { act, cleanup, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { JsonRpcProvider } from "ethers";
import { updateBlockNumber } from "@/onchain/blockNumberSlice";
import { renderWithProviders } from "@/app/testing/renderWithProviders";
import { DISCONNECTED_WALLET } from "@/app/testing/renderWithProviders";
import { WalletValueProvider } from "../WalletContext";
import { useEnsName } from "./useEnsName";

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const ACCOUNT = "0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266";
const CHAIN_ID = 555555;

function Name() {
  return <span data-testid="name">{useEnsName(ACCOUNT) ?? "none"}</span>;
}

/** A read provider whose first lookups fail (node down) and whose later ones answer. */
function flakyProvider(failures: number) {
  let calls = 0;
  const lookupAddress = vi.fn(async () => {
    calls += 1;
    if (calls <= failures) throw new Error("fetch failed");
    return "dev.eth";
  });
  return { provider: { lookupAddress } as unknown as JsonRpcProvider, lookupAddress };
}

function renderName(readProvider: JsonRpcProvider) {
  vi.spyOn(console, "debug").mockImplementation(() => {});
  const { store } = renderWithProviders(<Name />, { wallet: { chainId: CHAIN_ID, readProvider } });
  return (blockNumber: number) => act(() => void store.dispatch(updateBlockNumber({ chainId: CHAIN_ID, blockNumber })));
}

describe("useEnsName", () => {
  it("tries a failed lookup again once the chain reports a new block, and shows the name then", async () => {
    const { provider, lookupAddress } = flakyProvider(1);
    const newBlock = renderName(provider);
    await waitFor(() => expect(lookupAddress).toHaveBeenCalledTimes(1));
    expect(screen.getByTestId("name").textContent).toBe("none");

    newBlock(10);
    await waitFor(() => expect(screen.getByTestId("name").textContent).toBe("dev.eth"));
    expect(lookupAddress).toHaveBeenCalledTimes(2);
  });

  it("looks a name up once while lookups succeed, not at every block", async () => {
    const { provider, lookupAddress } = flakyProvider(0);
    const newBlock = renderName(provider);
    await waitFor(() => expect(screen.getByTestId("name").textContent).toBe("dev.eth"));
    newBlock(11);
    newBlock(12);
    // A retry would be debounced: give it the same chance the first test's retry had before checking.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(lookupAddress).toHaveBeenCalledTimes(1);
  });

  it("looks the name up when the read provider arrives, and again when it changes", async () => {
    vi.spyOn(console, "debug").mockImplementation(() => {});
    const answering = (name: string) => ({ lookupAddress: vi.fn(async () => name) }) as unknown as JsonRpcProvider;
    const first = answering("dev.eth");
    const second = answering("alice.eth");
    const withProvider = (readProvider: JsonRpcProvider | undefined) => (
      <WalletValueProvider value={{ ...DISCONNECTED_WALLET, chainId: CHAIN_ID, readProvider }}>
        <Name />
      </WalletValueProvider>
    );
    const { rerender } = renderWithProviders(withProvider(undefined));
    expect(screen.getByTestId("name").textContent).toBe("none");

    rerender(withProvider(first));
    await waitFor(() => expect(screen.getByTestId("name").textContent).toBe("dev.eth"));
    rerender(withProvider(second));
    await waitFor(() => expect(screen.getByTestId("name").textContent).toBe("alice.eth"));
  });
});
