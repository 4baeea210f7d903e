import { isTransactionKind, type TransactionKind } from "@/onchain/transactions";
import { parseStoredSummary, type TransactionSummary } from "@/onchain/transactions";
import { ADDRESS_REGEX, isChainIdKey, isFiniteNumber, isNonNegativeInteger, isRecord, TX_HASH_REGEX } from "@/base/storage/guards";

export const TRANSACTIONS_STATE_VERSION = 1;

/**
 * The stored transaction shape. The transactions feature owns the slice; this is the
 * persisted form it must keep readable.
 */
export interface PersistedTransactionReceipt {
  to: string;
  from: string;
  contractAddress: string | null;
  transactionIndex: number;
  blockHash: string;
  transactionHash: string;
  blockNumber: number;
  status?: number;
}

/**
 * What a transaction does, where its confirmed toast needs to say so ('Swap transaction confirmed').
 * Approvals are known by their `approval` field.
 */
type TransactionCategory = "swap";

/**
 * A transaction that will never be mined under its hash: "replaced" when another transaction of the account used
 * its nonce (`by` that transaction, `status` its outcome), "dropped" when no node knows it any more and no
 * replacement was found (or its chain was restarted from genesis).
 */
export interface PersistedLostTransaction {
  reason: "replaced" | "dropped";
  by?: string;
  status?: 0 | 1;
}

export interface PersistedTransaction {
  hash: string;
  from: string;
  chainId?: number;
  approval?: { tokenAddress: string; spender: string };
  /** A locale key with parameters; a plain string when an older version stored it (shown as is). */
  summary?: TransactionSummary;
  category?: TransactionCategory;
  /** What the transaction does and the nonce it was sent with (recorded by the transaction pipeline). */
  kind?: TransactionKind;
  nonce?: number;
  /** Hash of the destination and calldata: a replacement with the same one is the same action sped up. */
  callFingerprint?: string;
  addedTime: number;
  lastCheckedBlockNumber?: number;
  confirmedTime?: number;
  receipt?: PersistedTransactionReceipt;
  lost?: PersistedLostTransaction;
  /** Sped up by the wallet: the same action is followed under this hash; this record only points there. */
  spedUpTo?: string;
}

type PersistedTransactionsState = { [chainId: number]: { [hash: string]: PersistedTransaction } };

function sanitizeReceipt(raw: unknown): PersistedTransactionReceipt | undefined {
  if (!isRecord(raw)) return undefined;
  const { to, from, contractAddress, transactionIndex, blockHash, transactionHash, blockNumber, status } = raw;
  if (typeof to !== "string" || typeof from !== "string") return undefined;
  if (!(contractAddress === null || typeof contractAddress === "string")) return undefined;
  if (!isNonNegativeInteger(transactionIndex) || !isNonNegativeInteger(blockNumber)) return undefined;
  if (typeof blockHash !== "string" || typeof transactionHash !== "string") return undefined;
  if (!(status === undefined || status === 0 || status === 1)) return undefined;
  const receipt: PersistedTransactionReceipt = { to, from, contractAddress, transactionIndex, blockHash, transactionHash, blockNumber };
  if (status !== undefined) receipt.status = status;
  return receipt;
}

function sanitizeLost(raw: unknown): PersistedLostTransaction | undefined {
  if (!isRecord(raw) || (raw.reason !== "replaced" && raw.reason !== "dropped")) return undefined;
  const lost: PersistedLostTransaction = { reason: raw.reason };
  if (typeof raw.by === "string" && TX_HASH_REGEX.test(raw.by)) lost.by = raw.by;
  if (raw.status === 0 || raw.status === 1) lost.status = raw.status;
  return lost;
}

function sanitizeTransaction(raw: unknown, hash: string, chainId: number): PersistedTransaction | undefined {
  if (!isRecord(raw) || raw.hash !== hash || !TX_HASH_REGEX.test(hash)) return undefined;
  if (typeof raw.from !== "string" || !ADDRESS_REGEX.test(raw.from) || !isFiniteNumber(raw.addedTime)) return undefined;
  const tx: PersistedTransaction = { hash, from: raw.from, addedTime: raw.addedTime, chainId };
  const summary = parseStoredSummary(raw.summary);
  if (summary !== undefined) tx.summary = summary;
  if (raw.category === "swap") tx.category = raw.category;
  if (isTransactionKind(raw.kind)) tx.kind = raw.kind;
  if (isNonNegativeInteger(raw.nonce)) tx.nonce = raw.nonce;
  if (typeof raw.callFingerprint === "string" && TX_HASH_REGEX.test(raw.callFingerprint)) tx.callFingerprint = raw.callFingerprint;
  if (isRecord(raw.approval) && typeof raw.approval.tokenAddress === "string" && typeof raw.approval.spender === "string") {
    tx.approval = { tokenAddress: raw.approval.tokenAddress, spender: raw.approval.spender };
  }
  if (isNonNegativeInteger(raw.lastCheckedBlockNumber)) tx.lastCheckedBlockNumber = raw.lastCheckedBlockNumber;
  const receipt = sanitizeReceipt(raw.receipt);
  // A receipt without a confirmation time (or vice versa) is half-written: treat it as pending again.
  if (receipt && isFiniteNumber(raw.confirmedTime)) {
    tx.receipt = receipt;
    tx.confirmedTime = raw.confirmedTime;
  }
  const lost = sanitizeLost(raw.lost);
  if (lost && !tx.receipt) tx.lost = lost;
  if (typeof raw.spedUpTo === "string" && TX_HASH_REGEX.test(raw.spedUpTo) && !tx.receipt) tx.spedUpTo = raw.spedUpTo;
  return tx;
}

/** Keeps each stored transaction that is well-formed; drops the others. */
export function sanitizeTransactions(raw: unknown, defaults: PersistedTransactionsState): PersistedTransactionsState {
  if (!isRecord(raw)) return defaults;
  const result: PersistedTransactionsState = {};
  for (const [chainKey, byHash] of Object.entries(raw)) {
    if (!isChainIdKey(chainKey) || !isRecord(byHash)) continue;
    const chainId = Number(chainKey);
    const txs: Record<string, PersistedTransaction> = {};
    for (const [hash, rawTx] of Object.entries(byHash)) {
      const tx = sanitizeTransaction(rawTx, hash, chainId);
      if (tx) txs[hash] = tx;
    }
    result[chainId] = txs;
  }
  return result;
}
