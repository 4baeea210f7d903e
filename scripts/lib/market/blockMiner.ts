/**
 * Fast seeding of many transactions on a local Hardhat node: automine off, each block's transactions sent as one
 * JSON-RPC batch of eth_sendTransaction from the node's unlocked accounts (the node signs; no estimate, the gas limit
 * is given), then the block mined with evm_mine at a chosen timestamp. A block holds as many transactions as its gas
 * limit allows, so a batch may take more than one block; every block gets the batch's timestamp plus one second.
 */

export interface Rpc {
  call<T = unknown>(method: string, params?: unknown[]): Promise<T>;
  batch(calls: Array<{ method: string; params: unknown[] }>): Promise<unknown[]>;
}

/** Plain JSON-RPC over fetch (a batch fails as a whole when any call in it fails). */
export function jsonRpc(url: string): Rpc {
  let id = 0;
  const post = async (body: unknown) => {
    const send = () => fetch(url, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
    // A kept-alive socket the busy node has just closed fails before the request reaches it: one more try. (Had the
    // node taken it, the retry fails on its nonce instead of sending twice: every transaction's nonce is given.)
    const res = await send().catch((error: unknown) => {
      if (error instanceof TypeError) return send();
      throw error;
    });
    if (!res.ok) throw new Error(`${url} answered HTTP ${res.status}`);
    return res.json();
  };
  return {
    async call<T>(method: string, params: unknown[] = []): Promise<T> {
      const body = (await post({ jsonrpc: "2.0", id: ++id, method, params })) as { result?: T; error?: { message: string } };
      if (body.error) throw new Error(`${method}: ${body.error.message}`);
      return body.result as T;
    },
    async batch(calls) {
      if (calls.length === 0) return [];
      const body = (await post(calls.map((c) => ({ jsonrpc: "2.0", id: ++id, ...c })))) as Array<{ result?: unknown; error?: { message: string } }>;
      const failed = body.find((b) => b.error);
      if (failed) throw new Error(`batch of ${calls[0].method}: ${failed.error!.message}`);
      return body.map((b) => b.result);
    },
  };
}

export interface SeedTx {
  from: string;
  to?: string;
  data: string;
  value?: bigint;
  gas: bigint;
}

const hex = (n: bigint | number) => `0x${n.toString(16)}`;

/** The head block's number and timestamp. */
export async function headOf(rpc: Rpc): Promise<{ number: number; timestamp: number }> {
  const block = await rpc.call<{ number: string; timestamp: string }>("eth_getBlockByNumber", ["latest", false]);
  return { number: Number(block.number), timestamp: Number(block.timestamp) };
}

export class BlockMiner {
  private lastTime = 0;
  /** The next nonce of each sender seen (lowercase address). */
  private readonly nonces = new Map<string, number>();

  constructor(private readonly rpc: Rpc) {}

  /** Stops automining (the transactions wait for mine()); resume() turns it back on. */
  async pause(): Promise<void> {
    this.lastTime = (await headOf(this.rpc)).timestamp;
    await this.rpc.call("evm_setAutomine", [false]);
  }

  async resume(): Promise<void> {
    await this.rpc.call("evm_setAutomine", [true]);
  }

  /**
   * Sends `txs` and mines until all are in blocks, the first at `timestamp` (never before the last block), and
   * checks each succeeded. The base fee is held at zero: blocks full of seeding would otherwise raise it 12.5 % a
   * block until the accounts cannot pay.
   */
  async mine(txs: SeedTx[], timestamp?: number): Promise<void> {
    // Each transaction's nonce is given: the node answers a batch's calls concurrently, so the nonces it would pick
    // need not follow the batch's order (and a contract's address follows from its deployer's nonce).
    const senders = [...new Set(txs.map((tx) => tx.from.toLowerCase()))].filter((a) => !this.nonces.has(a));
    const counts = (await this.rpc.batch(senders.map((a) => ({ method: "eth_getTransactionCount", params: [a, "pending"] })))) as string[];
    senders.forEach((a, i) => this.nonces.set(a, Number(counts[i])));
    const nonceOf = (from: string) => {
      const n = this.nonces.get(from.toLowerCase())!;
      this.nonces.set(from.toLowerCase(), n + 1);
      return n;
    };
    const hashes = (await this.rpc.batch(
      txs.map((tx) => ({
        method: "eth_sendTransaction",
        params: [{ from: tx.from, ...(tx.to ? { to: tx.to } : {}), data: tx.data, value: hex(tx.value ?? 0n), gas: hex(tx.gas), nonce: hex(nonceOf(tx.from)) }],
      })),
    )) as string[];
    let time = Math.max(timestamp ?? this.lastTime + 1, this.lastTime + 1);
    let included = 0;
    while (included < hashes.length || hashes.length === 0) {
      await this.rpc.call("hardhat_setNextBlockBaseFeePerGas", ["0x0"]);
      await this.rpc.call("evm_mine", [time]);
      this.lastTime = time;
      time += 1;
      const block = await this.rpc.call<{ transactions: string[] }>("eth_getBlockByNumber", ["latest", false]);
      if (hashes.length === 0) break;
      if (block.transactions.length === 0) throw new Error("a mined block took none of the pending transactions");
      included += block.transactions.length;
    }
    if (hashes.length === 0) return;
    const receipts = (await this.rpc.batch(hashes.map((h) => ({ method: "eth_getTransactionReceipt", params: [h] })))) as Array<{ status: string } | null>;
    const failed = receipts.findIndex((r) => !r || r.status !== "0x1");
    if (failed >= 0) {
      // Replayed as a call for the node's reason (the receipt has none).
      const reason = await this.rpc.call("eth_call", [{ from: txs[failed].from, to: txs[failed].to, data: txs[failed].data, value: hex(txs[failed].value ?? 0n), gas: hex(txs[failed].gas) }, "latest"]).then(
        () => "it passes as a call now",
        (error: unknown) => (error instanceof Error ? error.message : String(error)),
      );
      throw new Error(`seeding transaction ${failed} of ${hashes.length} (from ${txs[failed].from} to ${txs[failed].to}, ${txs[failed].data.slice(0, 10)}) failed (${hashes[failed]}): ${reason}`);
    }
  }
}
