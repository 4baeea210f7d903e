import { createAction } from "@reduxjs/toolkit";
import { useSyncExternalStore } from "react";

/**
 * A chain's node now serves another history (a local node restarted from genesis): every cached read of
 * that chain (block number, multicall results, hence pairs, balances, allowances, token info) and its
 * unmined transactions belong to a chain that no longer exists. Slices drop them; data then reloads.
 */
export const chainReset = createAction<{ chainId: number }>("chain/reset");

// Resets seen per chain this page session, for the caches that live outside the store (the log scans' genesis hash).
const resetsSeen = new Map<number, number>();
const listeners = new Set<() => void>();

/** The action for a reset of `chainId`, counted first so that caches outside the store see it with the slices. */
export function resetChain(chainId: number) {
  resetsSeen.set(chainId, chainResetCount(chainId) + 1);
  for (const listener of listeners) listener();
  return chainReset({ chainId });
}

/** Forgets the resets counted (tests: the count is page-session state). */
export function forgetChainResets(): void {
  resetsSeen.clear();
  for (const listener of listeners) listener();
}

/**
 * Calls `listener` after each reset is counted; returns the unsubscribe (React's useSyncExternalStore shape). A
 * component that keeps data outside the store re-renders on a reset through it even where nothing it selects from
 * the store changed: the node's new head can be the old one's height, so the block number alone may not move.
 */
export function subscribeChainResets(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** How many times `chainId` was seen restarted from genesis this session: a cache keyed by it forgets the old chain. */
export function chainResetCount(chainId: number): number {
  return resetsSeen.get(chainId) ?? 0;
}

/** chainResetCount for a component: it re-renders on each reset of `chainId` (see subscribeChainResets). */
export function useChainResetCount(chainId: number): number {
  return useSyncExternalStore(subscribeChainResets, () => chainResetCount(chainId));
}

interface ChainObservation {
  blockNumber: number;
  /** Hash of block 0 when it was read on this poll (after the first answer or an outage), else undefined. */
  genesisHash?: string;
}

/**
 * Whether the node's answers show a different chain history than before: the block number went backwards,
 * or block 0's hash changed. Undefined previous facts (first poll) never count as a reset.
 */
export function isChainReset(previous: { blockNumber?: number; genesisHash?: string }, next: ChainObservation): boolean {
  if (previous.blockNumber !== undefined && next.blockNumber < previous.blockNumber) return true;
  return previous.genesisHash !== undefined && next.genesisHash !== undefined && previous.genesisHash !== next.genesisHash;
}
