import type { ScanSession } from "../../insight/logs/scanSession";

// Block times read this session, per chain and genesis (a restarted chain gets a new genesis hash).
const known = new Map<string, Map<number, number>>();

/** A block's time in seconds, read once per block per session through the scan's sender. */
export function blockTimeReader(ctx: Pick<ScanSession, "chainId" | "genesisHash" | "provider">): (block: number) => Promise<number> {
  const key = `${ctx.chainId}/${ctx.genesisHash}`;
  let times = known.get(key);
  if (!times) known.set(key, (times = new Map()));
  const cache = times;
  return async (block) => {
    const cached = cache.get(block);
    if (cached !== undefined) return cached;
    const answer = (await ctx.provider.send("eth_getBlockByNumber", [`0x${block.toString(16)}`, false])) as { timestamp?: unknown } | null;
    const time = typeof answer?.timestamp === "string" ? Number(answer.timestamp) : NaN;
    if (!Number.isFinite(time)) throw new Error(`The node did not return block ${block}`);
    cache.set(block, time);
    return time;
  };
}
