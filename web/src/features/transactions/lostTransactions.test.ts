import { describe, expect, it } from "vitest";
import { sanitizeTransactions } from "./sanitizeTransactions";
import { callFingerprint } from "./callFingerprint";
import { shouldCheck } from "./checkSchedule";
import { replacementOutcomeKey } from "./replacementOutcome";
import { followTransaction, hasPendingApproval, isListed, isPending, transactionStatus } from "./selectors";
import { chainReset } from "@/onchain/chainReset";
import { addTransaction, checkedTransaction, finalizeTransaction, followReplacement, initialState, markTransactionLost, transactionsReducer } from "./slice";

const HASH = "0x" + "ab".repeat(32);
const NEW_HASH = "0x" + "cd".repeat(32);
const FROM = "0x" + "12".repeat(20);
const TOKEN = "0x" + "34".repeat(20);
const SPENDER = "0x" + "56".repeat(20);
const receipt = { blockHash: "0x" + "ee".repeat(32), blockNumber: 7, contractAddress: null, from: FROM, to: TOKEN, transactionHash: HASH, transactionIndex: 0, status: 1 };
const FINGERPRINT = callFingerprint(TOKEN, "0x095ea7b3");

function tracked() {
  let s = transactionsReducer(
    initialState,
    addTransaction({ chainId: 1, hash: HASH, from: FROM, nonce: 4, callFingerprint: FINGERPRINT, summary: "Approve BARK", approval: { tokenAddress: TOKEN, spender: SPENDER }, addedTime: 1 }),
  );
  s = transactionsReducer(s, checkedTransaction({ chainId: 1, hash: HASH, blockNumber: 9 }));
  return s;
}

describe("replaced and dropped transactions", () => {
  it("a lost transaction is no longer pending, is not checked again and shows its reason", () => {
    const s = transactionsReducer(tracked(), markTransactionLost({ chainId: 1, hash: HASH, lost: { reason: "replaced", by: NEW_HASH, status: 0 } }));
    const tx = s[1][HASH];
    expect(tx.lost).toEqual({ reason: "replaced", by: NEW_HASH, status: 0 });
    expect(isPending(tx)).toBe(false);
    expect(transactionStatus(tx)).toBe("replaced");
    expect(shouldCheck(100, tx, 2)).toBe(false);
    expect(hasPendingApproval(s[1], TOKEN, SPENDER, 2)).toBe(false);
    expect(replacementOutcomeKey(tx.lost)).toBe("txStatus.replacementFailed");
    expect(replacementOutcomeKey({ reason: "replaced", status: 1 })).toBe("txStatus.replacementSucceeded");
    expect(replacementOutcomeKey({ reason: "dropped" })).toBeUndefined();
  });

  it("a mined transaction is never marked lost", () => {
    let s = transactionsReducer(tracked(), finalizeTransaction({ chainId: 1, hash: HASH, receipt, confirmedTime: 2 }));
    s = transactionsReducer(s, markTransactionLost({ chainId: 1, hash: HASH, lost: { reason: "dropped" } }));
    expect(s[1][HASH].lost).toBeUndefined();
    expect(transactionStatus(s[1][HASH])).toBe("success");
    expect(transactionStatus({ receipt: { ...receipt, status: 0 } })).toBe("failed");
    expect(transactionStatus({})).toBe("pending");
  });

  it("a speed-up carries the record on under the new hash; the old hash points there and is neither listed nor pending", () => {
    const s = transactionsReducer(tracked(), followReplacement({ chainId: 1, hash: HASH, newHash: NEW_HASH }));
    expect(s[1][NEW_HASH]).toEqual({
      hash: NEW_HASH, from: FROM, chainId: 1, nonce: 4, callFingerprint: FINGERPRINT, summary: "Approve BARK",
      approval: { tokenAddress: TOKEN, spender: SPENDER }, addedTime: 1,
    });
    expect(s[1][HASH].spedUpTo).toBe(NEW_HASH);
    expect(isPending(s[1][HASH])).toBe(false);
    expect(isListed(s[1][HASH])).toBe(false);
    expect(shouldCheck(100, s[1][HASH], 2)).toBe(false);
    expect(isPending(s[1][NEW_HASH])).toBe(true);
    expect(hasPendingApproval(s[1], TOKEN, SPENDER, 2)).toBe(true);
    // A page that sent HASH finds the transaction it became, also after a second speed-up.
    expect(followTransaction(s[1], HASH)?.hash).toBe(NEW_HASH);
    const third = "0x" + "ef".repeat(32);
    const again = transactionsReducer(s, followReplacement({ chainId: 1, hash: NEW_HASH, newHash: third }));
    expect(followTransaction(again[1], HASH)?.hash).toBe(third);
    expect(followTransaction(again[1], undefined)).toBeUndefined();
    // A chain reset leaves the pointer alone and marks the live record dropped.
    const reset = transactionsReducer(again, chainReset({ chainId: 1 }));
    expect(reset[1][HASH].lost).toBeUndefined();
    expect(reset[1][third].lost).toEqual({ reason: "dropped" });
  });

  it("following stops on a cycle in stored data", () => {
    const a = { hash: HASH, from: FROM, addedTime: 1, spedUpTo: NEW_HASH };
    const b = { hash: NEW_HASH, from: FROM, addedTime: 1, spedUpTo: HASH };
    expect([HASH, NEW_HASH]).toContain(followTransaction({ [HASH]: a, [NEW_HASH]: b }, HASH)?.hash);
  });

  it("the fingerprint ignores address case and tells other calldata apart", () => {
    expect(callFingerprint(TOKEN.toUpperCase().replace("0X", "0x"), "0x095EA7B3")).toBe(FINGERPRINT);
    expect(callFingerprint(TOKEN, "0x095ea7b4")).not.toBe(FINGERPRINT);
    expect(callFingerprint(null, "0x")).not.toBe(callFingerprint(TOKEN, "0x"));
  });

  it("persistence keeps the fingerprint and a well-formed lost mark, drops malformed ones", () => {
    const stored = JSON.parse(JSON.stringify(transactionsReducer(tracked(), markTransactionLost({ chainId: 1, hash: HASH, lost: { reason: "replaced", by: NEW_HASH, status: 1 } }))));
    expect(sanitizeTransactions(stored, {})[1][HASH]).toMatchObject({ callFingerprint: FINGERPRINT, lost: { reason: "replaced", by: NEW_HASH, status: 1 }, nonce: 4 });
    const pointer = JSON.parse(JSON.stringify(transactionsReducer(tracked(), followReplacement({ chainId: 1, hash: HASH, newHash: NEW_HASH }))));
    expect(sanitizeTransactions(pointer, {})[1][HASH].spedUpTo).toBe(NEW_HASH);
    const bad = { 1: { [HASH]: { ...stored[1][HASH], callFingerprint: "nope", lost: { reason: "stolen" }, spedUpTo: "0x12" } } };
    const restored = sanitizeTransactions(bad, {})[1][HASH];
    expect(restored.callFingerprint).toBeUndefined();
    expect(restored.lost).toBeUndefined();
    expect(restored.spedUpTo).toBeUndefined();
    const oddFields = { 1: { [HASH]: { ...stored[1][HASH], lost: { reason: "dropped", by: "0x1", status: 7 } } } };
    expect(sanitizeTransactions(oddFields, {})[1][HASH].lost).toEqual({ reason: "dropped" });
  });
});
