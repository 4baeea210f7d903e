import { callFingerprint } from "./callFingerprint";
import { checkTransaction, type CheckOutcome, type TransactionLookup } from "./checkTransaction";
import { findTransactionByNonce, type ChainTransactionLike, type NonceLookup } from "./findReplacement";
import type { LostTransaction, TransactionDetails } from "./types";

type Resolution =
  | CheckOutcome
  /** The same action went out again with the same nonce under `hash` (a wallet's "speed up"): follow that hash. */
  | { kind: "spedUp"; hash: string }
  /** Another transaction used the nonce (`lost.reason` "replaced"), or it did and cannot be found ("dropped"). */
  | { kind: "lost"; lost: LostTransaction };

interface ResolutionLookup extends TransactionLookup, NonceLookup {
  getTransaction(hash: string): Promise<ChainTransactionLike | null>;
}

/**
 * Where a pending transaction stands at `blockNumber`: mined (receipt), still known to the node (pending), or
 * unknown to it. An unknown one whose nonce the account has used since was replaced: the transaction that used the
 * nonce is looked up among the account's recent transactions; the same destination and calldata is a speed-up,
 * anything else a replacement (reported with its outcome). If the nonce is used but that transaction is not found,
 * it was dropped. An unknown one whose nonce is still free stays "missing" (not propagated yet, or dropped from the
 * mempool; the caller decides after repeated misses).
 */
export async function resolveTransaction(
  provider: ResolutionLookup,
  tx: Pick<TransactionDetails, "hash" | "from" | "nonce" | "callFingerprint">,
  blockNumber: number,
): Promise<Resolution> {
  const outcome = await checkTransaction(provider, tx.hash);
  if (outcome.kind !== "missing" || tx.nonce === undefined) return outcome;
  // The nonce is read at the same block the search starts from, so both see the same history.
  if ((await provider.getTransactionCount(tx.from, blockNumber)) <= tx.nonce) return outcome;
  const replacement = await findTransactionByNonce(provider, tx.from, tx.nonce, blockNumber);
  if (!replacement) return { kind: "lost", lost: { reason: "dropped" } };
  // Mined between the first look and the search: it is its own "replacement".
  if (replacement.hash.toLowerCase() === tx.hash.toLowerCase()) return checkTransaction(provider, tx.hash);
  if (tx.callFingerprint !== undefined && callFingerprint(replacement.to, replacement.data) === tx.callFingerprint) {
    return { kind: "spedUp", hash: replacement.hash };
  }
  const lost: LostTransaction = { reason: "replaced", by: replacement.hash };
  const receipt = await provider.getTransactionReceipt(replacement.hash);
  if (receipt?.status === 0 || receipt?.status === 1) lost.status = receipt.status;
  return { kind: "lost", lost };
}
