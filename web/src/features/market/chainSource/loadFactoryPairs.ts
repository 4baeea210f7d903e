import { getChainInfo } from "@/networks";
import { multicallOnce } from "@/onchain/multicall";
import { getReadClient } from "@/onchain/readClients";
import { chainKey, scanContext } from "../../insight";
import { packPairs, readFactoryPairs, readPairCount, unpackPairs, type FactoryPair, type PairsRead, type ReadCalls } from "./readFactoryPairs";

// The last complete read per chain and factory this session: a page mounted again shows it at once.
const sessionReads = new Map<string, FactoryPair[]>();
// The read under way per chain and factory, so pages mounting together share it.
const running = new Map<string, Promise<PairsRead>>();

const sessionKey = (chainId: number, factory: string) => `${chainId}/${factory.toLowerCase()}`;

/** The pairs last read completely this session on `chainId`'s factory, if any. */
export function sessionPairs(chainId: number): FactoryPair[] | undefined {
  const factory = getChainInfo(chainId)?.contracts.factory;
  return factory ? sessionReads.get(sessionKey(chainId, factory)) : undefined;
}

/**
 * The pairs stored by an earlier visit, in the insight cache (IndexedDB) under the chain's genesis hash, so a chain
 * restarted from genesis never gets another chain's pairs (its entries are dropped). Empty when there are none or
 * the store fails.
 */
async function storedPairs(chainId: number, factory: string): Promise<{ pairs: FactoryPair[]; save(pairs: FactoryPair[]): void }> {
  try {
    // Only its genesis hash and store are used: the session's head does not matter here.
    const session = await scanContext(chainId, 0);
    const key = chainKey(session, `factoryPairs/${factory.toLowerCase()}`);
    const pairs = unpackPairs(await session.store.get(key));
    const save = (next: FactoryPair[]) => void session.store.set(key, packPairs(next)).catch((error) => console.debug("market: pairs not stored", error));
    return { pairs, save };
  } catch (error) {
    console.debug("market: stored pairs unavailable", error);
    return { pairs: [], save: () => undefined };
  }
}

async function load(chainId: number, count: number | undefined): Promise<PairsRead> {
  const chain = getChainInfo(chainId);
  const client = getReadClient(chainId);
  const { factory, multicall } = chain?.contracts ?? {};
  if (!client || !factory || !multicall) throw new Error(`PenSwap is not deployed on chain ${chainId}`);
  const read: ReadCalls = (calls) => multicallOnce(client, multicall, calls);
  const key = sessionKey(chainId, factory);
  const session = sessionReads.get(key);
  // The count, the genesis hash and the stored pairs in one round trip's time.
  const [total, stored] = await Promise.all([count ?? readPairCount(read, factory), session ? undefined : storedPairs(chainId, factory)]);
  const known = session ?? stored?.pairs ?? [];
  const result = await readFactoryPairs(read, factory, total, known);
  if (result.complete) {
    sessionReads.set(key, result.pairs);
    stored?.save(result.pairs);
  }
  return result;
}

/**
 * Every pair of `chainId`'s factory, in one-off batched calls apart from the block poll: the pair count (unless
 * `count` gives it), then only what no earlier read knows (see readFactoryPairs). A read already under way is
 * shared; when it read fewer pairs than `count`, the new ones are read after it.
 */
export async function loadFactoryPairs(chainId: number, count?: number): Promise<PairsRead> {
  const factory = getChainInfo(chainId)?.contracts.factory ?? "";
  const key = sessionKey(chainId, factory);
  const pending = running.get(key);
  if (pending) {
    const shared = await pending.catch(() => undefined);
    if (shared && (count === undefined || shared.read === count)) return shared;
  }
  const next = load(chainId, count).finally(() => {
    if (running.get(key) === next) running.delete(key);
  });
  running.set(key, next);
  return next;
}
