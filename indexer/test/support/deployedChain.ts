import fs from "fs";
import os from "os";
import path from "path";
import { deployLocalChains, startLocalChains } from "../../../scripts/lib/localChains";
import { startLocalIndexer, type LocalIndexer } from "../../../scripts/lib/localIndexer";

/** A fresh local chain with the repo's contracts deployed, and an indexer of a test's own on it (see startIndexer). */
export interface DeployedChain {
  /** Starts `ponder start` on this chain with a fresh PGlite database in a temporary directory. */
  startIndexer(opts: { port: number; startTimeoutMs: number; env?: NodeJS.ProcessEnv }): Promise<LocalIndexer>;
  /** Stops the indexer (when started) and the chain, and deletes the indexer's database. */
  stop(): Promise<void>;
}

/**
 * Starts chain `chainId` on `chainPort` from genesis (never a node already running there) and deploys the repo's
 * contracts on it (scripts/deploy.ts). `databasePrefix` names the indexer's temporary directory.
 */
export async function startDeployedChain(chainId: number, chainPort: number, databasePrefix: string): Promise<DeployedChain> {
  const chainPorts = { [chainId]: chainPort };
  const chains = await startLocalChains(chainPorts, { reuseRunning: false });
  let indexer: LocalIndexer | undefined;
  let dir: string | undefined;
  try {
    await deployLocalChains(chainPorts, () => undefined);
  } catch (error) {
    await chains.stop();
    throw error;
  }
  return {
    async startIndexer({ port, startTimeoutMs, env }) {
      dir = fs.mkdtempSync(path.join(os.tmpdir(), databasePrefix));
      indexer = await startLocalIndexer({ chainPorts, port, databaseDir: dir, startTimeoutMs, env });
      return indexer;
    },
    async stop() {
      await indexer?.stop();
      await chains.stop();
      if (dir) fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
