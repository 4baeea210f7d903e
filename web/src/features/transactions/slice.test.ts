import { describe, expect, it } from "vitest";
import { chainReset } from "@/onchain/chainReset";
import {
  addTransaction,
  checkedTransaction,
  clearAllTransactions,
  finalizeTransaction,
  followReplacement,
  initialState,
  markTransactionLost,
  removeTransaction,
  transactionsReducer,
} from "./slice";
import type { TransactionState } from "./types";
import { FROM, HASH, receipt } from "./testFixtures";

/** The reducer's edge cases: records it must leave alone, and fields it stores only when given. */
const OTHER = "0x" + "cd".repeat(32);

function withTx(hash = HASH): TransactionState {
  return transactionsReducer(initialState, addTransaction({ chainId: 1, hash, from: FROM, addedTime: 1 }));
}

describe("addTransaction", () => {
  it("stores only the optional fields it is given", () => {
    expect(withTx()[1][HASH]).toStrictEqual({ hash: HASH, from: FROM, chainId: 1, addedTime: 1 });
    const full = transactionsReducer(
      initialState,
      addTransaction({ chainId: 1, hash: HASH, from: FROM, addedTime: 1, category: "swap", kind: "swap", nonce: 0, callFingerprint: "0x1234", summary: "Swap" }),
    );
    expect(full[1][HASH]).toStrictEqual({ hash: HASH, from: FROM, chainId: 1, addedTime: 1, category: "swap", kind: "swap", nonce: 0, callFingerprint: "0x1234", summary: "Swap" });
  });

  it("a second transaction of a chain is added beside the first", () => {
    const s = transactionsReducer(withTx(), addTransaction({ chainId: 1, hash: OTHER, from: FROM, addedTime: 2 }));
    expect(Object.keys(s[1])).toEqual([HASH, OTHER]);
  });
});

describe("updates of unknown or settled records change nothing", () => {
  it("unknown hash or chain", () => {
    const s = withTx();
    for (const chainId of [1, 2]) {
      expect(transactionsReducer(s, finalizeTransaction({ chainId, hash: OTHER, receipt, confirmedTime: 2 }))).toBe(s);
      expect(transactionsReducer(s, markTransactionLost({ chainId, hash: OTHER, lost: { reason: "dropped" } }))).toBe(s);
      expect(transactionsReducer(s, followReplacement({ chainId, hash: OTHER, newHash: HASH }))).toBe(s);
      expect(transactionsReducer(s, removeTransaction({ chainId, hash: OTHER }))).toBe(s);
    }
    expect(transactionsReducer(s, clearAllTransactions({ chainId: 2 }))).toBe(s);
    expect(transactionsReducer(s, chainReset({ chainId: 2 }))).toBe(s);
  });

  it("a speed-up is not followed for a mined record, one already followed, or the same hash", () => {
    const mined = transactionsReducer(withTx(), finalizeTransaction({ chainId: 1, hash: HASH, receipt, confirmedTime: 2 }));
    expect(transactionsReducer(mined, followReplacement({ chainId: 1, hash: HASH, newHash: OTHER }))).toBe(mined);
    const followed = transactionsReducer(withTx(), followReplacement({ chainId: 1, hash: HASH, newHash: OTHER }));
    const third = "0x" + "ef".repeat(32);
    expect(transactionsReducer(followed, followReplacement({ chainId: 1, hash: HASH, newHash: third }))).toBe(followed);
    const s = withTx();
    expect(transactionsReducer(s, followReplacement({ chainId: 1, hash: HASH, newHash: HASH }))).toBe(s);
  });

  it("a speed-up to a hash already tracked keeps that record and only points the old one to it", () => {
    let s = transactionsReducer(withTx(), addTransaction({ chainId: 1, hash: OTHER, from: FROM, addedTime: 5 }));
    s = transactionsReducer(s, checkedTransaction({ chainId: 1, hash: OTHER, blockNumber: 3 }));
    const before = s[1][OTHER];
    s = transactionsReducer(s, followReplacement({ chainId: 1, hash: HASH, newHash: OTHER }));
    expect(s[1][OTHER]).toBe(before);
    expect(s[1][HASH].spedUpTo).toBe(OTHER);
  });

  it("a speed-up clears a lost mark: the transaction lives on under the new hash", () => {
    let s = transactionsReducer(withTx(), markTransactionLost({ chainId: 1, hash: HASH, lost: { reason: "dropped" } }));
    s = transactionsReducer(s, followReplacement({ chainId: 1, hash: HASH, newHash: OTHER }));
    expect(s[1][HASH].lost).toBeUndefined();
    expect(s[1][OTHER]).toStrictEqual({ hash: OTHER, from: FROM, chainId: 1, addedTime: 1 });
  });

  it("a chain reset marks only live records dropped: a mined one or one already lost keeps its state", () => {
    const LIVE = "0x" + "ef".repeat(32);
    let s = transactionsReducer(withTx(), addTransaction({ chainId: 1, hash: OTHER, from: FROM, addedTime: 2 }));
    s = transactionsReducer(s, addTransaction({ chainId: 1, hash: LIVE, from: FROM, addedTime: 3 }));
    s = transactionsReducer(s, finalizeTransaction({ chainId: 1, hash: HASH, receipt, confirmedTime: 2 }));
    s = transactionsReducer(s, markTransactionLost({ chainId: 1, hash: OTHER, lost: { reason: "replaced", by: HASH, status: 1 } }));
    const reset = transactionsReducer(s, chainReset({ chainId: 1 }));
    expect(reset[1][LIVE].lost).toEqual({ reason: "dropped" });
    expect(reset[1][HASH].lost).toBeUndefined();
    expect(reset[1][OTHER].lost).toEqual({ reason: "replaced", by: HASH, status: 1 });
  });
});

describe("finalizeTransaction", () => {
  it("stamps the confirmation time when none is given", () => {
    const before = Date.now();
    const s = transactionsReducer(withTx(), finalizeTransaction({ chainId: 1, hash: HASH, receipt }));
    expect(s[1][HASH].confirmedTime).toBeGreaterThanOrEqual(before);
    expect(s[1][HASH].confirmedTime).toBeLessThanOrEqual(Date.now());
  });
});
