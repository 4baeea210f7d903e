import { useEffect, useState } from "react";
import { useDebounce } from "@/onchain/useDebounce";
import { isAddress } from "@/base/validation/address";
import { loadEnsNormalize } from "@/base/vendor/deferredEnsNormalize";
import { useWallet } from "@/wallet";
import { looksLikeName } from "../logic/recipient";

export interface RecipientLookup {
  address: string | undefined;
  loading: boolean;
}

/** Name lookups are debounced 200 ms. */
const NAME_LOOKUP_DEBOUNCE_MS = 200;

/**
 * The recipient field's address: itself when it is an address, else what the chain's name service resolves it
 * to (through the read provider, which carries the chain's ENS registry), else undefined.
 */
export function useRecipientAddress(recipient: string | null): RecipientLookup {
  const { readProvider } = useWallet();
  const debounced = useDebounce(recipient, NAME_LOOKUP_DEBOUNCE_MS);
  const [resolved, setResolved] = useState<{ name: string; address: string | undefined } | undefined>();
  const direct = recipient ? isAddress(recipient) || undefined : undefined;

  useEffect(() => {
    if (!debounced || isAddress(debounced) || !looksLikeName(debounced) || !readProvider) return;
    let stale = false;
    // Name normalization loads after the first paint; a name typed before it arrives must wait, not fail.
    loadEnsNormalize()
      .then(() => readProvider.resolveName(debounced))
      .then((address) => !stale && setResolved({ name: debounced, address: address ?? undefined }))
      .catch(() => !stale && setResolved({ name: debounced, address: undefined }));
    return () => {
      stale = true;
    };
  }, [debounced, readProvider]);

  if (!recipient) return { address: undefined, loading: false };
  if (direct) return { address: direct, loading: false };
  if (!looksLikeName(recipient)) return { address: undefined, loading: false };
  if (resolved?.name === recipient) return { address: resolved.address, loading: false };
  return { address: undefined, loading: true };
}
