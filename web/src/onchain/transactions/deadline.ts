/**
 * The deadline argument of a router, migrator or V1 exchange call, in unix seconds: "now" plus the allowed
 * seconds, where "now" is the later of the page's clock and the time the chain will give its next block. The
 * contract compares the deadline with its own block time, so a chain whose clock runs ahead of the page (a
 * computer clock set behind, a node that mined many blocks in a short time) would otherwise reject the
 * transaction as expired.
 * Computed right before sending or signing, so a review screen left open does not send an already-stale deadline.
 */
export function transactionDeadline(nowMs: number, deadlineSeconds: number, chainSeconds?: number): bigint {
  const pageSeconds = Math.floor(nowMs / 1000);
  const now = chainSeconds !== undefined && chainSeconds > pageSeconds ? chainSeconds : pageSeconds;
  return BigInt(now + deadlineSeconds);
}

/** What nextBlockTimestamp needs: an EIP-1193-style request (ethers' BrowserProvider.send fits). */
interface BlockTimestampSource {
  send(method: string, params: unknown[]): Promise<unknown>;
}

/**
 * The time in seconds the chain will stamp on its next block, as the wallet's node reports it: the pending
 * block's timestamp, else the latest block's. The latest block alone can lag: a node whose clock was moved ahead
 * (or that mined many blocks in a short time) keeps an old latest block until it mines again, yet checks the
 * deadline against the new time. Undefined when the node cannot say: the deadline then falls back to the page's
 * clock rather than refusing to send.
 */
export async function nextBlockTimestamp(source: BlockTimestampSource): Promise<number | undefined> {
  return (await blockTimestamp(source, "pending")) ?? blockTimestamp(source, "latest");
}

async function blockTimestamp(source: BlockTimestampSource, tag: "pending" | "latest"): Promise<number | undefined> {
  try {
    const block: unknown = await source.send("eth_getBlockByNumber", [tag, false]);
    const timestamp = block !== null && typeof block === "object" && "timestamp" in block ? block.timestamp : undefined;
    if (typeof timestamp !== "string" || !/^0x[0-9a-f]+$/i.test(timestamp)) return undefined;
    const seconds = Number(BigInt(timestamp));
    return Number.isSafeInteger(seconds) ? seconds : undefined;
  } catch {
    return undefined;
  }
}
