import { chainResetCount } from "@/onchain/chainReset";
import { dropStaleEntries, type ScanContext } from "./logCache";
import { LOG_REQUEST_TIMEOUT_MS, requestLimiter, rpcGetLogs, type RpcSender } from "./rpcGetLogs";
import { isRangeTooLargeError } from "./scanLogs";
import type { KeyValueStore } from "./store";
import { transportBatch, transportSender, type JsonRpcTransport } from "./transportReads";

/** A scan's context with the sender of its small single reads (genesis, a block the batch could not read). */
export type ScanSession = ScanContext & { provider: RpcSender };

/** Which chain and range to scan, and where its cache lives. */
type ScanTarget = Pick<ScanContext, "chainId" | "startBlock" | "head" | "store" | "chunkBlocks">;

interface OpenScanOptions {
  /** Time limit of one eth_getLogs (tests shorten it). */
  logTimeoutMs?: number;
}

// One genesis read per transport (per chain) until the chain is seen restarted: it is what tells a restarted chain
// from the one cached, so it is read again after every reset the block poll notices.
const genesis = new Map<JsonRpcTransport, { resets: number; hash: Promise<string> }>();

async function readGenesis(reads: RpcSender, store: KeyValueStore, chainId: number): Promise<string> {
  const block = (await reads.send("eth_getBlockByNumber", ["0x0", false])) as { hash?: unknown } | null;
  if (!block || typeof block.hash !== "string") throw new Error("The node did not return its genesis block");
  await dropStaleEntries(store, chainId, block.hash).catch((error) => console.debug("insight: cache cleanup failed", error));
  return block.hash.toLowerCase();
}

/** Forgets the genesis hashes read this session (tests and the benchmark; a page reload does the same). */
export function forgetGenesis(): void {
  genesis.clear();
}

/**
 * Everything a scan of `target` needs, over the chain's transport: reads (once) the genesis hash and drops stale
 * cache entries. getLogs go one per request and block reads as JSON-RPC batches, straight through the transport
 * (no batching stall), at most MAX_IN_FLIGHT at once over all scans of the transport, the urgent ones first.
 * (A sender's ids need not be unique across senders: each request carries its own answers.)
 */
export async function openScan(transport: JsonRpcTransport, target: ScanTarget, options: OpenScanOptions = {}): Promise<ScanSession> {
  // getLogs get a longer time limit than small reads, and a range refusal the node sends with HTTP 5xx stays the
  // node's answer (the scan narrows the range; see isRangeTooLargeError) instead of failing the URL.
  const logs = transportSender(transport, { timeoutMs: options.logTimeoutMs ?? LOG_REQUEST_TIMEOUT_MS, acceptServerError: isRangeTooLargeError });
  const reads = transportSender(transport);
  const resets = chainResetCount(target.chainId);
  let known = genesis.get(transport);
  if (!known || known.resets !== resets) {
    const entry = { resets, hash: readGenesis(reads, target.store, target.chainId) };
    genesis.set(transport, entry);
    entry.hash.catch(() => {
      if (genesis.get(transport) === entry) genesis.delete(transport);
    });
    known = entry;
  }
  const genesisHash = await known.hash;
  // One limit per transport: every scan of the chain (pairs, activity, a pool, their block reads) shares it.
  const limit = requestLimiter(transport);
  return { ...target, genesisHash, getLogs: rpcGetLogs(logs, limit), urgentGetLogs: rpcGetLogs(logs, limit, true), batch: transportBatch(transport), limit, provider: reads };
}
