import { chainResetCount } from "@/onchain/chainReset";
import { rideBlockPolls, type PollRide } from "@/onchain/pollRiders";
import { parseRpcLogs, queryKey, type GetLogs, type LogQuery, type RawLog } from "../../insight";
import { groupQuery, poolGroups } from "./logPlan";
import { emptyWindowAfter, extendWindow, logsReachReserves, polledReserves, windowLogs, type LogWindow, type PoolReserves } from "./polledLogs";

/**
 * The pools' new Swap and Sync logs read in the block poll's own request while a page follows them (Explore): at each
 * poll an eth_getLogs from the block after the last checked one to "latest" joins the poll's batch (see
 * onchain/pollRiders), so a block with a trade costs one request, like a block without. The answer is kept up to the
 * block the poll's multicall ran at (later blocks are read at the next poll, so no log is counted twice), and only
 * when the pools' reserves in that multicall agree with it (see logsReachReserves: an answer from a node behind the
 * multicall's is never taken). The market's log reads then take the blocks they need from these logs (see
 * withPolledLogs) and ask the node only for what they do not hold; a failed or refused answer just means that.
 */

/** Blocks of checked logs kept: reads follow the head, so only the last few are ever asked for. */
const WINDOW_BLOCKS = 256;

/**
 * A poll this long after the last checked one (a hidden tab polls no more) carries no log read: its range could be
 * large enough to slow the poll's answer, which the block number waits for. The market's read then asks the node for
 * that range in chunks, and the next poll starts from the block this one reached.
 */
const MAX_RIDE_GAP_MS = 60_000;

interface Follow {
  chainId: number;
  pools: string[];
  poolSet: Set<string>;
  queries: LogQuery[];
  /** The chain's reset count the checked logs belong to: a reset drops them. */
  resets: number;
  /**
   * The last poll's block, the pools' reserves there and when it was read: the next answer starts after it and is
   * checked against it.
   */
  last?: { block: number; reserves: Map<string, PoolReserves>; at: number };
  window?: LogWindow;
  /** Settles when the latest ride is worked out (never rejects). */
  settled: Promise<void>;
}

const follows = new Map<number, Follow>();

const toQuantity = (n: number) => `0x${n.toString(16)}`;
const byChainOrder = (a: RawLog, b: RawLog) => a.blockNumber - b.blockNumber || a.logIndex - b.logIndex;

/** Starts over from the poll's block: nothing checked yet, its reserves the next check's start. */
function restartAt(follow: Follow, block: number, reserves: Map<string, PoolReserves>): void {
  follow.resets = chainResetCount(follow.chainId);
  follow.last = { block, reserves, at: Date.now() };
  follow.window = emptyWindowAfter(block);
}

/** Whether a log read from the block after `last` can be checked and stays small: see MAX_RIDE_GAP_MS. */
function worthReading(follow: Follow, last: Follow["last"]): last is NonNullable<Follow["last"]> {
  return last !== undefined && Date.now() - last.at <= MAX_RIDE_GAP_MS && follow.pools.every((pool) => last.reserves.has(pool));
}

async function ride(follow: Follow, { send, poll }: PollRide): Promise<void> {
  const last = follow.last;
  const reading = worthReading(follow, last);
  const answers = reading
    ? follow.queries.map((q) => send("eth_getLogs", [{ address: q.address, topics: q.topics, fromBlock: toQuantity(last.block + 1), toBlock: "latest" }]))
    : [];
  // Each answer is awaited below or not at all: an unread rejection must not surface as unhandled.
  answers.forEach((a) => a.catch(() => undefined));
  let polled;
  try {
    polled = await poll;
  } catch {
    return; // The poll failed: the next one asks again from the same block.
  }
  const head = polled.blockNumber;
  const reserves = polledReserves(polled.results);
  if (!last || head < last.block || follow.resets !== chainResetCount(follow.chainId)) return restartAt(follow, head, reserves);
  if (head === last.block) {
    // No new block: the answer holds nothing to keep (or was refused as empty); the reading is as fresh as before.
    last.at = Date.now();
    return;
  }
  if (!reading) return restartAt(follow, head, reserves);
  let logs: RawLog[];
  try {
    logs = (await Promise.all(answers)).flatMap(parseRpcLogs).filter((l) => l.blockNumber > last.block && l.blockNumber <= head);
  } catch (error) {
    console.debug("market: the block poll's log read failed; the next reads ask the node", error);
    return restartAt(follow, head, reserves);
  }
  logs.sort(byChainOrder);
  if (!logsReachReserves(follow.pools, last.reserves, reserves, logs)) return restartAt(follow, head, reserves);
  follow.last = { block: head, reserves, at: Date.now() };
  follow.window = extendWindow(follow.window ?? emptyWindowAfter(last.block), logs, head, WINDOW_BLOCKS);
}

/**
 * Reads `pools`' (lowercase, factory order) new Swap and Sync logs in every block poll of `chainId` until the returned
 * function is called. One follower per chain: a later call replaces an earlier one.
 */
export function followBlockLogs(chainId: number, pools: readonly string[]): () => void {
  const follow: Follow = {
    chainId,
    pools: [...pools],
    poolSet: new Set(pools),
    queries: poolGroups(pools).map(groupQuery),
    resets: chainResetCount(chainId),
    settled: Promise.resolve(),
  };
  follows.set(chainId, follow);
  const stop = rideBlockPolls(chainId, (poll) => {
    follow.settled = ride(follow, poll).catch((error: unknown) => console.debug("market: block poll ride failed", error));
  });
  return () => {
    stop();
    if (follows.get(chainId) === follow) follows.delete(chainId);
  };
}

/**
 * `getLogs` of `chainId` that answers a range of the followed pools' Swap / Sync logs from the logs read in the block
 * polls when they hold it (waiting for the poll in flight when the range reaches past them), else asks the node.
 */
export function withPolledLogs(chainId: number, getLogs: GetLogs): GetLogs {
  return async (query, fromBlock, toBlock) => {
    const follow = follows.get(chainId);
    const addresses = typeof query.address === "string" ? [query.address] : (query.address ?? []);
    const followed =
      follow?.window !== undefined &&
      fromBlock >= follow.window.from &&
      addresses.length > 0 &&
      addresses.every((a) => follow.poolSet.has(a.toLowerCase())) &&
      queryKey({ topics: query.topics }) === queryKey({ topics: follow.queries[0].topics });
    if (follow && followed) {
      if (follow.window!.to < toBlock) await follow.settled;
      const window = follow.window;
      const logs = window && follow.resets === chainResetCount(chainId) ? windowLogs(window, new Set(addresses.map((a) => a.toLowerCase())), fromBlock, toBlock) : undefined;
      if (logs) return logs;
    }
    return getLogs(query, fromBlock, toBlock);
  };
}

/** Forgets every follower (tests). */
export function forgetBlockLogFollows(): void {
  follows.clear();
}
