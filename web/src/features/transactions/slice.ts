import { createSlice, type PayloadAction } from "@reduxjs/toolkit";
import { chainReset } from "@/onchain/chainReset";
import type { LostTransaction, SerializableTransactionReceipt, TransactionDetails, TransactionState } from "./types";

export const initialState: TransactionState = {};

/** What the pipeline records when it sends: the stored record's fields, with the chain it was sent on. */
type AddTransactionPayload = Pick<
  TransactionDetails,
  "hash" | "from" | "approval" | "summary" | "category" | "kind" | "nonce" | "callFingerprint" | "addedTime"
> & { chainId: number };

const transactionsSlice = createSlice({
  name: "transactions",
  initialState,
  reducers: {
    addTransaction: {
      reducer(state, { payload }: PayloadAction<AddTransactionPayload>) {
        const { chainId, hash, from, approval, summary, category, kind, nonce, callFingerprint, addedTime } = payload;
        const txs = (state[chainId] ??= {});
        // The same hash twice (double click, re-render) must not reset a record that is already tracked.
        if (txs[hash]) return;
        const tx: TransactionDetails = { hash, from, chainId, addedTime };
        if (approval) tx.approval = approval;
        if (summary !== undefined) tx.summary = summary;
        if (category !== undefined) tx.category = category;
        if (kind !== undefined) tx.kind = kind;
        if (nonce !== undefined) tx.nonce = nonce;
        if (callFingerprint !== undefined) tx.callFingerprint = callFingerprint;
        txs[hash] = tx;
      },
      // The clock is read here, not in the reducer, so the reducer stays pure.
      prepare(payload: Omit<AddTransactionPayload, "addedTime"> & { addedTime?: number }) {
        return { payload: { ...payload, addedTime: payload.addedTime ?? Date.now() } };
      },
    },
    checkedTransaction(state, { payload: { chainId, hash, blockNumber } }: PayloadAction<{ chainId: number; hash: string; blockNumber: number }>) {
      const tx = state[chainId]?.[hash];
      if (!tx) return;
      tx.lastCheckedBlockNumber = Math.max(blockNumber, tx.lastCheckedBlockNumber ?? 0);
    },
    finalizeTransaction: {
      reducer(
        state,
        { payload: { chainId, hash, receipt, confirmedTime } }: PayloadAction<{ chainId: number; hash: string; receipt: SerializableTransactionReceipt; confirmedTime: number }>,
      ) {
        const tx = state[chainId]?.[hash];
        if (!tx) return;
        tx.receipt = receipt;
        tx.confirmedTime = confirmedTime;
      },
      prepare(payload: { chainId: number; hash: string; receipt: SerializableTransactionReceipt; confirmedTime?: number }) {
        return { payload: { ...payload, confirmedTime: payload.confirmedTime ?? Date.now() } };
      },
    },
    /** Another transaction used this one's nonce, or no node knows it any more: it will never be mined under this hash. */
    markTransactionLost(state, { payload: { chainId, hash, lost } }: PayloadAction<{ chainId: number; hash: string; lost: LostTransaction }>) {
      const tx = state[chainId]?.[hash];
      if (!tx || tx.receipt) return;
      tx.lost = lost;
    },
    /**
     * The wallet sped the transaction up: the same action (destination and calldata) went out again with the same
     * nonce under a new hash. A record under the new hash carries everything on and is checked from scratch; the old
     * one only points to it (`spedUpTo`), so a page that follows the hash it sent (followTransaction) still finds it.
     */
    followReplacement(state, { payload: { chainId, hash, newHash } }: PayloadAction<{ chainId: number; hash: string; newHash: string }>) {
      const txs = state[chainId];
      const tx = txs?.[hash];
      if (!tx || tx.receipt || tx.spedUpTo || hash === newHash) return;
      if (!txs[newHash]) {
        const followed: TransactionDetails = { ...tx, hash: newHash };
        delete followed.lastCheckedBlockNumber;
        delete followed.lost;
        txs[newHash] = followed;
      }
      tx.spedUpTo = newHash;
      delete tx.lost;
    },
    /** A transaction that vanished (dropped or replaced by the wallet): it will never get a receipt. */
    removeTransaction(state, { payload: { chainId, hash } }: PayloadAction<{ chainId: number; hash: string }>) {
      if (state[chainId]) delete state[chainId][hash];
    },
    clearAllTransactions(state, { payload: { chainId } }: PayloadAction<{ chainId: number }>) {
      if (state[chainId]) state[chainId] = {};
    },
  },
  // Stryker disable next-line BlockStatement: killed by hand, but Redux Toolkit runs this once when the reducer is first built, before Stryker switches a mutant on (mutation/EQUIVALENT_MUTANTS.md)
  extraReducers: (builder) => {
    // An unmined transaction of a chain restarted from genesis can never be mined: it would stay pending forever.
    // It stays in the list as dropped, so the user sees what happened to it.
    builder.addCase(chainReset, (state, { payload: { chainId } }) => {
      const txs = state[chainId];
      if (!txs) return;
      for (const tx of Object.values(txs)) if (!tx.receipt && !tx.lost && !tx.spedUpTo) tx.lost = { reason: "dropped" };
    });
  },
});

export const { addTransaction, checkedTransaction, finalizeTransaction, markTransactionLost, followReplacement, removeTransaction, clearAllTransactions } =
  transactionsSlice.actions;
export const transactionsReducer = transactionsSlice.reducer;

declare module "@/base/store" {
  interface RootState {
    transactions: TransactionState;
  }
}
