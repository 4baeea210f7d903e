import type { Deployment } from "./deploymentFile";
// The Vite config resolves this import to ./productionDeploymentFiles in a production build, so the local
// records (addresses anyone holding Hardhat's test keys can occupy) never reach a public site.
import { loadDeploymentFiles } from "./localDeploymentFiles";

export const DEPLOYMENTS: Record<number, Deployment> = loadDeploymentFiles();

export function getDeployment(chainId: number | undefined): Deployment | undefined {
  return chainId === undefined ? undefined : DEPLOYMENTS[chainId];
}
