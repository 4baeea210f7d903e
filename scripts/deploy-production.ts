/**
 * Deploys PenSwap's core contracts to a public network and writes deployments/production/<chainId>.json.
 *
 *   DEPLOYER_PRIVATE_KEY=0x… npm run deploy:production -- --network <pentagon|pentagonTestnet|chainverse> [--yes]
 *
 * The key comes only from the environment. The script prints the deployer, its balance, the chain id and the
 * estimated cost, and asks before sending anything (--yes skips the question, for CI). Interrupted, it
 * resumes from <chainId>.json.partial without redeploying what has code. Options: --confirmations N (default
 * 2), --records-dir DIR (default deployments/production; PENSWAP_PRODUCTION_RECORDS_DIR too).
 * <NETWORK>_RPC_URL (PENTAGON_RPC_URL, PENTAGON_TESTNET_RPC_URL, CHAINVERSE_RPC_URL) points at another node.
 */
import path from "path";
import readline from "readline";
import { formatEther, Wallet } from "ethers";
import { localSecrets } from "../web/src/networks/build/localSecrets";

const NETWORKS: Record<string, { chainId: number; wrapped: { name: string; symbol: string } }> = {
  pentagonTestnet: { chainId: 555555, wrapped: { name: "Wrapped PEN", symbol: "WPEN" } },
  pentagon: { chainId: 3344, wrapped: { name: "Wrapped PC", symbol: "WPC" } },
  chainverse: { chainId: 5555, wrapped: { name: "Wrapped OAS", symbol: "WOAS" } },
};

const say = (line: string) => console.log(`deploy:production: ${line}`);

function parseArgs(argv: string[]): { network: string; yes: boolean; confirmations: number; recordsDir: string } {
  const value = (flag: string) => {
    const i = argv.indexOf(flag);
    return i >= 0 ? argv[i + 1] : undefined;
  };
  const network = value("--network") ?? "";
  if (!NETWORKS[network]) throw new Error(`--network must be one of ${Object.keys(NETWORKS).join(", ")} (got ${JSON.stringify(network)})`);
  const confirmations = Number(value("--confirmations") ?? 2);
  if (!Number.isInteger(confirmations) || confirmations < 1) throw new Error("--confirmations must be a positive integer");
  const root = path.resolve(__dirname, "..");
  const recordsDir = path.resolve(value("--records-dir") ?? process.env.PENSWAP_PRODUCTION_RECORDS_DIR ?? path.join(root, "deployments", "production"));
  return { network, yes: argv.includes("--yes"), confirmations, recordsDir };
}

async function ask(question: string): Promise<boolean> {
  if (!process.stdin.isTTY) return false;
  const rl = readline.createInterface({ input: process.stdin, output: process.stdout });
  const answer = await new Promise<string>((resolve) => rl.question(question, resolve));
  rl.close();
  return /^y(es)?$/i.test(answer.trim());
}

async function main(): Promise<void> {
  const args = parseArgs(process.argv.slice(2));
  const key = process.env.DEPLOYER_PRIVATE_KEY;
  if (!key) throw new Error("DEPLOYER_PRIVATE_KEY is not set: the deployer key comes from the environment only");
  let deployerAddress: string;
  try {
    deployerAddress = new Wallet(key).address;
  } catch (error) {
    throw new Error("DEPLOYER_PRIVATE_KEY is not a valid private key", { cause: error });
  }
  // Hardhat's default keys are public: whatever they deploy anyone can front-run or own.
  const secrets = localSecrets(path.resolve(__dirname, "..", "deployments"));
  if (secrets.privateKeys.includes(key.replace(/^0x/, "").toLowerCase())) {
    throw new Error("DEPLOYER_PRIVATE_KEY is one of Hardhat's public test keys; use a key of your own");
  }

  // Hardhat reads the network from the environment when it is first imported.
  process.env.HARDHAT_NETWORK = args.network;
  const hre = (await import("hardhat")).default;
  const lib = await import("./lib/productionDeploy");
  const { chainId: expected, wrapped } = NETWORKS[args.network];
  const provider = hre.ethers.provider;
  const chainId = Number((await provider.getNetwork()).chainId);
  if (chainId !== expected) throw new Error(`${args.network} should be chain ${expected}, but its RPC serves chain ${chainId}`);
  const deployer = new Wallet(key, provider);

  const options = { chainId, deployer, provider, recordsDir: args.recordsDir, wrapped, confirmations: args.confirmations, log: say };
  const progress = lib.readProgress(args.recordsDir, chainId);
  const missing = await lib.missingContracts(options, progress);
  const balance = await provider.getBalance(deployerAddress);
  say(`network ${args.network}, chain id ${chainId}`);
  say(`deployer ${deployerAddress}, balance ${formatEther(balance)}`);
  if (missing.length === 0) {
    say("every contract is already deployed; checking and writing the record");
  } else {
    const cost = await lib.estimateCost(options, progress, missing);
    say(`to deploy: ${missing.join(", ")}; estimated cost ${formatEther(cost)}`);
    if (cost > balance) throw new Error(`the deployer's balance ${formatEther(balance)} does not cover the estimated cost ${formatEther(cost)}`);
    if (!args.yes && !(await ask("Deploy? [y/N] "))) throw new Error("not confirmed (answer y, or pass --yes)");
  }
  const record = await lib.deployProduction(options, progress);
  say(`wrote ${path.relative(process.cwd(), lib.recordFile(args.recordsDir, chainId))}: ${JSON.stringify(record.contracts)}`);
}

main().catch((error: Error) => {
  console.error(`deploy:production: ${error.message.split("\n")[0]}`);
  process.exitCode = 1;
});
