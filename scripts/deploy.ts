/**
 * Deploys and seeds PenSwap on one local chain; idempotent.
 *   HARDHAT_CHAIN_ID=<id> HARDHAT_RPC_URL=http://127.0.0.1:<port> npx hardhat run scripts/deploy.ts --network localhost
 * - Already deployed and seeded (per deployments/<id>.json): changes nothing, says so, exit 0.
 * - Fresh node: deploys everything; addresses are deterministic, so they must equal the committed
 *   deployments/<id>.json (DEPLOY_WRITE=1 rewrites it instead; with no file yet it is written).
 * - Anything else (unreachable node, wrong chain, a used but different chain): one line `deploy: …`, exit 1.
 */
import hre from "hardhat";
import path from "path";
import { chainConfig } from "./lib/chainConfig";
import { deployAndSeed } from "./lib/deployAll";
import { checkDeployed } from "./lib/deployCheck";
import { firstDifference, readRecord, recordPath, writeRecord } from "./lib/deploymentRecord";

const say = (s: string) => console.log(`deploy: ${s}`);

function endpoint(): string {
  const config = hre.network.config as { url?: string };
  return config.url ?? `the in-process ${hre.network.name} network`;
}

async function connectedChainId(): Promise<number> {
  try {
    return Number(BigInt(await hre.network.provider.send("eth_chainId", [])));
  } catch (err) {
    // Hardhat checks the configured chain id on its first request (HH101); that is a wrong chain, not a dead node.
    if (/HH101/.test(oneLine(err))) {
      throw new Error(`wrong chain at ${endpoint()}: ${oneLine(err).replace(/^HH101: /, "")} (set HARDHAT_CHAIN_ID to match)`, { cause: err });
    }
    throw new Error(`cannot reach ${endpoint()} (is the node running?): ${oneLine(err)}`, { cause: err });
  }
}

async function main(): Promise<void> {
  const expected = hre.network.config.chainId;
  const chainId = await connectedChainId();
  if (expected !== undefined && chainId !== expected) {
    throw new Error(`${endpoint()} serves chain ${chainId}, but HARDHAT_CHAIN_ID asks for ${expected}`);
  }
  const config = chainConfig(chainId);
  const file = path.relative(process.cwd(), recordPath(chainId));
  const committed = readRecord(chainId);
  const signers = await hre.ethers.getSigners();
  const devAccounts = await Promise.all(signers.slice(0, 5).map((s) => s.getAddress()));

  if (committed) {
    const status = await checkDeployed(hre.ethers.provider, committed, devAccounts);
    if (status.deployed) {
      say(`chain ${chainId} at ${endpoint()} is already deployed and seeded (${file}); nothing changed`);
      return;
    }
    if (!status.empty) throw new Error(`chain ${chainId} at ${endpoint()} holds a partial or different deployment (${status.reason}); restart the node to start fresh`);
  }
  const nonce = await hre.ethers.provider.getTransactionCount(devAccounts[0]);
  if (nonce !== 0) {
    throw new Error(`chain ${chainId} at ${endpoint()} is not fresh (the deployer has sent ${nonce} transactions) and does not hold the deployment of ${file}; restart the node`);
  }

  const started = Date.now();
  const record = await deployAndSeed(chainId, signers, (step) => say(`chain ${chainId}: ${step}`));
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const summary = `${record.tokens.length} tokens, ${record.pairs.length} pools, ${record.v1Exchanges.length} V1 exchanges`;

  if (committed && process.env.DEPLOY_WRITE !== "1") {
    const diff = firstDifference(committed, record);
    if (diff) throw new Error(`chain ${chainId} deployed, but the result differs from ${file} at ${diff}; regenerate with DEPLOY_WRITE=1`);
    say(`chain ${chainId} (${config.wrapped.symbol}) deployed and seeded in ${seconds} s: ${summary}; matches ${file}`);
    return;
  }
  writeRecord(record);
  say(`chain ${chainId} (${config.wrapped.symbol}) deployed and seeded in ${seconds} s: ${summary}; wrote ${file}`);
}

/** First line of an error, preferring ethers' short message over its long dump. */
function oneLine(err: unknown): string {
  const e = err as { shortMessage?: string; message?: string };
  return String(e?.shortMessage ?? e?.message ?? err).split("\n")[0];
}

main().catch((err: unknown) => {
  console.error(`deploy: ${oneLine(err)}`);
  process.exitCode = 1;
});
