import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { addPopup } from "../../app/application/slice";
import { useAppDispatch, useAppSelector } from "../../app/hooks";
import { useBlockNumber } from "../../chain/blockNumber";
import { getReadProvider } from "../../chain/providers";
import { renderSummary } from "../../chain/transactions/summary";
import { useActiveChainId } from "../../chain/useActiveChainId";
import { checkTransaction } from "./checkTransaction";
import { isDropped, shouldCheck } from "./checkSchedule";
import { receiptSucceeded } from "./selectors";
import { checkedTransaction, finalizeTransaction, removeTransaction } from "./slice";

/**
 * Checks the active chain's pending transactions on new blocks (with the spec's back-off), finalizes
 * mined ones with a success/failure popup, and removes ones the node no longer knows (dropped/replaced).
 */
export function TransactionUpdater(): null {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const chainId = useActiveChainId();
  const lastBlockNumber = useBlockNumber(chainId);
  const transactions = useAppSelector((state) => state.transactions[chainId]);
  const inFlight = useRef(new Set<string>());
  const misses = useRef(new Map<string, number>());

  useEffect(() => {
    const provider = getReadProvider(chainId);
    if (!provider || !lastBlockNumber || !transactions) return;
    const now = Date.now();
    for (const tx of Object.values(transactions)) {
      const key = `${chainId}:${tx.hash}`;
      if (inFlight.current.has(key) || !shouldCheck(lastBlockNumber, tx, now)) continue;
      inFlight.current.add(key);
      checkTransaction(provider, tx.hash)
        .then((outcome) => {
          if (outcome.kind === "mined") {
            misses.current.delete(key);
            dispatch(finalizeTransaction({ chainId, hash: tx.hash, receipt: outcome.receipt }));
            dispatch(
              addPopup({
                key: tx.hash,
                content: {
                  kind: "txn",
                  hash: tx.hash,
                  success: receiptSucceeded(outcome.receipt),
                  summary: tx.summary,
                  category: tx.approval ? "approval" : tx.category,
                },
              }),
            );
            return;
          }
          const missCount = outcome.kind === "missing" ? (misses.current.get(key) ?? 0) + 1 : 0;
          misses.current.set(key, missCount);
          if (isDropped(missCount, tx.addedTime, Date.now())) {
            misses.current.delete(key);
            dispatch(removeTransaction({ chainId, hash: tx.hash }));
            dispatch(
              addPopup({
                key: tx.hash,
                content: { kind: "txn", hash: tx.hash, success: false, summary: `${tx.summary !== undefined ? renderSummary(tx.summary, t) : tx.hash} ${t("popups.droppedOrReplaced")}` },
              }),
            );
            return;
          }
          dispatch(checkedTransaction({ chainId, hash: tx.hash, blockNumber: lastBlockNumber }));
        })
        .catch((error) => console.error(`Failed to check transaction ${tx.hash}`, error))
        .finally(() => inFlight.current.delete(key));
    }
  }, [chainId, transactions, lastBlockNumber, dispatch, t]);

  return null;
}
