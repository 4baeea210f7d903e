import { useCallback, useMemo } from "react";
import { useAppDispatch, useAppSelector } from "../../app/hooks";
import { useWallet } from "../../wallet/WalletContext";
import { hasPendingApproval, isPending, requireHash } from "./selectors";
import { addTransaction } from "./slice";
import type { TransactionCategory, TransactionDetails } from "./types";

export interface TransactionExtras {
  summary?: string;
  approval?: { tokenAddress: string; spender: string };
  category?: TransactionCategory;
}

/** Records a sent transaction (e.g. the result of sendTransaction) for the connected account and chain. */
export function useTransactionAdder(): (response: { hash?: string | null }, extras?: TransactionExtras) => void {
  const { account, chainId } = useWallet();
  const dispatch = useAppDispatch();
  return useCallback(
    (response, { summary, approval, category } = {}) => {
      if (!account) return;
      const hash = requireHash(response);
      dispatch(addTransaction({ chainId, hash, from: account, summary, approval, category }));
    },
    [account, chainId, dispatch],
  );
}

const EMPTY: { [hash: string]: TransactionDetails } = {};

/** Every stored transaction of the active chain, keyed by hash. */
export function useAllTransactions(): { [hash: string]: TransactionDetails } {
  const { chainId } = useWallet();
  return useAppSelector((state) => state.transactions[chainId]) ?? EMPTY;
}

export function useIsTransactionPending(hash: string | undefined): boolean {
  const transactions = useAllTransactions();
  return hash !== undefined && isPending(transactions[hash]);
}

/** True while an approve(spender) of the token is sent but not confirmed (approval state PENDING). */
export function useHasPendingApproval(tokenAddress: string | undefined, spender: string | undefined): boolean {
  const transactions = useAllTransactions();
  return useMemo(() => hasPendingApproval(transactions, tokenAddress, spender), [transactions, tokenAddress, spender]);
}
