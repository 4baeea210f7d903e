/** A transaction as a node returns it (ethers v6 TransactionResponse fits). */
export interface ChainTransactionLike {
  hash: string;
  from: string;
  to: string | null;
  data: string;
  nonce: number;
}

/** What the search needs from a provider; an ethers v6 JsonRpcProvider fits. */
export interface NonceLookup {
  getTransactionCount(address: string, blockTag: number | "latest"): Promise<number>;
  getBlock(blockNumber: number, prefetchTransactions: true): Promise<{ prefetchedTransactions: ChainTransactionLike[] } | null>;
}

/**
 * How far back the search looks for the block that used a nonce. Nodes that are not archives keep the state
 * of about the last 128 blocks only, and reading an account's nonce at an older block fails there; a
 * transaction replaced longer ago than that is reported as dropped (its replacement is not found).
 */
const REPLACEMENT_SEARCH_BLOCKS = 128;

/**
 * The transaction of `account` that used `nonce`, found among the account's recent transactions: a binary search
 * over the account's nonce at past blocks finds the block where it moved past `nonce`, whose transactions then
 * hold the one sent with it. Undefined when the nonce was used before the search window, the node cannot answer
 * for those blocks, or the nonce is not used yet.
 */
export async function findTransactionByNonce(
  provider: NonceLookup,
  account: string,
  nonce: number,
  latestBlock: number,
  windowBlocks: number = REPLACEMENT_SEARCH_BLOCKS,
): Promise<ChainTransactionLike | undefined> {
  const usedBy = async (block: number) => (await provider.getTransactionCount(account, block)) > nonce;
  try {
    let low = Math.max(0, latestBlock - windowBlocks);
    let high = latestBlock;
    if (!(await usedBy(high))) return undefined;
    // Already used at the window's start: the block that used it lies before the window.
    if (low > 0 && (await usedBy(low))) return undefined;
    // Invariant: the nonce is unused at `low - 1` (or low is 0) and used at `high`.
    while (low < high) {
      const middle = Math.floor((low + high) / 2);
      if (await usedBy(middle)) high = middle;
      else low = middle + 1;
    }
    const block = await provider.getBlock(high, true);
    const lowerAccount = account.toLowerCase();
    return block?.prefetchedTransactions.find((tx) => tx.from.toLowerCase() === lowerAccount && Number(tx.nonce) === nonce);
  } catch (error) {
    console.debug(`Could not look up the transaction of ${account} with nonce ${nonce}`, error);
    return undefined;
  }
}
