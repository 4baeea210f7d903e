/** Name, RPC, explorer and pace of one of the three Pentagon chain ids in one profile. */
interface PentagonChainFacts {
  name: string;
  rpcUrls: string[];
  explorerUrl?: string;
  isLocal: boolean;
  pollingIntervalMs: number;
}

export const PENTAGON_CHAIN_IDS = [555555, 3344, 5555] as const;
export type PentagonChainId = (typeof PENTAGON_CHAIN_IDS)[number];
export type PentagonFactsTable = Record<PentagonChainId, PentagonChainFacts>;

export function isPentagonChainId(chainId: number): chainId is PentagonChainId {
  return (PENTAGON_CHAIN_IDS as readonly number[]).includes(chainId);
}
