import { insightContracts } from "../logs/contracts";
import type { ScanContext } from "../logs/logCache";
import type { RpcSender } from "../logs/rpcGetLogs";
import type { ScanOptions } from "../logs/scanLogs";
import { readActivity, type ActivityData } from "./readActivity";

/** The activity page's data for `account` on the context's chain, with that chain's PenSwap contracts. */
export function loadActivity(ctx: ScanContext & { provider: RpcSender }, account: string, options: ScanOptions = {}): Promise<ActivityData> {
  return readActivity(ctx, account, insightContracts(ctx.chainId), options);
}
