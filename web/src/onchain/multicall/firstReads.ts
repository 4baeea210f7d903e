import { useEffect, useRef } from "react";
import { useStore } from "react-redux";
import { useAppDispatch, useAppSelector, type RootState } from "@/base/store";
import { getChainInfo } from "@/networks";
import { useChainResetCount } from "../chainReset";
import { getReadClient } from "../readClients";
import { fetchOutdatedCalls } from "./fetchOutdated";
import type { MulticallState } from "./slice";

/** Of `callKeys`, those with no answer and no read under way: what a first read at once asks for. */
export function keysNeverRead(results: MulticallState["callResults"][number] | undefined, callKeys: readonly string[]): string[] {
  return callKeys.filter((key) => {
    const result = results?.[key];
    return result === undefined || (result.blockNumber === undefined && result.fetchingBlockNumber === undefined);
  });
}

interface QueuedRead {
  keys(): string[];
  cancel(): void;
}

interface Batch {
  keys: Set<string>;
  cancels: Array<() => void>;
  cancelled: boolean;
}

// The first reads asked for in the current task, by store (its dispatch) and chain: the hooks of a page that mount
// together (a pool's reserves, its tokens' symbols, names, decimals) add their keys, and one multicall reads them all
// once the task's code has run.
const queued = new WeakMap<object, Map<number, Batch>>();

/**
 * Adds `keys` to the chain's read of this task for the store of `dispatch`, which `start` sends (once, with every key
 * added in the task) when the task's code has run. `cancel` gives that read up (all of it: the hooks that share it
 * belong to one page).
 */
function queueFirstRead(dispatch: object, chainId: number, keys: readonly string[], start: () => Array<() => void>): QueuedRead {
  let byChain = queued.get(dispatch);
  if (!byChain) queued.set(dispatch, (byChain = new Map()));
  const chains = byChain;
  let batch = chains.get(chainId);
  if (!batch) {
    const created: Batch = { keys: new Set(), cancels: [], cancelled: false };
    chains.set(chainId, (batch = created));
    queueMicrotask(() => {
      chains.delete(chainId);
      if (!created.cancelled) created.cancels.push(...start());
    });
  }
  keys.forEach((key) => batch.keys.add(key));
  const read = batch;
  return {
    keys: () => [...read.keys],
    cancel: () => {
      read.cancelled = true;
      read.cancels.splice(0).forEach((cancel) => cancel());
    },
  };
}

/**
 * While `enabled`, reads the calls of `serializedCallKeys` (a JSON list of call keys) that were never read, at once
 * and on their own request, instead of after the block poll's wait for the listeners of a mount to settle (100 ms)
 * and the read client's batch wait (50 ms). For a page whose first view waits for these calls while it also sends
 * long reads (Explore's pools' reserves and tokens, sent beside its log scan): a node that answers one request at a
 * time answers them before the log ranges sent after them, where, sent 150 ms later, they waited behind all of them.
 * The calls are marked as being read, so the block poll does not ask for them again; their answers land as the poll's
 * do. A read still under way when the page goes or the chain is seen reset is given up (the poll asks again).
 */
export function useFirstReadAtOnce(chainId: number, serializedCallKeys: string, enabled: boolean): void {
  const store = useStore<RootState>();
  const dispatch = useAppDispatch();
  const resets = useChainResetCount(chainId);
  // Whether the chain has a block number yet, not the number itself: the calls are read once it is known and when
  // they change, not again at each new block (the poll does that).
  // Stryker disable next-line EqualityOperator: a dependency only; "=== undefined" changes at the same moments
  const blockKnown = useAppSelector((state) => state.blockNumber[chainId] !== undefined);
  // The reads started for this chain and history: new calls add reads, they never give up the ones under way.
  const started = useRef<Array<() => void>>([]);

  useEffect(() => {
    const blockNumber = store.getState().blockNumber[chainId];
    const multicallAddress = getChainInfo(chainId)?.contracts.multicall;
    const client = getReadClient(chainId);
    if (!enabled || blockNumber === undefined || !multicallAddress || !client) return;
    const keys = keysNeverRead(store.getState().multicall.callResults[chainId], JSON.parse(serializedCallKeys) as string[]);
    // Stryker disable next-line ConditionalExpression: only spares work; an empty read sends nothing (fetchOutdatedCalls)
    if (keys.length === 0) return;
    const read = queueFirstRead(dispatch, chainId, keys, () =>
      fetchOutdatedCalls({ chainId, latestBlockNumber: blockNumber, outdatedCallKeys: read.keys(), multicallAddress, ethCall: (tx) => client.call(tx, { now: true }), dispatch }),
    );
    started.current.push(read.cancel);
  }, [chainId, resets, serializedCallKeys, enabled, blockKnown, store, dispatch]);

  // Another chain, a reset of this one, or the page gone: an answer still to come would describe what is no longer shown.
  useEffect(() => {
    const reads = started.current;
    return () => reads.splice(0).forEach((cancel) => cancel());
  }, [chainId, resets]);
}
