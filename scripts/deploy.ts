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
import { deployIfNeeded } from "./lib/deployIfNeeded";
import { recordPath } from "./lib/deploymentRecord";

const say = (s: string) => console.log(`deploy: ${s}`);

function endpoint(): string {
  const config = hre.network.config as { url?: string };
  return config.url ?? `the in-process ${hre.network.name} network`;
}

/** First line of an error, preferring ethers' short message over its long dump. */
function oneLine(err: unknown): string {
  const e = err as { shortMessage?: string; message?: string };
  return String(e?.shortMessage ?? e?.message ?? err).split("\n")[0];
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
  const { wrapped } = chainConfig(chainId);
  const file = path.relative(process.cwd(), recordPath(chainId));
  const outcome = await deployIfNeeded({
    chainId,
    signers: await hre.ethers.getSigners(),
    endpoint: endpoint(),
    write: process.env.DEPLOY_WRITE === "1",
    log: (step) => say(`chain ${chainId}: ${step}`),
  });
  if (outcome.action === "unchanged") {
    say(`chain ${chainId} at ${endpoint()} is already deployed and seeded (${file}); nothing changed`);
    return;
  }
  const { record, seconds, wrote } = outcome;
  const summary = `${record.tokens.length} tokens, ${record.pairs.length} pools, ${record.v1Exchanges.length} V1 exchanges`;
  say(`chain ${chainId} (${wrapped.symbol}) deployed and seeded in ${seconds.toFixed(1)} s: ${summary}; ${wrote ? "wrote" : "matches"} ${file}`);
}

main().catch((err: unknown) => {
  console.error(`deploy: ${oneLine(err)}`);
  process.exitCode = 1;
});
