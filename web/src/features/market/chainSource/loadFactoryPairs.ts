import { getChainInfo } from "@/networks";
import { multicallOnce } from "@/onchain/multicall";
import { getReadClient } from "@/onchain/readClients";
import { chainResetCount } from "@/onchain/chainReset";
import { chainKey, DEFAULT_CHUNK_BLOCKS, markTimeline, readPairs, scanContext, TIMELINE } from "../../insight";
import { PairsMemo } from "./pairsMemo";
import { packPairs, readFactoryPairs, readPairCount, unpackPairs, wholeListFromLogs, type FactoryPair, type LoggedPairs, type PairsRead, type PairTokensKnown, type ReadCalls } from "./readFactoryPairs";

// The last complete read per chain, factory and genesis this session: a page mounted again shows it at once.
const sessionReads = new PairsMemo();
// The read under way per chain and factory, so pages mounting together share it, with whoever waits for its
// addresses (see loadFactoryPairs' onAddresses) and those addresses once heard.
interface RunningRead {
  read: Promise<PairsRead>;
  listeners: Set<(addresses: string[]) => void>;
  heard?: string[];
}
const running = new Map<string, RunningRead>();

// A read started before the chain was seen reset is not shared with one after it.
const sessionKey = (chainId: number, factory: string) => `${chainId}/${factory.toLowerCase()}/${chainResetCount(chainId)}`;

/** The pairs last read completely this session on `chainId`'s factory, if any. */
export function sessionPairs(chainId: number): FactoryPair[] | undefined {
  const factory = getChainInfo(chainId)?.contracts.factory;
  return factory ? sessionReads.latest(chainId, factory, chainResetCount(chainId)) : undefined;
}

/**
 * The pairs stored by an earlier visit, in the insight cache (IndexedDB) under the chain's genesis hash, so a chain
 * restarted from genesis never gets another chain's pairs (its entries are dropped). Empty when there are none or
 * the store fails.
 */
async function storedPairs(chainId: number, factory: string): Promise<{ genesisHash?: string; pairs: FactoryPair[]; save(pairs: FactoryPair[]): void }> {
  try {
    // Only its genesis hash and store are used: the session's head does not matter here.
    const session = await scanContext(chainId, 0);
    const key = chainKey(session, `factoryPairs/${factory.toLowerCase()}`);
    const pairs = unpackPairs(await session.store.get(key));
    const save = (next: FactoryPair[]) => void session.store.set(key, packPairs(next)).catch((error) => console.debug("market: pairs not stored", error));
    return { genesisHash: session.genesisHash.toLowerCase(), pairs, save };
  } catch (error) {
    console.debug("market: stored pairs unavailable", error);
    return { pairs: [], save: () => undefined };
  }
}

/** The genesis hash of the chain the node serves now (lowercase): read at each load, beside the count (see load). */
async function genesisNow(chainId: number): Promise<string> {
  const hash = await getReadClient(chainId)?.getBlockHash(0, { now: true });
  if (!hash) throw new Error(`The node of chain ${chainId} did not return its genesis block`);
  return hash.toLowerCase();
}

/**
 * The factory's PairCreated logs up to `head` when its whole history since the deployment is one eth_getLogs
 * (through the insight cache, shared with the pool pages' read of the same logs), else undefined: the pairs are then
 * called. On a young or local chain the one log read costs the node a fraction of calling token0() and token1() on
 * every pair (400 calls for 200 pairs took a local node about 0.45 s, the logs 0.08 s), and on a node that answers
 * one request at a time every read of a first visit waits for it. On a long chain the calls stay one request where
 * the logs would take many.
 */
async function pairsFromLogs(chainId: number, factory: string, head: number): Promise<LoggedPairs | undefined> {
  const ctx = await scanContext(chainId, head);
  if (ctx.head - ctx.startBlock + 1 > (ctx.chunkBlocks ?? DEFAULT_CHUNK_BLOCKS)) return undefined;
  return { genesisHash: ctx.genesisHash.toLowerCase(), pairs: await readPairs(ctx, { factory }) };
}

/** The pairs' tokens that the factory's logs give (see pairsFromLogs); none on a long chain. */
function pairTokensFromLogs(chainId: number, factory: string, head: number): PairTokensKnown {
  return async () => (await pairsFromLogs(chainId, factory, head))?.pairs ?? new Map();
}

