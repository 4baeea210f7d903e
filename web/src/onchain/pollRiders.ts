/**
 * Reads that travel in the block poll's HTTP POST. A rider is called as each poll of its chain is sent: whatever it
 * sends through `send` at that moment joins the poll's JSON-RPC batch (the read client batches what is asked within
 * its stall time), after the poll's own multicall. It learns the block the multicall ran at from `poll`. A page that
 * needs a per-block read besides the multicall (Explore's new Swap / Sync logs) so costs no second request per block.
 */

/** What the poll read: the block its multicall ran at, and each polled call's return data (null: it reverted). */
export interface PolledBlock {
  blockNumber: number;
  results?: { readonly [callKey: string]: string | null };
}

export interface PollRide {
  /** Sends one JSON-RPC request in the poll's batch; resolves with its result, rejects with the node's error. */
  send(method: string, params: unknown[]): Promise<unknown>;
  /** The poll's answer; rejects when the poll failed. */
  poll: Promise<PolledBlock>;
}

export type PollRider = (ride: PollRide) => void;

const riders = new Map<number, Set<PollRider>>();

/** Rides every poll of `chainId` from now on; the returned function stops it. */
export function rideBlockPolls(chainId: number, rider: PollRider): () => void {
  const own = riders.get(chainId) ?? new Set<PollRider>();
  riders.set(chainId, own);
  own.add(rider);
  return () => {
    own.delete(rider);
    if (own.size === 0 && riders.get(chainId) === own) riders.delete(chainId);
  };
}

/** Called by the block poll as it sends: hands every rider of `chainId` this poll. A failing rider fails no poll. */
export function boardPoll(chainId: number, ride: PollRide): void {
  for (const rider of riders.get(chainId) ?? []) {
    try {
      rider(ride);
    } catch (error) {
      console.debug("block poll: a rider failed", error);
    }
  }
}
