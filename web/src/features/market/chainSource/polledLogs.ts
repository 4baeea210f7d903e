import { decodeSync, TOPICS, type RawLog } from "../../insight";

/**
 * The pure part of reading the pools' new Swap / Sync logs in the block poll's request (see blockLogs.ts): the
 * reserves the poll read, the check that a log answer reaches the poll's block, and the window of checked logs.
 */

export interface PoolReserves {
  reserve0: bigint;
  reserve1: bigint;
}

/** Selector of UniswapV2Pair.getReserves(). */
const GET_RESERVES = "0x0902f1ac";

/** The pools' getReserves answers among a block poll's results (keyed `address-calldata`), by lowercase address. */
export function polledReserves(results: { readonly [callKey: string]: string | null } | undefined): Map<string, PoolReserves> {
  const reserves = new Map<string, PoolReserves>();
  for (const [key, data] of Object.entries(results ?? {})) {
    const [address, callData] = key.split("-");
    // Three words: reserve0, reserve1, blockTimestampLast. A shorter answer is no pair's.
    if (callData !== GET_RESERVES || !data || !/^0x[0-9a-fA-F]{192,}$/.test(data)) continue;
    reserves.set(address.toLowerCase(), { reserve0: BigInt(`0x${data.slice(2, 66)}`), reserve1: BigInt(`0x${data.slice(66, 130)}`) });
  }
  return reserves;
}

/**
 * Whether `logs`, the pools' Swap and Sync logs of the blocks after a block where their reserves were `before`, in
 * chain order, hold every such log up to the block where they are `after`. Every change of a pair's reserves emits a
 * Sync with the new ones, so each pool's last Sync (or, with none, its earlier reserves) must be its reserves now. A
 * log answer that stops short of that block (a node behind the one that ran the multicall, as behind a load
 * balancer) misses the Sync of any pool traded in the blocks it lacks, and fails the check; so does a pool whose
 * reserves either reading lacks.
 */
export function logsReachReserves(
  pools: readonly string[],
  before: ReadonlyMap<string, PoolReserves>,
  after: ReadonlyMap<string, PoolReserves>,
  logs: readonly RawLog[],
): boolean {
  const lastSync = new Map<string, PoolReserves>();
  for (const log of logs) if (log.topics[0] === TOPICS.sync) lastSync.set(log.address, decodeSync(log));
  return pools.every((pool) => {
    const expected = lastSync.get(pool) ?? before.get(pool);
    const actual = after.get(pool);
    return expected !== undefined && actual !== undefined && expected.reserve0 === actual.reserve0 && expected.reserve1 === actual.reserve1;
  });
}

/** Every Swap and Sync log of the followed pools in blocks `from`..`to` (none when to < from), in chain order. */
export interface LogWindow {
  from: number;
  to: number;
  logs: readonly RawLog[];
}

/** An empty window that the logs of the blocks after `block` extend. */
export function emptyWindowAfter(block: number): LogWindow {
  return { from: block + 1, to: block, logs: [] };
}

/**
 * `window` extended by the checked logs of its next blocks up to `to`, keeping only its last `maxBlocks` blocks: it
 * serves the reads that follow the head, and an older range is read from the node as before.
 */
export function extendWindow(window: LogWindow, logs: readonly RawLog[], to: number, maxBlocks: number): LogWindow {
  const fresh = logs.filter((log) => log.blockNumber > window.to && log.blockNumber <= to);
  const from = Math.max(window.from, to - maxBlocks + 1);
  return { from, to, logs: window.logs.concat(fresh).filter((log) => log.blockNumber >= from) };
}

/** The logs of `pools` in blocks `from`..`to` when the window holds that whole range, else undefined. */
export function windowLogs(window: LogWindow, pools: ReadonlySet<string>, from: number, to: number): RawLog[] | undefined {
  if (from < window.from || to > window.to) return undefined;
  return window.logs.filter((log) => log.blockNumber >= from && log.blockNumber <= to && pools.has(log.address));
}
