import { useEffect, useState } from "react";
import { getChainInfo } from "@/chains";
import { NAME_LOOKUP_DEBOUNCE_MS } from "../config";
import { useWallet } from "../WalletContext";
import { loadEnsNormalize } from "@/app/vendor/deferredEnsNormalize";

/**
 * Reverse name lookup of an address (resolver then name, debounced 200 ms). ethers v6 does the
 * reverse + forward check; the chain's registry comes from the EnsPlugin on the provider's Network
 * (chain/providers.ts). Chains without a registry have no names.
 */
export function useEnsName(address: string | undefined): string | undefined {
  const { chainId, readProvider } = useWallet();
  const [result, setResult] = useState<{ key: string; name: string | null } | undefined>(undefined);
  const key = `${chainId}:${address}`;
  const hasRegistry = getChainInfo(chainId)?.contracts.ensRegistry !== undefined;

  useEffect(() => {
    if (!address || !readProvider || !hasRegistry) return;
    let stale = false;
    const timer = setTimeout(() => {
      // Name normalization loads after the first paint (app/vendor/deferredEnsNormalize.ts).
      loadEnsNormalize()
        .then(() => readProvider.lookupAddress(address))
        .then((name) => !stale && setResult({ key, name }))
        .catch((error) => console.debug("Name lookup failed", error));
    }, NAME_LOOKUP_DEBOUNCE_MS);
    return () => {
      stale = true;
      clearTimeout(timer);
    };
  }, [address, readProvider, hasRegistry, key]);

  return result?.key === key ? (result.name ?? undefined) : undefined;
}
