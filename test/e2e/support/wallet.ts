/**
 * The e2e wallet: headless-web3-provider's Web3ProviderBackend (a real EIP-1193 wallet in the test process
 * that signs with a real dev key and forwards to the local Hardhat node), bridged into the page as
 * window.ethereum and announced by EIP-6963, wrapped by Synpress's testWithSynpress.
 *
 * Why our own bridge instead of injectHeadlessWeb3Provider: errors crossing page.exposeFunction lose their
 * `code`, and the app must see 4001 / 4902 codes exactly as a real wallet sends them. The backend keeps its
 * real quirks (lowercase addresses, numeric chainChanged) — the app has to cope with those.
 */
import { test as base, type Page } from "@playwright/test";
import { testWithSynpress } from "@synthetixio/synpress";
import { makeHeadlessWeb3Provider, Web3RequestKind, type Web3ProviderBackend } from "headless-web3-provider";
import { startFileOnDeployedChains } from "./chainSnapshots";
import { DEV_KEYS, chainRpcUrl } from "./env";

export { Web3RequestKind };

const PROVIDER_INFO = {
  uuid: "0d9c6f59-6d1c-4f3a-9c55-2f3b1d7e6a01",
  name: "Headless Web3 Provider",
  rdns: "headless-web3-provider",
  icon:
    "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24'%3E%3Crect width='24' height='24' rx='6' fill='%237B3FE4'/%3E%3C/svg%3E",
};

/** MetaMask answers a switch to an unknown chain with 4902; the headless backend says 4901. Align it. */
function withUnknownChainCode(wallet: Web3ProviderBackend): Web3ProviderBackend {
  const switchNetwork = wallet.switchNetwork.bind(wallet);
  wallet.switchNetwork = (chainId: number) => {
    if (!wallet.getNetworks().some((c) => c.chainId === chainId)) {
      throw Object.assign(new Error(`Unrecognized chain ID "0x${chainId.toString(16)}".`), { code: 4902 });
    }
    switchNetwork(chainId);
  };
  return wallet;
}

export async function injectWallet(page: Page, opts: { chainId: number; rpcUrl: string; keys: string[] }): Promise<Web3ProviderBackend> {
  // Events (accountsChanged, chainChanged) are relayed into the page; a page that is reloading misses none
  // that matter because the app re-reads the wallet state on load.
  const relay = async (method: string, ...args: unknown[]) => {
    await page
      .evaluate(([m, a]) => (window as any).ethereum?.[m as string]?.(...(a as unknown[])), [method, args] as const)
      .catch(() => undefined);
  };
  const wallet = withUnknownChainCode(makeHeadlessWeb3Provider(opts.keys, opts.chainId, opts.rpcUrl, relay as never));

  await page.exposeFunction("__e2eWalletRequest", async (args: { method: string; params?: unknown }) => {
    try {
      return { result: await wallet.request(args as never) };
    } catch (error) {
      const e = error as { code?: number; message?: string; data?: unknown };
      return { error: { code: e?.code, message: e?.message ?? String(error), data: e?.data } };
    }
  });

  await page.addInitScript((info) => {
    const listeners: Record<string, Array<(...args: unknown[]) => void>> = {};
    const provider = {
      request: async (args: { method: string; params?: unknown }) => {
        const response = await (window as any).__e2eWalletRequest(JSON.parse(JSON.stringify(args)));
        if (response.error) throw Object.assign(new Error(response.error.message), { code: response.error.code, data: response.error.data });
        return response.result;
      },
      on(event: string, listener: (...args: unknown[]) => void) {
        (listeners[event] ??= []).push(listener);
        return provider;
      },
      removeListener(event: string, listener: (...args: unknown[]) => void) {
        listeners[event] = (listeners[event] ?? []).filter((l) => l !== listener);
        return provider;
      },
      emit(event: string, ...args: unknown[]) {
        (listeners[event] ?? []).slice().forEach((l) => l(...args));
        return true;
      },
    };
    (window as any).ethereum = provider;
    const announce = () =>
      window.dispatchEvent(new CustomEvent("eip6963:announceProvider", { detail: Object.freeze({ info, provider }) }));
    window.addEventListener("eip6963:requestProvider", announce);
    announce();
  }, PROVIDER_INFO);

  return wallet;
}

interface WalletOptions {
  /** The chain the wallet starts on (default: PEN test chain). */
  walletChainId: number;
  /** RPC the wallet uses for that chain (default: the chain's e2e node). */
  walletRpcUrl: string | undefined;
  /** Other chains the wallet already knows (switch without the add-chain step). */
  walletKnownChains: number[];
  walletKeys: string[];
}

const walletFixtures = base.extend<WalletOptions & { wallet: Web3ProviderBackend; deployedChains: void }>({
  // Automatic: each spec file begins on the chains as deployed (see chainSnapshots.ts).
  deployedChains: [
    // Playwright reads a fixture's dependencies from its first parameter, which must be a destructuring pattern.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use, testInfo) => {
      await startFileOnDeployedChains(testInfo.file);
      await use();
    },
    { auto: true },
  ],
  walletChainId: [555555, { option: true }],
  walletRpcUrl: [undefined, { option: true }],
  walletKnownChains: [[], { option: true }],
  walletKeys: [[DEV_KEYS[0]], { option: true }],
  wallet: async ({ page, walletChainId, walletRpcUrl, walletKnownChains, walletKeys }, use) => {
    const wallet = await injectWallet(page, {
      chainId: walletChainId,
      rpcUrl: walletRpcUrl ?? chainRpcUrl(walletChainId),
      keys: walletKeys,
    });
    for (const chainId of walletKnownChains) wallet.addNetwork(chainId, chainRpcUrl(chainId));
    await use(wallet);
    wallet.rejectAll();
  },
});

// Synpress lists "default" before "types" in its package exports, so TypeScript sees `any`; its real return
// type is the merged test, i.e. exactly the fixtures' type.
export const test: typeof walletFixtures = testWithSynpress(walletFixtures);
export { expect } from "@playwright/test";
