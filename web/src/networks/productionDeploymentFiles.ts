import records from "virtual:penswap-production-records";
import type { Deployment } from "./deploymentFile";
import { recordToDeployment } from "./productionRecord";

/**
 * Production profile: only the checked-in records deployments/production/<chainId>.json, which the Vite
 * config has read and validated (networks/build/productionGuard.ts: chain id, addresses, no local
 * deterministic address) and hands over as a virtual module.
 */
export function loadDeploymentFiles(): Record<number, Deployment> {
  return Object.fromEntries(records.map((record) => [record.chainId, recordToDeployment(record)]));
}
