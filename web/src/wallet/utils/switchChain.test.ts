import { describe, expect, it } from "vitest";
import type { Provider } from "@web3-react/types";
import { switchChain, walletErrorCode } from "./switchChain";

/** A tiny in-memory wallet: knows some chains, records every request it gets. */
function fakeWallet(known: number[]) {
  const calls: string[] = [];
  let current = known[0];
  const provider = {
    async request({ method, params }: { method: string; params?: unknown }) {
      const arg = (params as { chainId: string }[])[0];
      calls.push(`${method}:${arg.chainId}`);
      const id = Number.parseInt(arg.chainId, 16);
      if (method === "wallet_addEthereumChain") {
        known.push(id);
        return null;
      }
      if (!known.includes(id)) throw Object.assign(new Error("Unrecognized chain ID"), { code: 4902 });
      current = id;
      return null;
    },
    on: () => provider,
    removeListener: () => provider,
  };
  return { provider: provider as unknown as Provider, calls, current: () => current };
}

const params = (chainId: number) => ({
  chainId: `0x${chainId.toString(16)}`,
  chainName: "Pentagon Chain",
  nativeCurrency: { name: "PC", symbol: "PC", decimals: 18 },
  rpcUrls: ["http://127.0.0.1:8546"],
});

describe("switchChain", () => {
  it("switches directly when the wallet knows the chain", async () => {
    const wallet = fakeWallet([555555, 3344]);
    await switchChain(wallet.provider, 3344, () => params(3344));
    expect(wallet.calls).toEqual(["wallet_switchEthereumChain:0xd10"]);
    expect(wallet.current()).toBe(3344);
  });

  it("adds the chain on 4902 and switches again", async () => {
    const wallet = fakeWallet([555555]);
    await switchChain(wallet.provider, 3344, () => params(3344));
    expect(wallet.calls).toEqual([
      "wallet_switchEthereumChain:0xd10",
      "wallet_addEthereumChain:0xd10",
      "wallet_switchEthereumChain:0xd10",
    ]);
    expect(wallet.current()).toBe(3344);
  });

  it("passes other errors (e.g. user rejection) through without adding", async () => {
    const provider = {
      request: async () => {
        throw Object.assign(new Error("rejected"), { code: 4001 });
      },
    } as unknown as Provider;
    await expect(switchChain(provider, 3344, () => params(3344))).rejects.toThrow("rejected");
  });
});

describe("walletErrorCode", () => {
  it("reads the code from the error or from data.originalError", () => {
    expect(walletErrorCode({ code: 4902 })).toBe(4902);
    expect(walletErrorCode({ code: -32603, data: { originalError: { code: 4902 } } })).toBe(4902);
    expect(walletErrorCode(new Error("x"))).toBeUndefined();
  });
});
