import type { Provider, TransactionReceipt } from "ethers";

const POLL_MS = 1000;

/**
 * Resolves once the transaction has a receipt. Asks for the receipt itself instead of ethers' waitForTransaction,
 * which also counts confirmations against a cached block number: on a chain that mines only when a transaction
 * arrives (a local node), a stale cached number keeps it waiting for a block that the next step's own transaction
 * would have to mine.
 */
export async function waitForReceipt(provider: Pick<Provider, "getTransactionReceipt">, hash: string): Promise<TransactionReceipt> {
  for (;;) {
    const receipt = await provider.getTransactionReceipt(hash);
    if (receipt) return receipt;
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}
