import type { Interface } from "ethers";
import { FACTORY_INTERFACE, PAIR_INTERFACE } from "@/onchain/hooks";
import type { Call } from "@/onchain/multicall";
import { parseAddress } from "@/sdk";

/** One factory pair: lowercase addresses, like the logs' addresses. */
export interface FactoryPair {
  address: string;
  token0: string;
  token1: string;
}

/**
 * One-off batched calls (one multicall round trip): per call its return data, or null when it reverted. The
 * request is on its way when the call returns (see loadFactoryPairs), so the order of reads is the order they reach the node.
 */
export type ReadCalls = (calls: Call[]) => Promise<(string | null)[]>;

/**
 * The tokens of some of `pairs` (lowercase addresses) known without calling each pair: from the factory's PairCreated
 * logs (see loadFactoryPairs). A pair it does not give is called.
 */
export type PairTokensKnown = (pairs: readonly string[]) => Promise<ReadonlyMap<string, { token0: string; token1: string }>>;

/** The factory's pairs as read: `pairs` lists those of indexes [0, read) whose address and tokens were read. */
export interface PairsRead {
  pairs: FactoryPair[];
  /** How many indexes were read (the factory's allPairsLength at the read). */
  read: number;
  /** Every index gave a pair with both tokens: the read may be kept and extended later. */
  complete: boolean;
}

const lower = (value: unknown) => parseAddress(value)?.toLowerCase();

const call = (address: string, iface: Interface, method: string, args: unknown[] = []): Call => ({
  address: parseAddress(address) ?? address,
  callData: iface.encodeFunctionData(method, args).toLowerCase(),
});

/** The call's only output, or undefined when it reverted or returned something undecodable. */
function decodeOne(iface: Interface, method: string, data: string | null | undefined): unknown {
  if (data == null) return undefined;
  try {
    return iface.decodeFunctionResult(method, data)[0];
  } catch {
    return undefined;
  }
}

// The pairs' calls are built by the hundred on the way to a cold page's log scan: their call data is written once
// (token0(), token1()) or from allPairs' selector and the index as one word, not encoded by ethers for each call, which
// took 100-300 ms of a loaded page's CPU for 200 pairs.
const TOKEN0_DATA = PAIR_INTERFACE.encodeFunctionData("token0").toLowerCase();
const TOKEN1_DATA = PAIR_INTERFACE.encodeFunctionData("token1").toLowerCase();
const ALL_PAIRS_SELECTOR = FACTORY_INTERFACE.getFunction("allPairs")!.selector.toLowerCase();

/** The call of the factory's allPairs(index). */
export function allPairsCall(factory: string, index: number): Call {
  return { address: parseAddress(factory) ?? factory, callData: `${ALL_PAIRS_SELECTOR}${index.toString(16).padStart(64, "0")}` };
}

/** allPairsLength of `factory`, in one round trip. */
export async function readPairCount(read: ReadCalls, factory: string): Promise<number> {
  const [answer] = await read([call(factory, FACTORY_INTERFACE, "allPairsLength")]);
  const count = decodeOne(FACTORY_INTERFACE, "allPairsLength", answer);
  if (typeof count !== "bigint") throw new Error("The factory did not give its pair count");
  return Number(count);
}

/**
 * Both tokens of each of `pairs` (lowercase addresses), in order: those `fromLogs` gives, the others called (token0(),
 * token1()) in one round trip; undefined where a call failed. A failed `fromLogs` only means every pair is called.
 */
async function readPairTokens(read: ReadCalls, pairs: readonly string[], fromLogs?: PairTokensKnown): Promise<Array<{ token0?: string; token1?: string }>> {
  const found = fromLogs
    ? await fromLogs(pairs).catch((error: unknown) => {
        console.debug("market: pair tokens not read from logs", error);
        return new Map<string, { token0: string; token1: string }>();
      })
    : new Map<string, { token0: string; token1: string }>();
  const missing = pairs.filter((address) => !found.has(address));
  const answers = missing.length === 0 ? [] : await read(missing.flatMap((address) => [{ address, callData: TOKEN0_DATA }, { address, callData: TOKEN1_DATA }]));
  const called = new Map(
    missing.map((address, i) => [address, { token0: lower(decodeOne(PAIR_INTERFACE, "token0", answers[2 * i])), token1: lower(decodeOne(PAIR_INTERFACE, "token1", answers[2 * i + 1])) }]),
  );
  return pairs.map((address) => {
    const tokens = found.get(address);
    return tokens ? { token0: lower(tokens.token0), token1: lower(tokens.token1) } : (called.get(address) ?? {});
  });
}

