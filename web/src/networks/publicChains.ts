import type { PentagonChainId, PentagonFactsTable } from "./pentagonChainFacts.ts";

/**
 * Production profile: the public networks behind the Pentagon chain ids, as the chain registry
 * (ethereum-lists/chains) lists them; polled at the public pace.
 */
export const PENTAGON_CHAIN_FACTS: PentagonFactsTable = {
  555555: { name: "Pentagon Testnet", rpcUrls: ["https://rpc-testnet.pentagon.games"], explorerUrl: "https://explorer-testnet.pentagon.games", isLocal: false, pollingIntervalMs: 15000 },
  3344: { name: "Pentagon Chain", rpcUrls: ["https://rpc.pentagon.games"], explorerUrl: "https://explorer.pentagon.games", isLocal: false, pollingIntervalMs: 15000 },
  5555: { name: "Chain Verse Mainnet", rpcUrls: ["https://rpc.chainverse.info"], explorerUrl: "https://explorer.chainverse.info", isLocal: false, pollingIntervalMs: 15000 },
};

/**
 * Which public network a visitor without a wallet sees first: the first of these with a record (unless the
 * build names one with VITE_DEFAULT_CHAIN_ID). The mainnets come before the testnet, where real users trade.
 */
export const DEFAULT_CHAIN_ORDER: readonly PentagonChainId[] = [3344, 5555, 555555];
