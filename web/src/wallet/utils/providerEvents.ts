import type { Provider } from "@web3-react/types";

type Listener = (...args: unknown[]) => void;

/**
 * Subscribes to an EIP-1193 event and returns the unsubscribe. Wallets differ in how they remove a
 * listener (removeListener per EIP-1193, `off` on the headless test wallet), so try both.
 */
export function onProviderEvent(provider: Provider, event: string, listener: Listener): () => void {
  provider.on(event, listener);
  return () => {
    const p = provider as Provider & { off?: (event: string, listener: Listener) => unknown };
    try {
      if (typeof p.removeListener === "function") p.removeListener(event, listener);
      else p.off?.(event, listener);
    } catch {
      // a wallet that cannot remove listeners just keeps calling a stale one, which is harmless here
    }
  };
}
