import type { PentagonChainId, PentagonFactsTable } from "./pentagonChainFacts.ts";

/**
 * Local profile: the Hardhat chains of `npm run dev` (hardhat mines on demand, so they poll fast). A
 * production build never bundles this module: the Vite config swaps it for publicChains.ts.
 */
export const PENTAGON_CHAIN_FACTS: PentagonFactsTable = {
  555555: { name: "PEN test chain", rpcUrls: ["http://127.0.0.1:8545"], isLocal: true, pollingIntervalMs: 1000 },
  3344: { name: "Pentagon Chain", rpcUrls: ["http://127.0.0.1:8546"], isLocal: true, pollingIntervalMs: 1000 },
  5555: { name: "Chain Verse", rpcUrls: ["http://127.0.0.1:8547"], isLocal: true, pollingIntervalMs: 1000 },
};

/** The local profile opens on the PEN test chain, where `npm run dev` seeds the most tokens and pools. */
export const DEFAULT_CHAIN_ORDER: readonly PentagonChainId[] = [555555, 3344, 5555];
