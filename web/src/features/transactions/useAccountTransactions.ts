import { useEffect, useMemo, useState } from "react";
import { useAppDispatch } from "@/base/store";
import { useWallet, type AccountActivity, type AccountActivityItem } from "@/wallet";
import { useAllTransactions } from "./hooks";
import { replacementOutcomeKey } from "./replacementOutcome";
import { isListed, isPending, isTransactionRecent, newTransactionsFirst, transactionStatus } from "./selectors";
import { clearAllTransactions } from "./slice";
import type { TransactionDetails } from "./types";

/**
 * The connected account's recent transactions on the current chain (last 24 h, newest first),
 * split into pending and confirmed, plus 'clear all' for the chain.
 */
export function useAccountTransactions(): AccountActivity {
  const { account, chainId } = useWallet();
  const dispatch = useAppDispatch();
  const transactions = useAllTransactions();

  // "Last 24 h" needs a clock; refreshing it each minute is precise enough and keeps render pure.
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 60_000);
    return () => clearInterval(timer);
  }, []);

  return useMemo(() => {
    const mine = Object.values(transactions)
      .filter((tx) => isListed(tx) && account !== undefined && tx.from.toLowerCase() === account.toLowerCase())
      .filter((tx) => isTransactionRecent(tx, Math.max(now, tx.addedTime)))
      .sort(newTransactionsFirst);
    return {
      pending: mine.filter((tx) => isPending(tx)).map(toActivityItem),
      // Settled: mined, replaced or dropped.
      confirmed: mine.filter((tx) => !isPending(tx)).map(toActivityItem),
      clearAll: () => dispatch(clearAllTransactions({ chainId })),
    };
  }, [transactions, account, chainId, dispatch, now]);
}

function toActivityItem(tx: TransactionDetails): AccountActivityItem {
  return { hash: tx.hash, summary: tx.summary, status: transactionStatus(tx), replacementKey: replacementOutcomeKey(tx.lost) };
}
