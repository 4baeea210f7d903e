import { useMemo } from "react";
import { useAppSelector } from "@/base/store";
import { useWallet } from "@/wallet";
import { hasPendingApproval } from "./selectors";
import type { TransactionDetails } from "./types";

const EMPTY: { [hash: string]: TransactionDetails } = {};

/** Every stored transaction of the active chain, keyed by hash. */
export function useAllTransactions(): { [hash: string]: TransactionDetails } {
  const { chainId } = useWallet();
  return useAppSelector((state) => state.transactions[chainId]) ?? EMPTY;
}

/** True while an approve(spender) of the token is sent but not confirmed (approval state PENDING). */
export function useHasPendingApproval(tokenAddress: string | undefined, spender: string | undefined): boolean {
  const transactions = useAllTransactions();
  return useMemo(() => hasPendingApproval(transactions, tokenAddress, spender), [transactions, tokenAddress, spender]);
}
