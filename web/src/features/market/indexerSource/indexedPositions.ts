import { getChainInfo } from "@/networks";
import type { PositionsReader } from "../types";
import { keepsUp } from "./indexedHead";
import { indexerHttp } from "./indexerHttp";
import { loadIndexerPositions } from "./loadIndexerPositions";
import { pageGenesis, type GenesisOf } from "./pageGenesis";

/**
 * The portfolio's LP positions from the indexer at `url`, by the rule the other market pages follow: used only when
 * the indexer's record of the chain matches the chain's genesis hash and factory and its head is within a few
 * blocks of the chain's (read in the same one-off read as the balances). Otherwise, or when the indexer fails or
 * answers anything invalid, undefined: the portfolio reads the LP positions from the chain.
 */
export function indexedPositions(url: string, genesisOf: GenesisOf = pageGenesis): PositionsReader {
  return async (chainId, account, chainHead) => {
    const factory = getChainInfo(chainId)?.contracts.factory;
    if (!factory) return undefined;
    try {
      const genesisHash = await genesisOf(chainId, chainHead);
      const { head, pairs } = await loadIndexerPositions(indexerHttp(url), { chainId, genesisHash, factory: factory.toLowerCase() }, account);
      return keepsUp(chainHead, head) ? pairs : undefined;
    } catch (error) {
      console.debug("portfolio: indexer not used", error);
      return undefined;
    }
  };
}
