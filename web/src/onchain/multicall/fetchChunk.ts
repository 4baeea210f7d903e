import { encodeAggregateCall } from "./aggregateCall";
import { decodeAggregateResult } from "./aggregateResult";
import type { Call } from "./callKeys";
import { RetryableError } from "./retry";

/** Sends one eth_call ({to, data} at 'latest') and returns the raw result; a provider's `call` fits. */
export type EthCall = (tx: { to: string; data: string }) => Promise<string>;

interface ChunkResult {
  /** Per call, in order: return data, or null when that call reverted. */
  results: (string | null)[];
  blockNumber: number;
}

export function encodeChunk(calls: Call[]): string {
  // tryBlockAndAggregate = tryAggregate(false, …) plus the block number it ran at: one failing call yields
  // (false, revertData) instead of failing the chunk, and the block number lets us detect a stale answer.
  return encodeAggregateCall(calls);
}

export function decodeChunk(returnData: string, expectedLength: number): ChunkResult {
  const { blockNumber, results } = decodeAggregateResult(returnData);
  if (results.length !== expectedLength) throw new Error(`Multicall returned ${results.length} results for ${expectedLength} calls`);
  return { blockNumber: Number(blockNumber), results };
}

/**
 * Fetches one chunk through the chain's Multicall. Throws RetryableError when the node is behind
 * (answered for a block older than minBlockNumber) or the request itself failed (network hiccup, node
 * restarting): the updater retries those after 2.5–3.5 s unless a newer block cancels the fetch first.
 */
export async function fetchChunk(ethCall: EthCall, multicallAddress: string, chunk: Call[], minBlockNumber: number): Promise<ChunkResult> {
  let raw: string;
  try {
    raw = await ethCall({ to: multicallAddress, data: encodeChunk(chunk) });
  } catch (error) {
    console.debug("Multicall request failed, will retry", error);
    throw new RetryableError(`Multicall request failed: ${(error as Error)?.message ?? String(error)}`, error);
  }
  const decoded = decodeChunk(raw, chunk.length);
  if (decoded.blockNumber < minBlockNumber) {
    throw new RetryableError(`Fetched for old block number ${decoded.blockNumber} < ${minBlockNumber}`);
  }
  return decoded;
}
