/**
 * The deadline argument of a router, migrator or V1 exchange call, in unix seconds: "now" plus the allowed
 * seconds, where "now" is the later of the page's clock and the chain's latest block time. The contract compares
 * the deadline with its own block time, so a chain whose clock runs ahead of the page (a computer clock set
 * behind, a node that mined many blocks in a short time) would otherwise reject the transaction as expired.
 * Computed right before sending or signing, so a review screen left open does not send an already-stale deadline.
 */
export function transactionDeadline(nowMs: number, deadlineSeconds: number, latestBlockSeconds?: number): bigint {
  const pageSeconds = Math.floor(nowMs / 1000);
  const now = latestBlockSeconds !== undefined && latestBlockSeconds > pageSeconds ? latestBlockSeconds : pageSeconds;
  return BigInt(now + deadlineSeconds);
}

/** What latestBlockTimestamp needs: an EIP-1193-style request (ethers' BrowserProvider.send fits). */
export interface BlockTimestampSource {
  send(method: string, params: unknown[]): Promise<unknown>;
}

/**
 * The latest block's timestamp in seconds as the wallet's node reports it, or undefined when it cannot say (the
 * deadline then falls back to the page's clock rather than refusing to send).
 */
export async function latestBlockTimestamp(source: BlockTimestampSource): Promise<number | undefined> {
  try {
    const block: unknown = await source.send("eth_getBlockByNumber", ["latest", false]);
    const timestamp = block !== null && typeof block === "object" && "timestamp" in block ? block.timestamp : undefined;
    if (typeof timestamp !== "string" || !/^0x[0-9a-f]+$/i.test(timestamp)) return undefined;
    const seconds = Number(BigInt(timestamp));
    return Number.isSafeInteger(seconds) ? seconds : undefined;
  } catch {
    return undefined;
  }
}
