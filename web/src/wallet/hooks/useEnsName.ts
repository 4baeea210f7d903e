import { useEffect, useState } from "react";
import { getChainInfo } from "@/networks";
import { useBlockNumber } from "@/onchain/blockNumber";
import { NAME_LOOKUP_DEBOUNCE_MS } from "../config";
import { useWallet } from "../WalletContext";
import { loadEnsNormalize } from "@/base/vendor/deferredEnsNormalize";

/**
 * Reverse name lookup of an address (resolver then name, debounced 200 ms). ethers v6 does the
 * reverse + forward check; the chain's registry comes from the EnsPlugin on the provider's Network
 * (onchain/providers.ts). Chains without a registry have no names.
 *
 * A lookup fails when the node is down. It is tried again when the read provider arrives or changes, and after a
 * failure at every new block the chain reports: a new block is the sign that the node answers again. Without that
 * the header kept the shortened address for good after an outage.
 */
export function useEnsName(address: string | undefined): string | undefined {
  const { chainId, readProvider } = useWallet();
  const [result, setResult] = useState<{ key: string; name: string | null } | undefined>(undefined);
  const [failedKey, setFailedKey] = useState<string | undefined>(undefined);
  const key = `${chainId}:${address}`;
  const hasRegistry = getChainInfo(chainId)?.contracts.ensRegistry !== undefined;
  const blockNumber = useBlockNumber(chainId);
  // Constant while lookups succeed, so a name is looked up once, not once per block.
  const retryAtBlock = failedKey === key ? blockNumber : undefined;

  useEffect(() => {
    if (!address || !readProvider || !hasRegistry) return;
    let stale = false;
    const timer = setTimeout(() => {
      // Name normalization loads after the first paint (base/vendor/deferredEnsNormalize.ts).
      loadEnsNormalize()
        .then(() => readProvider.lookupAddress(address))
        .then((name) => {
          if (stale) return;
          setResult({ key, name });
          setFailedKey(undefined);
        })
        .catch((error) => {
          console.debug("Name lookup failed", error);
          if (!stale) setFailedKey(key);
        });
    }, NAME_LOOKUP_DEBOUNCE_MS);
    return () => {
      stale = true;
      clearTimeout(timer);
    };
  }, [address, readProvider, hasRegistry, key, retryAtBlock]);

  return result?.key === key ? (result.name ?? undefined) : undefined;
}
