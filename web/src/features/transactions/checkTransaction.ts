import type { SerializableTransactionReceipt } from "./types";

/** The receipt fields ethers v6 gives (TransactionReceipt). */
export interface ReceiptLike {
  blockHash: string;
  blockNumber: number;
  contractAddress: string | null;
  from: string;
  status: number | null;
  to: string | null;
  hash: string;
  index: number;
}

/** What the checker needs from a provider; an ethers v6 JsonRpcProvider fits. */
export interface TransactionLookup {
  getTransactionReceipt(hash: string): Promise<ReceiptLike | null>;
  getTransaction(hash: string): Promise<unknown | null>;
}

export type CheckOutcome =
  | { kind: "mined"; receipt: SerializableTransactionReceipt }
  | { kind: "pending" }
  /** The node does not know the hash at all: not yet propagated, or dropped/replaced. */
  | { kind: "missing" };

function toSerializableReceipt(r: ReceiptLike): SerializableTransactionReceipt {
  const receipt: SerializableTransactionReceipt = {
    blockHash: r.blockHash,
    blockNumber: r.blockNumber,
    contractAddress: r.contractAddress ?? null,
    from: r.from,
    to: r.to ?? "",
    transactionHash: r.hash,
    transactionIndex: r.index,
  };
  if (r.status === 0 || r.status === 1) receipt.status = r.status;
  return receipt;
}

/** One check: a receipt means mined; otherwise ask whether the node still knows the transaction. */
export async function checkTransaction(provider: TransactionLookup, hash: string): Promise<CheckOutcome> {
  const receipt = await provider.getTransactionReceipt(hash);
  if (receipt) return { kind: "mined", receipt: toSerializableReceipt(receipt) };
  const tx = await provider.getTransaction(hash);
  return tx ? { kind: "pending" } : { kind: "missing" };
}
