import { describe, expect, it } from "vitest";
import { checkTransaction, type ReceiptLike, type TransactionLookup } from "./checkTransaction";
import { DROP_AFTER_MISSES, DROP_MIN_AGE_MS, isDropped, shouldCheck } from "./checkSchedule";
import { hasPendingApproval, isTransactionRecent, newTransactionsFirst, receiptSucceeded, RECENT_TRANSACTION_MS } from "./selectors";
import { addTransaction, checkedTransaction, clearAllTransactions, finalizeTransaction, initialState, removeTransaction, transactionsReducer } from "./slice";
import { sanitizeTransactions } from "./sanitizeTransactions";
import { FROM, HASH, receipt, TOKEN } from "./testFixtures";

const SPENDER = "0x" + "56".repeat(20);
const MIN = 60_000;

describe("transactions reducer", () => {
  it("adds a record keyed by hash per chain with its hash, chain, account, summary and time", () => {
    const s = transactionsReducer(initialState, addTransaction({ chainId: 555555, hash: HASH, from: FROM, summary: "Approve BARK", approval: { tokenAddress: TOKEN, spender: SPENDER }, addedTime: 1000 }));
    expect(s[555555][HASH]).toEqual({ hash: HASH, from: FROM, chainId: 555555, summary: "Approve BARK", approval: { tokenAddress: TOKEN, spender: SPENDER }, addedTime: 1000 });
    // prepare stamps the time when none is given
    const t = transactionsReducer(initialState, addTransaction({ chainId: 1, hash: HASH, from: FROM }));
    expect(Math.abs(t[1][HASH].addedTime - Date.now())).toBeLessThan(1000);
  });

  it("does not reset an already tracked hash", () => {
    let s = transactionsReducer(initialState, addTransaction({ chainId: 1, hash: HASH, from: FROM, addedTime: 1 }));
    s = transactionsReducer(s, checkedTransaction({ chainId: 1, hash: HASH, blockNumber: 5 }));
    s = transactionsReducer(s, addTransaction({ chainId: 1, hash: HASH, from: FROM, addedTime: 2 }));
    expect(s[1][HASH]).toMatchObject({ addedTime: 1, lastCheckedBlockNumber: 5 });
  });

  it("check moves lastCheckedBlockNumber forward only; finalize stores receipt and time", () => {
    let s = transactionsReducer(initialState, addTransaction({ chainId: 1, hash: HASH, from: FROM, addedTime: 1 }));
    s = transactionsReducer(s, checkedTransaction({ chainId: 1, hash: HASH, blockNumber: 6 }));
    s = transactionsReducer(s, checkedTransaction({ chainId: 1, hash: HASH, blockNumber: 4 }));
    expect(s[1][HASH].lastCheckedBlockNumber).toBe(6);
    s = transactionsReducer(s, finalizeTransaction({ chainId: 1, hash: HASH, receipt, confirmedTime: 99 }));
    expect(s[1][HASH]).toMatchObject({ receipt, confirmedTime: 99 });
    // Unknown hash or chain: no crash, no change.
    expect(transactionsReducer(s, checkedTransaction({ chainId: 2, hash: HASH, blockNumber: 1 }))).toEqual(s);
  });

  it("a finalized record survives the shell's persistence sanitizer", () => {
    let s = transactionsReducer(initialState, addTransaction({ chainId: 555555, hash: HASH, from: FROM, summary: "Swap", addedTime: 1 }));
    s = transactionsReducer(s, finalizeTransaction({ chainId: 555555, hash: HASH, receipt, confirmedTime: 2 }));
    expect(sanitizeTransactions(JSON.parse(JSON.stringify(s)), {})).toEqual(s);
  });

  it("clearAll empties only that chain; remove drops one record", () => {
    let s = transactionsReducer(initialState, addTransaction({ chainId: 1, hash: HASH, from: FROM, addedTime: 1 }));
    s = transactionsReducer(s, addTransaction({ chainId: 3344, hash: HASH, from: FROM, addedTime: 1 }));
    s = transactionsReducer(s, clearAllTransactions({ chainId: 1 }));
    expect(s[1]).toEqual({});
    expect(Object.keys(s[3344])).toEqual([HASH]);
    s = transactionsReducer(s, removeTransaction({ chainId: 3344, hash: HASH }));
    expect(s[3344]).toEqual({});
  });
});

