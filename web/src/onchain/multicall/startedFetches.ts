/** Multicall fetches the updater started, grouped by what they were started for, with their cancel functions. */
export interface StartedFetches {
  readonly chainId: number;
  /** The chain's reset count (chainReset) when they started: another count means another history. */
  readonly resetCount: number;
  readonly blockNumber: number;
  readonly cancel: ReadonlyArray<() => void>;
}

export type FetchContext = Omit<StartedFetches, "cancel">;

/**
 * Whether fetches started for `started` are still worth their answer `now`: same chain, same history, and read at
 * the latest block or the one before (their calls are not asked again meanwhile, see outdatedListeningKeys). A
 * fetch two blocks behind, of another chain, of a history that was reset, or for a block above the head (the node
 * went back) is given up.
 */
export function isStillWanted(started: FetchContext, now: FetchContext): boolean {
  return (
    started.chainId === now.chainId &&
    started.resetCount === now.resetCount &&
    started.blockNumber <= now.blockNumber &&
    started.blockNumber >= now.blockNumber - 1
  );
}

/** Splits started fetches into those to keep and those to cancel `now`. */
export function partitionStarted(all: readonly StartedFetches[], now: FetchContext): { keep: StartedFetches[]; cancel: StartedFetches[] } {
  const keep: StartedFetches[] = [];
  const cancel: StartedFetches[] = [];
  for (const started of all) (isStillWanted(started, now) ? keep : cancel).push(started);
  return { keep, cancel };
}
