import { indexDeployments, type Deployment } from "./deploymentFile";

// Baked in at build time. `eager` glob (not a plain import) so the app still builds and runs read-only
// before scripts/deploy.ts has written any deployments/<id>.json: a missing file just means "no addresses".
const files = import.meta.glob("../../../deployments/*.json", { eager: true, import: "default" });

export const DEPLOYMENTS: Record<number, Deployment> = indexDeployments(Object.values(files));

export function getDeployment(chainId: number | undefined): Deployment | undefined {
  return chainId === undefined ? undefined : DEPLOYMENTS[chainId];
}
