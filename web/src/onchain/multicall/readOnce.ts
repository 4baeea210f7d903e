import type { RpcReadClient } from "../rpc";
import type { Call } from "./callKeys";
import { chunkArray } from "./chunkArray";
import { decodeChunk, encodeChunk, type EthCall } from "./fetchChunk";

/**
 * One-off reads of a chain outside the block poll (a chain other than the active one, read when a page asks):
 * the calls go through the chain's Multicall in chunks, sent together so the read client batches them into one
 * HTTP request over the chain's failover transport. Per call: its return data, or null when that call reverted.
 * Rejects when the chain does not answer (the transport's RpcUnavailableError) or answers nonsense.
 */
export function multicallOnce(client: RpcReadClient, multicallAddress: string, calls: Call[]): Promise<(string | null)[]> {
  return multicallVia((tx) => client.call(tx), multicallAddress, calls);
}

/**
 * multicallOnce through any eth_call sender (e.g. one that sends at once, skipping the read client's batch queue,
 * when the moment a read reaches the node matters).
 */
export async function multicallVia(ethCall: EthCall, multicallAddress: string, calls: Call[]): Promise<(string | null)[]> {
  const chunks = chunkArray(calls);
  const answers = await Promise.all(chunks.map(async (chunk) => decodeChunk(await ethCall({ to: multicallAddress, data: encodeChunk(chunk) }), chunk.length).results));
  return answers.flat();
}