async function load(chainId: number, count: number | undefined, onAddresses: (addresses: string[]) => void, knownHead?: number): Promise<PairsRead> {
  const chain = getChainInfo(chainId);
  const client = getReadClient(chainId);
  const { factory, multicall } = chain?.contracts ?? {};
  if (!client || !factory || !multicall) throw new Error(`PenSwap is not deployed on chain ${chainId}`);
  // Sent at once, not after the read client's 50 ms batch wait: each of the rounds below is one request, and the
  // pairs' tokens reach the node before the log scan that starts on their addresses (see readFactoryPairs).
  const read: ReadCalls = (calls) => multicallOnce(client, multicall, calls, { now: true });
  // The count, the genesis hash, the head and the stored pairs in one round trip's time (the stored ones only when
  // this session has no read of its own: it usually has one of the same chain). All sent at once: the read client's
  // batch wait (50 ms) would hold the pairs' addresses, and so the log scan that needs them, back by as much.
  const resets = chainResetCount(chainId);
  const sessionRead = sessionReads.latest(chainId, factory, resets);
  const storedRead = sessionRead ? undefined : storedPairs(chainId, factory);
  // A first read with nothing stored, and the head already known (the block poll's): the factory's logs are asked for
  // in this first round too, and on a young chain they give every pair, so the addresses need no round of their own.
  // (A return visit's stored pairs make them useless: only the pairs created since are read then.)
  const logsRead =
    storedRead === undefined || knownHead === undefined
      ? undefined
      : storedRead.then((stored) => (stored.pairs.length > 0 ? undefined : pairsFromLogs(chainId, factory, knownHead))).catch(() => undefined);
  const [total, genesisHash, head] = await Promise.all([count ?? readPairCount(read, factory), genesisNow(chainId), client.getBlockNumber({ now: true })]);
  const session = sessionReads.get(chainId, factory, genesisHash);
  const stored = session ? undefined : await (storedRead ?? storedPairs(chainId, factory));
  // The insight cache is keyed by the genesis read at the page's first scan: a node restarted since serves another chain.
  const cached = stored?.genesisHash === genesisHash ? stored : undefined;
  const known = session ?? cached?.pairs ?? [];
  const heard = (addresses: string[]) => {
    markTimeline(TIMELINE.pairAddressesKnown);
    onAddresses(addresses);
  };
  const logged = known.length === 0 ? await logsRead : undefined;
  const whole = wholeListFromLogs(logged, total, genesisHash);
  if (whole) heard(whole.map((p) => p.address));
  // Short of the whole list (pairs created after the logs' head), the first round's logs still give the tokens of
  // the pairs they hold: only the newer ones are called, and the logs are not read again.
  const tokensFromLogs: PairTokensKnown = logged?.genesisHash === genesisHash ? async () => logged.pairs : pairTokensFromLogs(chainId, factory, head);
  const result = whole ? { pairs: whole, read: total, complete: true } : await readFactoryPairs(read, factory, total, known, heard, tokensFromLogs);
  markTimeline(TIMELINE.pairsKnown);
  if (result.complete) {
    sessionReads.set(chainId, factory, genesisHash, resets, result.pairs);
    cached?.save(result.pairs);
  }
  return result;
}

/**
 * Every pair of `chainId`'s factory, in one-off batched calls apart from the block poll: the pair count (unless
 * `count` gives it), then only what no earlier read knows (see readFactoryPairs). A read already under way is
 * shared; when it read fewer pairs than `count`, the new ones are read after it. `onAddresses` hears every pair's
 * address as soon as they are known, a round trip before their tokens (also from a shared read, at once when it
 * already heard them): the pools' reserves can be asked for meanwhile. `knownHead`, the block poll's head when known,
 * lets a first read ask for the factory's logs at once (see load).
 */
export async function loadFactoryPairs(chainId: number, count?: number, onAddresses: (addresses: string[]) => void = () => undefined, knownHead?: number): Promise<PairsRead> {
  const factory = getChainInfo(chainId)?.contracts.factory ?? "";
  const key = sessionKey(chainId, factory);
  const pending = running.get(key);
  if (pending) {
    pending.listeners.add(onAddresses);
    if (pending.heard) onAddresses(pending.heard);
    const shared = await pending.read.catch(() => undefined);
    if (shared && (count === undefined || shared.read === count)) return shared;
  }
  // load calls back only after its first round trip, when `entry` is set.
  const heard = (addresses: string[]) => {
    entry.heard = addresses;
    entry.listeners.forEach((listener) => listener(addresses));
  };
  const entry: RunningRead = {
    read: load(chainId, count, heard, knownHead).finally(() => {
      if (running.get(key) === entry) running.delete(key);
    }),
    listeners: new Set([onAddresses]),
  };
  running.set(key, entry);
  return entry.read;
}
