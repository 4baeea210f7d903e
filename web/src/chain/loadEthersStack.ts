import { useEffect, useSyncExternalStore } from "react";

export type EthersStack = typeof import("./ethersStack");

let loaded: EthersStack | undefined;
let loading: Promise<EthersStack> | undefined;
const listeners = new Set<() => void>();

/**
 * Loads the ethers provider stack (its own chunk, ~30 KB gzip kept out of the first paint). One download
 * for the whole app; a failed download is tried again on the next call.
 */
export function loadEthersStack(): Promise<EthersStack> {
  loading ??= import("./ethersStack").then(
    (stack) => {
      loaded = stack;
      listeners.forEach((listener) => listener());
      return stack;
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The ethers provider stack once loaded (by anyone: the idle prefetch loads it after the first paint), else
 * undefined. `needed` starts the download at once (a wallet is connected, a transaction waits for checks).
 */
export function useEthersStack(needed: boolean): EthersStack | undefined {
  const stack = useSyncExternalStore(subscribe, () => loaded);
  useEffect(() => {
    if (needed && !stack) loadEthersStack().catch((error: unknown) => console.error("Could not load the ethers provider code", error));
  }, [needed, stack]);
  return stack;
}
