import { parseCallKey, toCallKey } from "./callKeys";
import { MAX_CHUNK_SIZE } from "./chunkArray";
import { fetchChunk, type EthCall } from "./fetchChunk";

interface BlockPoll {
  blockNumber: number;
  /** Results of every listened call at blockNumber (null: that call reverted); absent when none were read. */
  results?: { [callKey: string]: string | null };
}

interface PollBlockArgs {
  /** Call keys some component listens to right now. */
  listeningKeys: string[];
  multicallAddress: string | undefined;
  ethCall: EthCall;
  getBlockNumber: () => Promise<number>;
}

/**
 * One request per poll: when components listen to calls, the Multicall aggregate of all of them is the
 * poll (tryBlockAndAggregate answers with the block number it ran at), so a new block costs a single
 * eth_call instead of eth_blockNumber followed by eth_call. With nothing to read (or more calls than one
 * chunk holds, which the multicall updater then splits) it is a plain eth_blockNumber.
 */
export async function pollBlock({ listeningKeys, multicallAddress, ethCall, getBlockNumber }: PollBlockArgs): Promise<BlockPoll> {
  if (!multicallAddress || listeningKeys.length === 0 || listeningKeys.length > MAX_CHUNK_SIZE) {
    return { blockNumber: await getBlockNumber() };
  }
  const calls = listeningKeys.map(parseCallKey);
  const { blockNumber, results } = await fetchChunk(ethCall, multicallAddress, calls, 0);
  const byKey: { [callKey: string]: string | null } = {};
  calls.forEach((call, i) => {
    byKey[toCallKey(call)] = results[i];
  });
  return { blockNumber, results: byKey };
}
