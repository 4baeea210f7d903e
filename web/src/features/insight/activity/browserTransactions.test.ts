import { describe, expect, it } from "vitest";
import type { TransactionDetails } from "../../transactions";
import { unminedTransactions } from "./browserTransactions";

const ME = "0x00000000000000000000000000000000000000Aa";
const NOW = 1_000_000_000_000;
const HOUR = 60 * 60 * 1000;
const hash = (n: number) => `0x${n.toString(16).padStart(64, "0")}`;
const tx = (n: number, over: Partial<TransactionDetails> = {}): TransactionDetails => ({ hash: hash(n), from: ME, chainId: 555555, addedTime: NOW - n * HOUR, ...over });

describe("unminedTransactions", () => {
  it("lists pending, dropped and replaced transactions of the account on the chain, newest first", () => {
    const all = Object.fromEntries(
      [
        tx(1),
        tx(2, { lost: { reason: "dropped" } }),
        tx(3, { lost: { reason: "replaced", by: hash(99), status: 1 } }),
        tx(4, { receipt: { status: 1, blockNumber: 5, blockHash: hash(5), transactionHash: hash(4), transactionIndex: 0, from: ME, to: ME, contractAddress: null, gasUsed: "0x1", effectiveGasPrice: "0x1" } as never }),
        tx(5, { chainId: 3344 }),
        tx(6, { from: "0x00000000000000000000000000000000000000bb" }),
        tx(7, { spedUpTo: hash(1) }),
        tx(30, { lost: { reason: "dropped" } }),
        tx(31),
      ].map((t) => [t.hash, t]),
    );
    expect(unminedTransactions(all, 555555, ME.toLowerCase(), NOW).map((u) => [u.tx.hash, u.status])).toEqual([
      [hash(1), "pending"],
      [hash(2), "dropped"],
      [hash(3), "replaced"],
      // Still pending after a day: the chain may yet mine it.
      [hash(31), "pending"],
    ]);
    expect(unminedTransactions(all, 555555, undefined, NOW)).toEqual([]);
  });
});