describe("pending check back-off", () => {
  const now = 100 * 60 * MIN;
  const tx = (minutesAgo: number, lastCheckedBlockNumber?: number) => ({ addedTime: now - minutesAgo * MIN, lastCheckedBlockNumber });

  it("checks every block in the first 5 minutes", () => {
    expect(shouldCheck(10, tx(1), now)).toBe(true);
    expect(shouldCheck(10, tx(1, 9), now)).toBe(true);
    expect(shouldCheck(10, tx(1, 10), now)).toBe(false);
  });

  it("after 5 minutes at least 3 blocks apart", () => {
    expect(shouldCheck(11, tx(6, 9), now)).toBe(false);
    expect(shouldCheck(12, tx(6, 9), now)).toBe(true);
  });

  it("after 60 minutes at least 10 blocks apart", () => {
    expect(shouldCheck(18, tx(61, 9), now)).toBe(false);
    expect(shouldCheck(19, tx(61, 9), now)).toBe(true);
  });

  it("the slower pace starts only after 5 and after 60 whole minutes", () => {
    expect(shouldCheck(10, tx(5, 9), now)).toBe(true);
    expect(shouldCheck(12, tx(60, 9), now)).toBe(true);
    expect(shouldCheck(11, tx(60, 9), now)).toBe(false);
    // A block number that went backwards (a reorg or another node) is not a new block.
    expect(shouldCheck(8, tx(1, 9), now)).toBe(false);
    // Never checked yet: check now, however long it has been pending.
    expect(shouldCheck(10, tx(61), now)).toBe(true);
  });

  it("never checks a confirmed transaction", () => {
    expect(shouldCheck(100, { ...tx(1), receipt }, now)).toBe(false);
  });

  it("a transaction is dropped only after repeated misses and some age", () => {
    expect(isDropped(DROP_AFTER_MISSES, 0, DROP_MIN_AGE_MS)).toBe(true);
    expect(isDropped(DROP_AFTER_MISSES - 1, 0, DROP_MIN_AGE_MS)).toBe(false);
    expect(isDropped(DROP_AFTER_MISSES, 0, DROP_MIN_AGE_MS - 1)).toBe(false);
    // The age counts from when it was added, not from time zero.
    expect(isDropped(DROP_AFTER_MISSES, 10 * DROP_MIN_AGE_MS, 11 * DROP_MIN_AGE_MS - 1)).toBe(false);
    expect(isDropped(DROP_AFTER_MISSES, 10 * DROP_MIN_AGE_MS, 11 * DROP_MIN_AGE_MS)).toBe(true);
  });
});

describe("selectors", () => {
  const base = { hash: HASH, from: FROM, addedTime: 0 };

  it("recent = added within 24 h; newest first", () => {
    expect(isTransactionRecent({ addedTime: 0 }, RECENT_TRANSACTION_MS - 1)).toBe(true);
    expect(isTransactionRecent({ addedTime: 0 }, RECENT_TRANSACTION_MS)).toBe(false);
    const sorted = [{ ...base, addedTime: 1 }, { ...base, addedTime: 3 }, { ...base, addedTime: 2 }].sort(newTransactionsFirst);
    expect(sorted.map((t) => t.addedTime)).toEqual([3, 2, 1]);
  });

  it("pending approval matches token and spender case-insensitively, ignores confirmed ones", () => {
    const txs = { [HASH]: { ...base, approval: { tokenAddress: TOKEN, spender: SPENDER } } };
    expect(hasPendingApproval(txs, TOKEN.toUpperCase().replace("0X", "0x"), SPENDER, 1)).toBe(true);
    expect(hasPendingApproval(txs, TOKEN, FROM, 1)).toBe(false);
    expect(hasPendingApproval(txs, undefined, SPENDER, 1)).toBe(false);
    expect(hasPendingApproval({ [HASH]: { ...txs[HASH], receipt, confirmedTime: 1 } }, TOKEN, SPENDER, 1)).toBe(false);
  });

  it("receipt success: status 1 or absent", () => {
    expect(receiptSucceeded({ status: 1 })).toBe(true);
    expect(receiptSucceeded({})).toBe(true);
    expect(receiptSucceeded({ status: 0 })).toBe(false);
  });
});

describe("checkTransaction", () => {
  const ethersReceipt: ReceiptLike = { blockHash: receipt.blockHash, blockNumber: 7, contractAddress: null, from: FROM, status: 0, to: null, hash: HASH, index: 2 };
  const lookup = (r: ReceiptLike | null, tx: unknown): TransactionLookup => ({ getTransactionReceipt: async () => r, getTransaction: async () => tx });

  it("mined → serializable receipt; pending; missing", async () => {
    expect(await checkTransaction(lookup(ethersReceipt, null), HASH)).toEqual({
      kind: "mined",
      receipt: { blockHash: receipt.blockHash, blockNumber: 7, contractAddress: null, from: FROM, to: "", transactionHash: HASH, transactionIndex: 2, status: 0 },
    });
    expect(await checkTransaction(lookup(null, { hash: HASH }), HASH)).toEqual({ kind: "pending" });
    expect(await checkTransaction(lookup(null, null), HASH)).toEqual({ kind: "missing" });
  });
});
