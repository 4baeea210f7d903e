import type { MulticallState } from "./slice";

/**
 * For each call key with listeners, the smallest blocksPerFetch any listener asked for (the most
 * demanding listener decides how often the call is fetched).
 */
export function activeListeningKeys(
  allListeners: MulticallState["callListeners"],
  chainId: number | undefined,
): { [callKey: string]: number } {
  if (!chainId) return {};
  const listeners = allListeners[chainId];
  if (!listeners) return {};
  const keys: { [callKey: string]: number } = {};
  for (const [callKey, byBlocks] of Object.entries(listeners)) {
    const active = Object.keys(byBlocks)
      .filter((b) => byBlocks[Number(b)] > 0)
      .map(Number);
    if (active.length > 0) keys[callKey] = Math.min(...active);
  }
  return keys;
}

/**
 * Call keys that need fetching at latestBlockNumber: never fetched, or last result older than its
 * blocksPerFetch allows, and not already being fetched for a block at least that recent. A call's first read
 * (no answer yet) still under way for the block before counts as under way too: its answer lands one block late
 * at most, and the key is asked again after it. Sent again at once, a second copy of the same read (a new page's
 * reserves of every pool) would only queue behind the first on a node that answers one request at a time, delaying
 * the page's other reads. A call that has an answer is asked again as before: the block poll carries it, so it never
 * falls into a round of one-block-late answers each fetched again on its own.
 */
export function outdatedListeningKeys(
  callResults: MulticallState["callResults"],
  listeningKeys: { [callKey: string]: number },
  chainId: number | undefined,
  latestBlockNumber: number | undefined,
): string[] {
  if (!chainId || !latestBlockNumber) return [];
  const results = callResults[chainId];
  if (!results) return Object.keys(listeningKeys);
  return Object.keys(listeningKeys).filter((callKey) => {
    const blocksPerFetch = listeningKeys[callKey];
    const data = results[callKey];
    if (!data) return true;
    const minDataBlockNumber = latestBlockNumber - (blocksPerFetch - 1);
    const waitFrom = data.blockNumber === undefined ? minDataBlockNumber - 1 : minDataBlockNumber;
    if (data.fetchingBlockNumber && data.fetchingBlockNumber >= waitFrom) return false;
    return !data.blockNumber || data.blockNumber < minDataBlockNumber;
  });
}

/**
 * The calls a block poll carries (see pollBlock): those that will be outdated at the block after `knownBlock`, less
 * first reads still being fetched for `knownBlock` itself (see outdatedListeningKeys). A call
 * read once (a pair's tokens, a token's name) is left out once it has its answer: riding along in every poll, such
 * calls would make the poll heavy and, past one chunk's worth, turn it into eth_blockNumber plus separate multicalls.
 */
export function keysDueNextBlock(state: Pick<MulticallState, "callListeners" | "callResults">, chainId: number | undefined, knownBlock: number | undefined): string[] {
  return outdatedListeningKeys(state.callResults, activeListeningKeys(state.callListeners, chainId), chainId, (knownBlock ?? 0) + 1);
}
