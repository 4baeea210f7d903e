import { getChainInfo, getDeployment } from "@/networks";
import type { InsightContracts } from "./pairs";

/** What the insight pages read on `chainId`: its factory, router, migrator and recorded pairs. */
export function insightContracts(chainId: number): InsightContracts {
  const chain = getChainInfo(chainId);
  return { factory: chain?.contracts.factory, router: chain?.contracts.router, migrator: chain?.contracts.migrator, pairs: getDeployment(chainId)?.pairs };
}
