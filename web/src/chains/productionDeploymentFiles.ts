import type { Deployment } from "./deploymentFile";
import { INIT_CODE_HASH } from "./initCodeHash";
import { parseProductionRecord, recordToDeployment } from "./productionRecord";

/**
 * Production profile: only the checked-in records deployments/production/<chainId>.json. The build has
 * already refused bad records and local deterministic addresses (chains/build/productionGuard.ts); the
 * bundle does not carry that list, so the check here is the shape one.
 */
export function loadDeploymentFiles(): Record<number, Deployment> {
  const records = import.meta.glob("../../../deployments/production/*.json", { eager: true, import: "default" });
  const byChain: Record<number, Deployment> = {};
  for (const [file, raw] of Object.entries(records)) {
    const fileChainId = Number(/(\d+)\.json$/.exec(file)?.[1]);
    byChain[fileChainId] = recordToDeployment(parseProductionRecord(raw, fileChainId, new Set(), INIT_CODE_HASH));
  }
  return byChain;
}
