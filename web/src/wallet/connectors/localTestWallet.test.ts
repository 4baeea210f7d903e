import { beforeEach, describe, expect, it } from "vitest";
import { devAccount, LocalTestWalletProvider } from "./localTestWallet";

// Node environment (ethers' crypto and jsdom's Uint8Array do not mix); a Map stands in for localStorage.
const store = new Map<string, string>();
Object.assign(globalThis, {
  localStorage: {
    getItem: (k: string) => store.get(k) ?? null,
    setItem: (k: string, v: string) => void store.set(k, v),
    removeItem: (k: string) => void store.delete(k),
    clear: () => store.clear(),
  },
});

describe("LocalTestWalletProvider (no chain needed: account and chain handling only)", () => {
  beforeEach(() => localStorage.clear());

  it("derives the Hardhat default dev accounts", () => {
    expect(devAccount(0).address).toBe("0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266");
    expect(devAccount(3).address).toBe("0x90F79bf6EB2c4f870365E785982E1f101E93b906");
  });

  it("answers accounts and chain locally, starting on the PEN test chain", async () => {
    const wallet = new LocalTestWalletProvider(1);
    expect(await wallet.request({ method: "eth_requestAccounts" })).toEqual(["0x70997970C51812dc3A010C7d01b50e0d17dc79C8"]);
    expect(await wallet.request({ method: "eth_chainId" })).toBe("0x87a23");
  });

  it("switches only between local chains, emits chainChanged, and remembers the choice", async () => {
    const wallet = new LocalTestWalletProvider(0);
    const seen: unknown[] = [];
    wallet.on("chainChanged", (id) => seen.push(id));
    await wallet.request({ method: "wallet_switchEthereumChain", params: [{ chainId: "0xd10" }] });
    expect(seen).toEqual(["0xd10"]);
    expect(await new LocalTestWalletProvider().request({ method: "eth_chainId" })).toBe("0xd10");

    await expect(wallet.request({ method: "wallet_switchEthereumChain", params: [{ chainId: "0x1" }] })).rejects.toMatchObject({ code: 4902 });
    expect(seen).toHaveLength(1);
  });

  it("ignores a corrupted stored state", async () => {
    localStorage.setItem("penswap.testWallet", "{{{");
    const wallet = new LocalTestWalletProvider();
    expect(wallet.accountIndex).toBe(0);
    expect(await wallet.request({ method: "eth_chainId" })).toBe("0x87a23");
  });

  it("refuses to sign for another account", async () => {
    const wallet = new LocalTestWalletProvider(0);
    await expect(
      wallet.request({ method: "eth_sendTransaction", params: [{ from: devAccount(2).address, to: devAccount(1).address }] }),
    ).rejects.toMatchObject({ code: 4100 });
  });
});
