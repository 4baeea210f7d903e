import { createConfig, factory } from "ponder";
import { FACTORY_ABI, PAIR_ABI, PAIR_CREATED } from "./abis/pair";
import { CHAINS } from "./src/chains";

/**
 * PenSwap's market indexer: each chain's factory (its PairCreated makes the list of pools) and every pool it created
 * (Sync, Swap, Mint, Burn and the LP token's Transfer), from the deployment's block. The database is PGlite (embedded,
 * in INDEXER_PGLITE_DIR, default .ponder/pglite) unless DATABASE_URL names a PostgreSQL server.
 */
const perChain = <T>(value: (chain: (typeof CHAINS)[number]) => T) => Object.fromEntries(CHAINS.map((c) => [c.name, value(c)]));

export default createConfig({
  database: process.env.DATABASE_URL
    ? { kind: "postgres", connectionString: process.env.DATABASE_URL }
    : { kind: "pglite", directory: process.env.INDEXER_PGLITE_DIR ?? ".ponder/pglite" },
  chains: perChain((c) => ({ id: c.chainId, rpc: c.rpcUrls, pollingInterval: Number(process.env.INDEXER_POLLING_MS ?? 1000) })),
  contracts: {
    Factory: {
      abi: FACTORY_ABI,
      chain: perChain((c) => ({ address: c.factory, startBlock: c.startBlock })),
    },
    Pair: {
      abi: PAIR_ABI,
      chain: perChain((c) => ({ address: factory({ address: c.factory, event: PAIR_CREATED, parameter: "pair" }), startBlock: c.startBlock })),
    },
  },
});
