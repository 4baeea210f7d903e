import { useEffect, useRef, useState } from "react";
import { addPopup } from "../popups";
import { useAppDispatch, useAppSelector } from "@/base/store";
import { useBlockNumber } from "@/onchain/blockNumber";
import { useEthersStack } from "@/onchain/loadEthersStack";
import { useActiveChainId } from "@/onchain/useActiveChainId";
import { isDropped, shouldCheck } from "./checkSchedule";
import { resolveTransaction } from "./resolveTransaction";
import { receiptSucceeded } from "./selectors";
import { checkedTransaction, finalizeTransaction, followReplacement, markTransactionLost } from "./slice";

/**
 * Checks the active chain's pending transactions (also those restored from storage after a reload) on new blocks,
 * with the back-off of checkSchedule: a receipt finalizes the transaction with a success/failure popup; a nonce
 * used by another transaction of the account marks it replaced (or follows a speed-up under its new hash); one that
 * the node forgot and whose nonce stays free is marked dropped after repeated misses. Each outcome is kept in the
 * list and shown in a popup.
 */
export function TransactionUpdater(): null {
  const dispatch = useAppDispatch();
  const chainId = useActiveChainId();
  const lastBlockNumber = useBlockNumber(chainId);
  const transactions = useAppSelector((state) => state.transactions[chainId]);
  const inFlight = useRef(new Set<string>());
  const misses = useRef(new Map<string, number>());
  // A block that arrives while a transaction's check is in flight is skipped for it. If the check then finds it
  // still pending and the store does not change (already checked at that block), nothing would run this effect
  // again until yet another block, which a node mining on demand may never make: the check asks for a re-run.
  const latestBlock = useRef(lastBlockNumber);
  useEffect(() => {
    latestBlock.current = lastBlockNumber;
  }, [lastBlockNumber]);
  const [recheck, setRecheck] = useState(0);
  // Receipt and nonce checks use the ethers read provider, loaded once there is a transaction to check.
  const ethersStack = useEthersStack(transactions !== undefined && Object.keys(transactions).length > 0);

  useEffect(() => {
    const provider = ethersStack?.getReadProvider(chainId);
    if (!provider || !lastBlockNumber || !transactions) return;
    const now = Date.now();
    for (const tx of Object.values(transactions)) {
      const key = `${chainId}:${tx.hash}`;
      if (inFlight.current.has(key) || !shouldCheck(lastBlockNumber, tx, now)) continue;
      inFlight.current.add(key);
      const category = tx.approval ? ("approval" as const) : tx.category;
      resolveTransaction(provider, tx, lastBlockNumber)
        .then((outcome) => {
          // Free the key before dispatching: the dispatch re-runs this effect, which must be able to check again
          // (a transaction mined while this check ran needs no further block to be seen; a node mining on demand
          // may not make one).
          inFlight.current.delete(key);
          if (outcome.kind === "mined") {
            misses.current.delete(key);
            dispatch(finalizeTransaction({ chainId, hash: tx.hash, receipt: outcome.receipt }));
            dispatch(addPopup({ key: tx.hash, content: { kind: "txn", hash: tx.hash, success: receiptSucceeded(outcome.receipt), summary: tx.summary, category } }));
            return;
          }
          if (outcome.kind === "spedUp") {
            misses.current.delete(key);
            dispatch(followReplacement({ chainId, hash: tx.hash, newHash: outcome.hash }));
            return;
          }
          const missCount = outcome.kind === "missing" ? (misses.current.get(key) ?? 0) + 1 : 0;
          misses.current.set(key, missCount);
          const lost = outcome.kind === "lost" ? outcome.lost : isDropped(missCount, tx.addedTime, Date.now()) ? { reason: "dropped" as const } : undefined;
          if (lost) {
            misses.current.delete(key);
            dispatch(markTransactionLost({ chainId, hash: tx.hash, lost }));
            dispatch(addPopup({ key: tx.hash, content: { kind: "txn", hash: tx.hash, success: false, summary: tx.summary, category, lost } }));
            return;
          }
          dispatch(checkedTransaction({ chainId, hash: tx.hash, blockNumber: lastBlockNumber }));
          if ((latestBlock.current ?? 0) > lastBlockNumber) setRecheck((n) => n + 1);
        })
        .catch((error) => {
          inFlight.current.delete(key);
          console.error(`Failed to check transaction ${tx.hash}`, error);
        });
    }
  }, [chainId, transactions, lastBlockNumber, dispatch, ethersStack, recheck]);

  return null;
}
