import { indexDeployments, type Deployment } from "./deploymentFile";

/**
 * Local profile: deployments/<chainId>.json written by scripts/deploy.ts for the local Hardhat chains.
 * An `eager` glob (not a plain import) so the app still builds and runs read-only before any file exists.
 * A production build never bundles this module: the Vite config swaps it for productionDeploymentFiles.ts.
 */
export function loadDeploymentFiles(): Record<number, Deployment> {
  return indexDeployments(Object.values(import.meta.glob("../../../deployments/*.json", { eager: true, import: "default" })));
}
