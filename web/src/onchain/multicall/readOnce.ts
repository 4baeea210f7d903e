import type { RpcReadClient, SendTiming } from "../rpc";
import type { Call } from "./callKeys";
import { chunkArray } from "./chunkArray";
import { decodeChunk, encodeChunk } from "./fetchChunk";

/**
 * One-off reads of a chain outside the block poll (a chain other than the active one, read when a page asks):
 * the calls go through the chain's Multicall in chunks, sent together so the read client batches them into one
 * HTTP request over the chain's failover transport (with `timing.now`, each chunk goes at once on its own). Per call:
 * its return data, or null when that call reverted.
 * Rejects when the chain does not answer (the transport's RpcUnavailableError) or answers nonsense.
 */
export async function multicallOnce(client: RpcReadClient, multicallAddress: string, calls: Call[], timing: SendTiming = {}): Promise<(string | null)[]> {
  const chunks = chunkArray(calls);
  const answers = await Promise.all(chunks.map(async (chunk) => decodeChunk(await client.call({ to: multicallAddress, data: encodeChunk(chunk) }, timing), chunk.length).results));
  return answers.flat();
}
