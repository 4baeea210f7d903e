import type { SupportedChainId } from "./types";

/** The public networks behind the Pentagon chain ids, as the chain registry (ethereum-lists/chains) lists them. */
export interface PublicChainFacts {
  name: string;
  rpcUrls: string[];
  explorerUrl: string;
}

export const PENTAGON_CHAIN_IDS = [555555, 3344, 5555] as const;
export type PentagonChainId = (typeof PENTAGON_CHAIN_IDS)[number];

export const PUBLIC_CHAIN_FACTS: Record<PentagonChainId, PublicChainFacts> = {
  555555: { name: "Pentagon Testnet", rpcUrls: ["https://rpc-testnet.pentagon.games"], explorerUrl: "https://explorer-testnet.pentagon.games" },
  3344: { name: "Pentagon Chain", rpcUrls: ["https://rpc.pentagon.games"], explorerUrl: "https://explorer.pentagon.games" },
  5555: { name: "Chain Verse Mainnet", rpcUrls: ["https://rpc.chainverse.info"], explorerUrl: "https://explorer.chainverse.info" },
};

export function isPentagonChainId(chainId: number): chainId is PentagonChainId {
  return (PENTAGON_CHAIN_IDS as readonly number[]).includes(chainId);
}

export function publicChainFacts(chainId: SupportedChainId): PublicChainFacts | undefined {
  return isPentagonChainId(chainId) ? PUBLIC_CHAIN_FACTS[chainId] : undefined;
}
