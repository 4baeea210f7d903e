import { useCallback, useMemo, useState } from "react";
import { useBlockNumber } from "@/onchain/blockNumber";
import { followTransaction, useAllTransactions } from "../../transactions";
import { isRemovalSettled, type ReadFreshness } from "../logic/removalSettled";

/**
 * Tracks the page's last removal transaction: `settled` is false from the moment it is sent until `reads` (LP
 * balance, permit nonce) have been read at or after its receipt's block (see isRemovalSettled).
 */
export function useRemovalSettled(reads: ReadFreshness[]): { settled: boolean; onRemovalSent: (hash: string) => void } {
  const [hash, setHash] = useState<string | undefined>();
  const transactions = useAllTransactions();
  const latestBlock = useBlockNumber();
  const tx = followTransaction(transactions, hash);
  const receiptBlock = tx?.receipt?.blockNumber;
  const lastRemoval = useMemo(() => (tx ? { receiptBlock } : undefined), [tx, receiptBlock]);
  const settled = isRemovalSettled({ lastRemoval, latestBlock, reads });
  const onRemovalSent = useCallback((sent: string) => setHash(sent), []);
  return { settled, onRemovalSent };
}
