/**
 * The deploy script's decision, separate from Hardhat's runtime so tests can drive it on any chain:
 * already deployed → nothing; fresh chain → deploy and seed, then compare with (or write) the committed record;
 * anything else → an error whose message is the one line the script prints.
 */
import { Signer } from "ethers";
import path from "path";
import { chainConfig, DEV_ACCOUNT_COUNT } from "./chainConfig";
import { deployAndSeed } from "./deployAll";
import { checkDeployed } from "./deployCheck";
import { DEPLOYMENTS_DIR, DeploymentRecord, firstDifference, readRecord, recordPath, writeRecord } from "./deploymentRecord";

export interface DeployOptions {
  chainId: number;
  signers: Signer[];
  /** Where the chain is, for messages ("http://127.0.0.1:8545"). */
  endpoint: string;
  /** Rewrite deployments/<chainId>.json even when it exists and differs (DEPLOY_WRITE=1). */
  write?: boolean;
  deploymentsDir?: string;
  log?: (s: string) => void;
}

export type DeployOutcome =
  | { action: "unchanged"; record: DeploymentRecord }
  | { action: "deployed"; record: DeploymentRecord; wrote: boolean; seconds: number };

export async function deployIfNeeded(opts: DeployOptions): Promise<DeployOutcome> {
  const { chainId, signers, endpoint } = opts;
  const dir = opts.deploymentsDir ?? DEPLOYMENTS_DIR;
  chainConfig(chainId); // an unsupported chain fails here, before any transaction
  const provider = signers[0]?.provider;
  if (!provider) throw new Error(`no unlocked accounts at ${endpoint}`);
  const file = path.relative(process.cwd(), recordPath(chainId, dir));
  const committed = readRecord(chainId, dir);
  const devAccounts = await Promise.all(signers.slice(0, DEV_ACCOUNT_COUNT).map((s) => s.getAddress()));

  if (committed) {
    const status = await checkDeployed(provider, committed, devAccounts);
    if (status.deployed) return { action: "unchanged", record: committed };
    if (!status.empty) throw new Error(`chain ${chainId} at ${endpoint} holds a partial or different deployment (${status.reason}); restart the node to start fresh`);
  }
  const nonce = await provider.getTransactionCount(devAccounts[0]);
  if (nonce !== 0) {
    throw new Error(`chain ${chainId} at ${endpoint} is not fresh (the deployer has sent ${nonce} transactions) and does not hold the deployment of ${file}; restart the node`);
  }

  const started = Date.now();
  const record = await deployAndSeed(chainId, signers, opts.log);
  const seconds = (Date.now() - started) / 1000;
  if (committed && !opts.write) {
    const diff = firstDifference(committed, record);
    if (diff) throw new Error(`chain ${chainId} deployed, but the result differs from ${file} at ${diff}; regenerate with DEPLOY_WRITE=1`);
    return { action: "deployed", record, wrote: false, seconds };
  }
  writeRecord(record, dir);
  return { action: "deployed", record, wrote: true, seconds };
}
