/**
 * What the app's transaction actually did on chain. A toast's text alone cannot tell a mined swap from a reverted
 * one, so flows that send a transaction read it back here: the one transaction the account sent since a block, its
 * receipt (which must say success) and the gas it paid, so native-coin balances can be checked to the wei.
 *
 * The e2e chains automine one transaction per block and the specs run one at a time, so the block just before the
 * transaction's block holds exactly the state the transaction started from: quotes read at that block (blockTag)
 * are the amounts the contracts computed.
 */
import { JsonRpcProvider, type TransactionReceipt } from "ethers";
import { expect } from "@playwright/test";
import { chainRpcUrl } from "./env";

const providers = new Map<number, JsonRpcProvider>();
export function chainProvider(chainId: number): JsonRpcProvider {
  let p = providers.get(chainId);
  if (!p) providers.set(chainId, (p = new JsonRpcProvider(chainRpcUrl(chainId), chainId, { staticNetwork: true, cacheTimeout: -1 })));
  return p;
}

export async function latestBlock(chainId: number): Promise<number> {
  return chainProvider(chainId).getBlockNumber();
}

/** Receipts of every transaction `from` sent in blocks after `sinceBlock`, oldest first. */
export async function receiptsSince(chainId: number, from: string, sinceBlock: number): Promise<TransactionReceipt[]> {
  const provider = chainProvider(chainId);
  const latest = await provider.getBlockNumber();
  const receipts: TransactionReceipt[] = [];
  for (let n = sinceBlock + 1; n <= latest; n++) {
    const block = await provider.getBlock(n, true);
    for (const tx of block?.prefetchedTransactions ?? []) {
      if (tx.from.toLowerCase() !== from.toLowerCase()) continue;
      const receipt = await provider.getTransactionReceipt(tx.hash);
      if (receipt) receipts.push(receipt);
    }
  }
  return receipts;
}

/**
 * Waits until `from` has exactly one mined transaction after `sinceBlock` and returns its receipt; fails if that
 * transaction reverted (status 0) or if the app sent more than one.
 */
export async function onlySuccessfulTxSince(chainId: number, from: string, sinceBlock: number): Promise<TransactionReceipt> {
  await expect.poll(async () => (await receiptsSince(chainId, from, sinceBlock)).length, { timeout: 30_000 }).toBeGreaterThan(0);
  const receipts = await receiptsSince(chainId, from, sinceBlock);
  expect(receipts.map((r) => r.status), `transactions from ${from} since block ${sinceBlock}`).toEqual([1]);
  return receipts[0];
}

/** Native coin the transaction paid for gas. */
export function gasPaid(receipt: TransactionReceipt): bigint {
  return receipt.gasUsed * receipt.gasPrice;
}

/**
 * Runs `whilePending` with automining paused, so a transaction the app sends stays pending and its in-progress
 * label can be seen; then resumes automining and mines it. Automining is resumed even if the check fails (the next
 * spec file's snapshot revert resumes it too).
 */
export async function withTransactionHeldPending(chainId: number, whilePending: () => Promise<void>): Promise<void> {
  const provider = chainProvider(chainId);
  await provider.send("evm_setAutomine", [false]);
  try {
    await whilePending();
  } finally {
    await provider.send("evm_setAutomine", [true]);
    await provider.send("evm_mine", []);
  }
}
