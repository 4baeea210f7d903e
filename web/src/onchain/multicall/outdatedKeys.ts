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
 * blocksPerFetch allows, and not already being fetched. A fetch still under way for the block before the one
 * needed counts as under way: its answer lands (one block late at most) and the key is asked again after it.
 * Asking again at once would only queue a second copy of the same read behind the first on the node, which
 * answers one request at a time: on a busy node (a cold page with its log scan) that delays every other read.
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
    if (data.fetchingBlockNumber && data.fetchingBlockNumber >= minDataBlockNumber - 1) return false;
    return !data.blockNumber || data.blockNumber < minDataBlockNumber;
  });
}

/**
 * The calls a block poll carries (see pollBlock): those that will be outdated at the block after `knownBlock`, less
 * those being fetched for `knownBlock` itself (see outdatedListeningKeys). A call
 * read once (a pair's tokens, a token's name) is left out once it has its answer: riding along in every poll, such
 * calls would make the poll heavy and, past one chunk's worth, turn it into eth_blockNumber plus separate multicalls.
 */
export function keysDueNextBlock(state: Pick<MulticallState, "callListeners" | "callResults">, chainId: number | undefined, knownBlock: number | undefined): string[] {
  return outdatedListeningKeys(state.callResults, activeListeningKeys(state.callListeners, chainId), chainId, (knownBlock ?? 0) + 1);
}
