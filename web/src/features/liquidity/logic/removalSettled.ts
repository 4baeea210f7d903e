/** How a call the next removal is built from stands (the chain layer's CallState fields that matter here). */
export interface ReadFreshness {
  loading: boolean;
  /** The result is from an older block than the latest the app knows. */
  syncing: boolean;
}

interface RemovalSettledInputs {
  /**
   * The page's last removal as the transactions slice holds it: undefined when there was none, or when it vanished
   * (dropped or replaced), since then nothing on chain changed; receiptBlock undefined while it is pending.
   */
  lastRemoval: { receiptBlock: number | undefined } | undefined;
  /** Latest block the app has polled. */
  latestBlock: number | undefined;
  /** The reads a removal is built from: the LP balance (the amount) and the pair's permit nonce (the signature). */
  reads: ReadFreshness[];
}

/**
 * Whether the page may build another removal. After its own removal the LP balance and permit nonce it holds are
 * from before that removal until they are read again at or after the receipt's block: 'Max' of that stale balance
 * burns more than the account has left (ds-math-sub-underflow) and a permit signed with the spent nonce is rejected
 * (UniswapV2: INVALID_SIGNATURE). A read that is not syncing is from the latest block, so latest ≥ receipt block and
 * not syncing means the read includes the removal.
 */
export function isRemovalSettled({ lastRemoval, latestBlock, reads }: RemovalSettledInputs): boolean {
  if (!lastRemoval) return true;
  const { receiptBlock } = lastRemoval;
  if (receiptBlock === undefined || latestBlock === undefined || latestBlock < receiptBlock) return false;
  return reads.every((read) => !read.loading && !read.syncing);
}
