import { decodePairCreated, type PairInfo } from "./events";
import { syncLogs, type ScanContext } from "./logCache";
import { pairCreatedQuery } from "./queries";
import type { ScanOptions } from "./scanLogs";

/** The PenSwap contracts a chain's insight pages read, as the chain table and deployment record give them. */
export interface InsightContracts {
  factory?: string;
  router?: string;
  migrator?: string;
  /** Pairs the deployment record lists (known before any scan). */
  pairs?: ReadonlyArray<{ address: string; token0: string; token1: string }>;
}

/** Every pair the factory created (PairCreated logs, cached like the rest), plus the deployment record's pairs. */
export async function readPairs(ctx: ScanContext, contracts: InsightContracts, options: ScanOptions = {}): Promise<Map<string, PairInfo>> {
  const pairs = new Map<string, PairInfo>();
  for (const p of contracts.pairs ?? []) {
    pairs.set(p.address.toLowerCase(), { pair: p.address.toLowerCase(), token0: p.token0.toLowerCase(), token1: p.token1.toLowerCase() });
  }
  if (contracts.factory) {
    // Ahead of the other scans' chunks: grouping rows and naming the pool's tokens wait for the pairs.
    const { logs } = await syncLogs({ ...ctx, getLogs: ctx.urgentGetLogs ?? ctx.getLogs }, pairCreatedQuery(contracts.factory), options);
    for (const log of logs) {
      const info = decodePairCreated(log);
      pairs.set(info.pair, info);
    }
  }
  return pairs;
}
