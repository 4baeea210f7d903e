import { decodeSwap, TOPICS } from "../insight";
import type { RawLog } from "../insight";
import type { SeriesPool } from "./priceSeries";
import type { MarketSwap } from "./types";

/** A pool's Swap, wherever it was read from (the chain's logs or the indexer's swap table). */
export interface TradeEvent {
  /** The pool, lowercase. */
  address: string;
  blockNumber: number;
  logIndex: number;
  transactionHash: string;
  amount0In: bigint;
  amount1In: bigint;
  amount0Out: bigint;
  amount1Out: bigint;
}

/** The Swap logs among `logs`, decoded. */
export function tradeEvents(logs: readonly RawLog[]): TradeEvent[] {
  return logs
    .filter((l) => l.topics[0] === TOPICS.swap)
    .map((l) => {
      const { amount0In, amount1In, amount0Out, amount1Out } = decodeSwap(l);
      return { address: l.address, blockNumber: l.blockNumber, logIndex: l.logIndex, transactionHash: l.transactionHash, amount0In, amount1In, amount0Out, amount1Out };
    });
}

/**
 * The newest `limit` swaps of `token` (lowercase) over the given pools, newest first: whether the trader bought or
 * sold it, how much, and the other token and amount. Only swaps of the pools given (the factory's pairs) count: any
 * contract can emit a Swap event.
 */
export function tokenTrades(trades: readonly TradeEvent[], pools: readonly SeriesPool[], token: string, limit: number): MarketSwap[] {
  const mine = new Map(pools.filter((p) => p.token0 === token || p.token1 === token).map((p) => [p.address, p]));
  const newest = trades
    .filter((s) => mine.has(s.address))
    .sort((a, b) => b.blockNumber - a.blockNumber || b.logIndex - a.logIndex)
    .slice(0, Math.max(0, limit));
  return newest.map((s) => {
    const pool = mine.get(s.address)!;
    const isToken0 = pool.token0 === token;
    const tokenIn = isToken0 ? s.amount0In : s.amount1In;
    const tokenOut = isToken0 ? s.amount0Out : s.amount1Out;
    const otherIn = isToken0 ? s.amount1In : s.amount0In;
    const otherOut = isToken0 ? s.amount1Out : s.amount0Out;
    // A swap may move both ways on one side (flash swaps); the net direction decides.
    const bought = tokenOut > tokenIn;
    return {
      txHash: s.transactionHash,
      blockNumber: s.blockNumber,
      pool: pool.address,
      side: bought ? "buy" : "sell",
      amount: bought ? tokenOut - tokenIn : tokenIn - tokenOut,
      otherToken: isToken0 ? pool.token1 : pool.token0,
      otherAmount: bought ? otherIn - otherOut : otherOut - otherIn,
    };
  });
}

/** tokenTrades over the Swap logs among `logs`. */
export function tokenSwaps(logs: readonly RawLog[], pools: readonly SeriesPool[], token: string, limit: number): MarketSwap[] {
  return tokenTrades(tradeEvents(logs), pools, token, limit);
}
