import { useEffect, useState } from "react";
import { loadEnsNormalize } from "@/base/vendor/deferredEnsNormalize";
import { useWallet } from "@/wallet";
import { classifyAccountInput } from "./accountInput";

export type ViewedAccount =
  /** No account in the address and no wallet connected. */
  | { status: "none" }
  | { status: "resolving"; name: string }
  | { status: "ready"; address: string; name?: string; own: boolean }
  | { status: "invalid"; input: string }
  | { status: "unresolved"; name: string };

/**
 * The account the portfolio shows: the one named in the address (an address, or a name resolved by the active
 * chain's name service through the read provider, as the swap's recipient field does), else the connected wallet's.
 */
export function useViewedAccount(segment: string | undefined): ViewedAccount {
  const { account, readProvider } = useWallet();
  const input = segment === undefined ? undefined : classifyAccountInput(segment);
  const name = input?.kind === "name" ? input.name : undefined;
  const [resolved, setResolved] = useState<{ name: string; address: string | undefined }>();

  useEffect(() => {
    if (!name || !readProvider) return;
    let stale = false;
    // Name normalization loads after the first paint; a name opened before it arrives must wait, not fail.
    loadEnsNormalize()
      .then(() => readProvider.resolveName(name))
      .then((address) => !stale && setResolved({ name, address: address ?? undefined }))
      .catch(() => !stale && setResolved({ name, address: undefined }));
    return () => {
      stale = true;
    };
  }, [name, readProvider]);

  const own = (address: string) => address.toLowerCase() === account?.toLowerCase();
  if (segment === undefined) return account ? { status: "ready", address: account, own: true } : { status: "none" };
  if (!input || input.kind === "invalid") return { status: "invalid", input: segment };
  if (input.kind === "address") return { status: "ready", address: input.address, own: own(input.address) };
  if (resolved?.name !== input.name) return { status: "resolving", name: input.name };
  return resolved.address ? { status: "ready", address: resolved.address, name: input.name, own: own(resolved.address) } : { status: "unresolved", name: input.name };
}
