import { useMemo } from "react";
import { useAppSelector } from "@/base/store";
import { type CallState, useMultipleContractSingleData } from "@/onchain/multicall";
import { useActiveChainId } from "@/onchain/useActiveChainId";
import { Token } from "@/sdk";
import { ERC20_READS } from "@/onchain/hooks";
import type { SerializedToken } from "../settings";

function deserializeToken(serialized: SerializedToken): Token | undefined {
  try {
    return new Token(serialized.chainId, serialized.address, serialized.decimals, serialized.symbol, serialized.name);
  } catch {
    return undefined; // a corrupted stored entry is ignored, not fatal
  }
}

/**
 * The chain answered decimals() for the address with a failure: no token contract there (any more). Every
 * imported token answered it when the user imported it. Loading or no answer yet (the node is down) is not absence.
 */
export function isMissingToken(decimals: CallState | undefined): boolean {
  return decimals !== undefined && decimals.valid && !decimals.loading && decimals.error;
}

/**
 * Tokens the user imported on a chain (user slice, persisted by the shell), without those the chain does not have:
 * after a local node restarted from genesis, an imported token's contract is gone, and offering it in the selector
 * would lead to failing reads and sends. They are hidden, not deleted: the stored list stays as the user left it,
 * and a token shows again if its contract is there again. Checked on the active chain (the one the reads follow).
 */
export function useUserAddedTokens(chainId: number): Token[] {
  const serialized = useAppSelector((state) => state.user.tokens[chainId]);
  const stored = useMemo(() => Object.values(serialized ?? {}).flatMap((entry) => deserializeToken(entry) ?? []), [serialized]);
  const checked = useActiveChainId() === chainId;
  const addresses = useMemo(() => (checked ? stored.map((token) => token.address) : []), [checked, stored]);
  const decimals = useMultipleContractSingleData(addresses, ERC20_READS, "decimals");
  return useMemo(() => {
    const present = checked ? stored.filter((_, i) => !isMissingToken(decimals[i])) : stored;
    // Same array while nothing is hidden, so dependants do not recompute on every block.
    return present.length === stored.length ? stored : present;
  }, [checked, stored, decimals]);
}
