import { useEffect, useState, useSyncExternalStore } from "react";

type EthersStack = typeof import("./ethersStack");

/** After a failed download (offline for a moment) a component that needs the code asks again this much later. */
const RETRY_AFTER_MS = 3000;

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
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!needed || stack) return;
    let active = true;
    let retry: ReturnType<typeof setTimeout> | undefined;
    loadEthersStack().catch((error: unknown) => {
      console.error("Could not load the ethers provider code; trying again", error);
      if (active) retry = setTimeout(() => setAttempt((n) => n + 1), RETRY_AFTER_MS);
    });
    return () => {
      active = false;
      if (retry) clearTimeout(retry);
    };
  }, [needed, stack, attempt]);
  return stack;
}
