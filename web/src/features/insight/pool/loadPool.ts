import { insightContracts } from "../logs/contracts";
import type { ScanContext } from "../logs/logCache";
import type { RpcSender } from "../logs/rpcGetLogs";
import { readPool, type PoolData } from "./readPool";

export type { PoolData } from "./readPool";

/** The pool page's data for `pair` on the context's chain, with that chain's PenSwap contracts. */
export function loadPool(ctx: ScanContext & { provider: RpcSender }, pair: string): Promise<PoolData> {
  return readPool(ctx, pair, insightContracts(ctx.chainId));
}
