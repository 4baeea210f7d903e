import { describe, expect, it } from "vitest";
import { sanitizeTransactions } from "./sanitizeTransactions";

const HASH1 = `0x${"1".repeat(64)}`;
const HASH2 = `0x${"2".repeat(64)}`;
const FROM = "0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed";
const receipt = {
  to: FROM,
  from: FROM,
  contractAddress: null,
  transactionIndex: 0,
  blockHash: `0x${"a".repeat(64)}`,
  transactionHash: HASH1,
  blockNumber: 12,
  status: 1,
};
const confirmed = { hash: HASH1, from: FROM, chainId: 555555, addedTime: 1, summary: "Swap 1 A for 2 B", receipt, confirmedTime: 2 };

describe("sanitizeTransactions", () => {
  it("non-objects give the defaults", () => {
    for (const raw of [null, "x", 3, []]) expect(sanitizeTransactions(raw, {})).toEqual({});
  });

  it("keeps valid pending and confirmed transactions", () => {
    const pending = { hash: HASH2, from: FROM, addedTime: 5, approval: { tokenAddress: FROM, spender: FROM }, lastCheckedBlockNumber: 9 };
    const result = sanitizeTransactions({ 555555: { [HASH1]: confirmed, [HASH2]: pending } }, {});
    expect(result).toEqual({ 555555: { [HASH1]: confirmed, [HASH2]: { ...pending, chainId: 555555 } } });
  });

  it("keeps a known category and drops an unknown one without dropping the record", () => {
    const swap = { ...confirmed, category: "swap" };
    const odd = { ...confirmed, hash: HASH2, receipt: { ...receipt, transactionHash: HASH2 }, category: "<script>" };
    const result = sanitizeTransactions({ 555555: { [HASH1]: swap, [HASH2]: odd } }, {});
    expect(result[555555][HASH1].category).toBe("swap");
    expect(result[555555][HASH2]).toBeDefined();
    expect(result[555555][HASH2].category).toBeUndefined();
  });

  it("drops records with a bad hash, sender or time", () => {
    const result = sanitizeTransactions(
      {
        555555: {
          [HASH1]: { ...confirmed, hash: HASH2 }, // key and hash disagree
          "0x12": { ...confirmed, hash: "0x12" },
          [HASH2]: { hash: HASH2, from: "me", addedTime: 1 },
        },
        3344: { [HASH1]: { hash: HASH1, from: FROM, addedTime: "now" } },
        notachain: { [HASH1]: confirmed },
      },
      {},
    );
    expect(result).toEqual({ 555555: {}, 3344: {} });
  });

  it("a malformed receipt makes the transaction pending again instead of dropping it", () => {
    const result = sanitizeTransactions({ 555555: { [HASH1]: { ...confirmed, receipt: { ...receipt, status: 7 } } } }, {});
    expect(result[555555][HASH1].receipt).toBeUndefined();
    expect(result[555555][HASH1].confirmedTime).toBeUndefined();
    expect(result[555555][HASH1].summary).toBe("Swap 1 A for 2 B");
  });

  it("keeps a summary stored as a locale key, and one stored as plain text by an older version", () => {
    const keyed = { ...confirmed, hash: HASH2, receipt: { ...receipt, transactionHash: HASH2 }, summary: { key: "txSummary.approve", params: { symbol: "BARK" } } };
    const result = sanitizeTransactions({ 555555: { [HASH1]: confirmed, [HASH2]: keyed } }, {});
    expect(result[555555][HASH1].summary).toBe("Swap 1 A for 2 B");
    expect(result[555555][HASH2].summary).toEqual({ key: "txSummary.approve", params: { symbol: "BARK" } });
  });

  it("a malformed summary is dropped, the transaction kept", () => {
    for (const summary of [{ key: 3 }, { key: "txSummary.approve", params: { symbol: 1 } }, { key: "" }, ["x"], 7]) {
      const result = sanitizeTransactions({ 555555: { [HASH1]: { ...confirmed, summary } } }, {});
      expect(result[555555][HASH1]).toBeDefined();
      expect(result[555555][HASH1].summary).toBeUndefined();
    }
  });
});
