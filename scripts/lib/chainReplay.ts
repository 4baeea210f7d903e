/**
 * Copies a local chain's history into a fresh node of the same chain id by sending its signed transactions
 * again, block by block. The copy holds the same contracts at the same addresses, the same balances and the same
 * event logs at the same block numbers; only timestamps and block hashes differ. It is how several e2e workers
 * each get their own deployed chains from one run of the deploy script: Hardhat 2 nodes cannot load a saved
 * state, and replaying is much cheaper than the deploy script (no Hardhat runtime to load, no confirmation
 * round trip per transaction from a script).
 *
 * Valid because a signed transaction carries its chain id and nonce and the copy starts from the same genesis
 * accounts, and because every deadline the deploy script passes is unlimited (a replay runs later).
 */
import { Transaction } from "ethers";

/** One block's raw signed transactions, in block order (empty for a block mined without any). */
export type RecordedBlock = string[];

interface RpcTransaction {
  hash: string;
  type: string;
  chainId?: string;
  nonce: string;
  gas: string;
  gasPrice?: string;
  maxFeePerGas?: string;
  maxPriorityFeePerGas?: string;
  to: string | null;
  value: string;
  input: string;
  accessList?: { address: string; storageKeys: string[] }[];
  r: string;
  s: string;
  v: string;
  yParity?: string;
}

interface RpcResponse<T> {
  id: number;
  result?: T;
  error?: { message: string };
}

async function post<T>(url: string, calls: { method: string; params: unknown[] }[]): Promise<T[]> {
  if (calls.length === 0) return [];
  const body = calls.map((call, id) => ({ jsonrpc: "2.0", id, ...call }));
  const res = await fetch(url, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
  const answers = (await res.json()) as RpcResponse<T>[];
  const byId = new Map(answers.map((a) => [a.id, a]));
  return calls.map((call, id) => {
    const answer = byId.get(id);
    if (!answer || answer.error) throw new Error(`${call.method} at ${url}: ${answer?.error?.message ?? "no answer"}`);
    return answer.result as T;
  });
}

async function call<T>(url: string, method: string, params: unknown[] = []): Promise<T> {
  const [result] = await post<T>(url, [{ method, params }]);
  return result;
}

/** The raw signed bytes of a mined transaction, rebuilt from its fields and checked against its hash. */
function rawTransaction(tx: RpcTransaction): string {
  const rebuilt = Transaction.from({
    type: Number(tx.type),
    chainId: tx.chainId === undefined ? undefined : BigInt(tx.chainId),
    nonce: Number(tx.nonce),
    gasLimit: BigInt(tx.gas),
    gasPrice: Number(tx.type) < 2 && tx.gasPrice !== undefined ? BigInt(tx.gasPrice) : undefined,
    maxFeePerGas: tx.maxFeePerGas === undefined ? undefined : BigInt(tx.maxFeePerGas),
    maxPriorityFeePerGas: tx.maxPriorityFeePerGas === undefined ? undefined : BigInt(tx.maxPriorityFeePerGas),
    to: tx.to,
    value: BigInt(tx.value),
    data: tx.input,
    accessList: Number(tx.type) > 0 ? (tx.accessList ?? []) : undefined,
    signature: { r: tx.r, s: tx.s, v: Number(tx.yParity ?? tx.v) },
  });
  if (rebuilt.hash !== tx.hash) throw new Error(`could not rebuild transaction ${tx.hash} (got ${rebuilt.hash})`);
  return rebuilt.serialized;
}

/** Blocks 1..lastBlock (default: the newest) of the node at `url`, as raw transactions. */
export async function recordBlocks(url: string, lastBlock?: number): Promise<RecordedBlock[]> {
  const last = lastBlock ?? Number(BigInt(await call<string>(url, "eth_blockNumber")));
  const numbers = Array.from({ length: last }, (_, i) => i + 1);
  const blocks = await post<{ transactions: RpcTransaction[] }>(
    url,
    numbers.map((n) => ({ method: "eth_getBlockByNumber", params: [`0x${n.toString(16)}`, true] })),
  );
  return blocks.map((block) => block.transactions.map(rawTransaction));
}

/**
 * Mines `blocks` on the node at `url`, which must be at genesis: one block per recorded block, holding the same
 * transactions in the same order. Every transaction must succeed, as it did where it was recorded.
 */
export async function replayBlocks(url: string, blocks: RecordedBlock[]): Promise<void> {
  const head = Number(BigInt(await call<string>(url, "eth_blockNumber")));
  if (head !== 0) throw new Error(`replay needs a node at genesis; ${url} is at block ${head}`);
  const hashes: string[] = [];
  for (const block of blocks) {
    if (block.length === 1) {
      // Automining puts it in a block of its own, as it was.
      hashes.push(await call<string>(url, "eth_sendRawTransaction", [block[0]]));
      continue;
    }
    await call(url, "evm_setAutomine", [false]);
    for (const raw of block) hashes.push(await call<string>(url, "eth_sendRawTransaction", [raw]));
    await call(url, "evm_mine");
    await call(url, "evm_setAutomine", [true]);
  }
  const receipts = await post<{ status: string; blockNumber: string } | null>(
    url,
    hashes.map((hash) => ({ method: "eth_getTransactionReceipt", params: [hash] })),
  );
  const failed = receipts.findIndex((r) => r?.status !== "0x1");
  if (failed >= 0) throw new Error(`replayed transaction ${hashes[failed]} at ${url} ${receipts[failed] ? "reverted" : "was not mined"}`);
  const newHead = Number(BigInt(await call<string>(url, "eth_blockNumber")));
  if (newHead !== blocks.length) throw new Error(`replay at ${url} ended at block ${newHead}, not ${blocks.length}`);
}
