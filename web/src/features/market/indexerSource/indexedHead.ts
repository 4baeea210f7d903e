import { address, answerRows, hash, IndexerAnswerError, statusHead } from "./indexerAnswer";
import type { IndexerHttp } from "./indexerHttp";

/**
 * Blocks the indexer may trail the chain's head and still be used: a few blocks of polling delay. Further behind
 * (still syncing, stalled, or cut off from the chain) its figures would be stale, and the pages read the chain.
 */
export const MAX_INDEXER_LAG_BLOCKS = 5;

/**
 * The indexer's figures at `indexedHead` may be shown beside a chain whose head is `chainHead`: at most a few blocks
 * behind it, or ahead of it (the page learns of blocks by polling, as the indexer does). An indexer further ahead has
 * indexed another history: the chain was restarted from genesis and has not yet reached the old chain's height (the
 * genesis check alone can miss it while the page still holds the old chain's genesis hash).
 */
export function keepsUp(chainHead: number, indexedHead: number): boolean {
  return Math.abs(chainHead - indexedHead) <= MAX_INDEXER_LAG_BLOCKS;
}

/** What the chain itself says it is: the indexer's figures are used only for this chain id, genesis and factory. */
export interface ExpectedChain {
  chainId: number;
  /** Lowercase. */
  genesisHash: string;
  /** Lowercase. */
  factory: string;
}

/**
 * Who reads: the overview and a history run side by side on a token page, and their chain checks differ in text (not
 * only in meaning): Ponder's query check caches its verdict by text and refuses a second identical text that arrives
 * while the first is still being checked.
 */
export type IndexerReader = "market" | "history";
const CHAIN: Record<IndexerReader, string> = {
  market: "select genesis_hash, factory from indexed_chain where chain_id = $1",
  history: "select factory, genesis_hash from indexed_chain where chain_id = $1",
};

/**
 * The block the indexer has indexed `expected.chainId` up to (and that block's time), once its record of the chain
 * matches the chain's genesis hash and factory. Every read of the indexer starts here and bounds its queries by this
 * block, so blocks indexed while the queries run do not mix in. Throws IndexerAnswerError for another chain's data.
 */
export async function indexedHead(http: IndexerHttp, expected: ExpectedChain, reader: IndexerReader): Promise<{ number: number; timestamp: number }> {
  const { chainId } = expected;
  // One round trip: the two answers do not depend on each other.
  const [status, chain] = await Promise.all([http.status(), http.sql(CHAIN[reader], [chainId])]);
  const head = statusHead(status, chainId);
  const chainRows = answerRows(chain, "chain");
  if (chainRows.length !== 1) throw new IndexerAnswerError(`chain ${chainId} is not indexed`);
  if (hash(chainRows[0], "genesis_hash") !== expected.genesisHash) throw new IndexerAnswerError(`chain ${chainId}: another chain's data (genesis hash differs)`);
  if (address(chainRows[0], "factory") !== expected.factory) throw new IndexerAnswerError(`chain ${chainId}: another factory's data`);
  return head;
}