/**
 * The factory's first `count` pairs in two round trips at most: every unknown index's address in one, then both
 * tokens of those pairs in one (from `tokensFromLogs` where it gives them, see readPairTokens). A pair's address and
 * tokens never change, so the pairs in `known` (a complete earlier read of the same factory, in index order) are
 * kept and only the indexes after them are asked for. The last known index is asked for again beside them: when it
 * answers another address (the chain went back and other pools took the indexes), `known` is dropped and every index
 * read.
 */
export async function readFactoryPairs(
  read: ReadCalls,
  factory: string,
  count: number,
  known: readonly FactoryPair[] = [],
  onAddresses?: (addresses: string[]) => void,
  tokensFromLogs?: PairTokensKnown,
): Promise<PairsRead> {
  const kept = known.length <= count ? known : [];
  const recheck = kept.length > 0 ? [kept.length - 1] : [];
  const indexes = [...recheck, ...Array.from({ length: count - kept.length }, (_, i) => kept.length + i)];
  if (indexes.length === 0) return { pairs: [], read: 0, complete: true };
  const answers = await read(indexes.map((i) => allPairsCall(factory, i)));
  const addresses = answers.map((data) => lower(decodeOne(FACTORY_INTERFACE, "allPairs", data)));
  if (recheck.length > 0 && addresses[0] !== kept[kept.length - 1].address) return readFactoryPairs(read, factory, count, [], onAddresses, tokensFromLogs);
  const fresh = addresses.slice(recheck.length);
  const valid = fresh.filter((a): a is string => a !== undefined);
  // The tokens are asked for before anyone hears the addresses: a log scan started on them then reaches a node that
  // answers one request at a time after this small read, which would otherwise wait behind its whole eth_getLogs.
  const tokensRead = valid.length === 0 ? Promise.resolve([]) : readPairTokens(read, valid, tokensFromLogs);
  onAddresses?.([...kept.map((p) => p.address), ...valid]);
  const tokens = await tokensRead;
  const added: FactoryPair[] = [];
  valid.forEach((address, i) => {
    const { token0, token1 } = tokens[i];
    if (token0 && token1) added.push({ address, token0, token1 });
  });
  return { pairs: [...kept, ...added], read: count, complete: added.length === fresh.length };
}

/** Every pair of the factory with its tokens, from its PairCreated logs, as read under one genesis. */
export interface LoggedPairs {
  genesisHash: string;
  /** In creation order, which is the order of allPairs. */
  pairs: ReadonlyMap<string, { token0: string; token1: string }>;
}

/**
 * The whole pair list from the logs when they hold exactly `count` pairs under the genesis read now: the count was
 * read at the node's head, not before the logs' head, so no pair was created after them, and their order is the
 * factory's. Else undefined (the pairs are then read by index).
 */
export function wholeListFromLogs(logged: LoggedPairs | undefined, count: number, genesisHash: string): FactoryPair[] | undefined {
  if (!logged || logged.genesisHash !== genesisHash || logged.pairs.size !== count) return undefined;
  return [...logged.pairs].map(([address, { token0, token1 }]) => ({ address: address.toLowerCase(), token0: token0.toLowerCase(), token1: token1.toLowerCase() }));
}

/** A stored list of pairs (see storedPairs), as [address, token0, token1] triples to keep it small. */
export function packPairs(pairs: readonly FactoryPair[]): string[][] {
  return pairs.map((p) => [p.address, p.token0, p.token1]);
}

/** The pairs of a stored value, or an empty list when it is not a well-formed one (never trusted blindly). */
export function unpackPairs(value: unknown): FactoryPair[] {
  if (!Array.isArray(value)) return [];
  const pairs: FactoryPair[] = [];
  for (const item of value) {
    if (!Array.isArray(item) || item.length !== 3) return [];
    const [address, token0, token1] = item.map(lower);
    if (!address || !token0 || !token1) return [];
    pairs.push({ address, token0, token1 });
  }
  return pairs;
}
