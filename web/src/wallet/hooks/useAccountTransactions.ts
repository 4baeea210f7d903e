import { useEffect, useMemo, useState } from "react";
import { useAppDispatch, useAppSelector } from "../../app/hooks";
import { useWallet } from "../WalletContext";

/** Spec §3 transaction record (the fields the wallet UI reads). */
export interface WalletTransaction {
  hash: string;
  from: string;
  summary?: string;
  addedTime: number;
  confirmedTime?: number;
  receipt?: { status?: number };
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The connected account's transactions on the current chain, read from the transactions slice
 * (features/transactions, keyed chainId → hash per spec §3). Recent = added in the last 24 h, newest
 * first (spec §4). Read defensively: the slice is persisted and may hold anything.
 */
export function useAccountTransactions(): { pending: WalletTransaction[]; confirmed: WalletTransaction[]; clearAll(): void } {
  const { account, chainId } = useWallet();
  const dispatch = useAppDispatch();
  const byHash = useAppSelector((state) => (state as { transactions?: Record<number, Record<string, unknown>> }).transactions?.[chainId]);

  // "Last 24 h" needs a clock; refreshing it each minute is precise enough and keeps render pure.
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 60_000);
    return () => clearInterval(timer);
  }, []);

  return useMemo(() => {
    const mine = Object.values(byHash ?? {})
      .filter((tx): tx is WalletTransaction => {
        const t = tx as Partial<WalletTransaction> | null;
        return typeof t?.hash === "string" && typeof t.addedTime === "number" && typeof t.from === "string";
      })
      .filter((tx) => account !== undefined && tx.from.toLowerCase() === account.toLowerCase())
      .filter((tx) => now - tx.addedTime < DAY_MS)
      .sort((a, b) => b.addedTime - a.addedTime);
    return {
      pending: mine.filter((tx) => !tx.receipt),
      confirmed: mine.filter((tx) => tx.receipt),
      clearAll: () => dispatch({ type: "transactions/clearAllTransactions", payload: { chainId } }),
    };
  }, [byHash, account, chainId, dispatch, now]);
}
