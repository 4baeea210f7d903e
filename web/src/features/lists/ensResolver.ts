import { getChainInfo } from "@/networks";
import { getReadProvider } from "@/onchain/providers";
import type { ResolveENSContentHash } from "./getTokenList";
import { resolveENSContentHash } from "./resolveENSContentHash";

/** Our ENS lives on the PEN test chain; Ethereum mainnet has the canonical registry. */
const ENS_CHAIN_PREFERENCE = [555555, 1];

/**
 * ENS names of lists resolve on the active chain when it has a registry, else on the first chain that has one.
 * Throws 'Could not construct mainnet ENS resolver' when no chain can resolve names.
 */
export function ensContentHashResolver(activeChainId: number | undefined): ResolveENSContentHash {
  const chainId = [activeChainId, ...ENS_CHAIN_PREFERENCE].find((id) => getChainInfo(id)?.contracts.ensRegistry !== undefined);
  const chain = getChainInfo(chainId);
  const provider = getReadProvider(chainId);
  const registry = chain?.contracts.ensRegistry;
  if (!chain || !provider || !registry) throw new Error("Could not construct mainnet ENS resolver");
  return (ensName) => resolveENSContentHash(ensName, provider, registry);
}
