import { scanContext } from "../../insight";

/** The chain's genesis hash, lowercase. */
export type GenesisOf = (chainId: number, head: number) => Promise<string>;

/**
 * The genesis hash the insight layer read for the chain (once per chain and reset this page session): what every read
 * of the indexer checks the indexer's record of the chain against.
 */
export const pageGenesis: GenesisOf = async (chainId, head) => (await scanContext(chainId, head)).genesisHash;
