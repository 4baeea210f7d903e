import { decodeSwap, TOPICS } from "../insight";
import type { RawLog } from "../insight";
import type { SeriesPool } from "./priceSeries";
import type { MarketSwap } from "./types";

/**
 * The newest `limit` swaps of `token` (lowercase) over the given pools, newest first: whether the trader bought or
 * sold it, how much, and the other token and amount. Only logs of the pools given (the factory's pairs) count: any
 * contract can emit a Swap event.
 */
export function tokenSwaps(logs: readonly RawLog[], pools: readonly SeriesPool[], token: string, limit: number): MarketSwap[] {
  const mine = new Map(pools.filter((p) => p.token0 === token || p.token1 === token).map((p) => [p.address, p]));
  const swaps = logs
    .filter((l) => l.topics[0] === TOPICS.swap && mine.has(l.address))
    .sort((a, b) => b.blockNumber - a.blockNumber || b.logIndex - a.logIndex)
    .slice(0, Math.max(0, limit));
  return swaps.map((log) => {
    const pool = mine.get(log.address)!;
    const s = decodeSwap(log);
    const isToken0 = pool.token0 === token;
    const tokenIn = isToken0 ? s.amount0In : s.amount1In;
    const tokenOut = isToken0 ? s.amount0Out : s.amount1Out;
    const otherIn = isToken0 ? s.amount1In : s.amount0In;
    const otherOut = isToken0 ? s.amount1Out : s.amount0Out;
    // A swap may move both ways on one side (flash swaps); the net direction decides.
    const bought = tokenOut > tokenIn;
    return {
      txHash: log.transactionHash,
      blockNumber: log.blockNumber,
      pool: pool.address,
      side: bought ? "buy" : "sell",
      amount: bought ? tokenOut - tokenIn : tokenIn - tokenOut,
      otherToken: isToken0 ? pool.token1 : pool.token0,
      otherAmount: bought ? otherIn - otherOut : otherOut - otherIn,
    };
  });
}
