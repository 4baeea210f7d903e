import { getChainInfo, getDeployment } from "@/chains";
import { decodePairCreated, type PairInfo } from "../logs/events";
import { activityQueries, pairCreatedQuery } from "../logs/queries";
import { syncLogs } from "../logs/logCache";
import type { ScanOptions } from "../logs/scanLogs";
import type { ScanContext } from "../logs/logCache";
import type { ActivityItem } from "./groupActivity";
import { syncActivity } from "./activityCache";

/** Every pair the factory created (PairCreated logs, cached like the rest), plus the deployment record's pairs. */
export async function loadPairs(ctx: ScanContext, options: ScanOptions = {}): Promise<Map<string, PairInfo>> {
  const pairs = new Map<string, PairInfo>();
  for (const p of getDeployment(ctx.chainId)?.pairs ?? []) {
    pairs.set(p.address.toLowerCase(), { pair: p.address.toLowerCase(), token0: p.token0.toLowerCase(), token1: p.token1.toLowerCase() });
  }
  const factory = getChainInfo(ctx.chainId)?.contracts.factory;
  if (factory) {
    const { logs } = await syncLogs(ctx, pairCreatedQuery(factory), options);
    for (const log of logs) {
      const info = decodePairCreated(log);
      pairs.set(info.pair, info);
    }
  }
  return pairs;
}

export async function loadActivity(ctx: ScanContext, account: string, options: ScanOptions = {}): Promise<{ items: ActivityItem[]; pairs: Map<string, PairInfo> }> {
  const chain = getChainInfo(ctx.chainId);
  const pairs = loadPairs(ctx, options);
  const spenders = new Set([chain?.contracts.router, chain?.contracts.migrator].filter((a) => a !== undefined).map((a) => a.toLowerCase()));
  const items = await syncActivity(ctx, activityQueries(account), { account, spenders, migrator: chain?.contracts.migrator }, pairs, options);
  return { items, pairs: await pairs };
}
