/**
 * A public deployment rehearsed on a local node, shared by the specs of the production build: the core
 * deployed by `scripts/deploy-production.ts` from a fresh random deployer (never one of Hardhat's accounts, whose
 * addresses the production guard refuses), one seeded pool, and the production build against that record.
 */
import { spawnSync } from "child_process";
import fs from "fs";
import os from "os";
import path from "path";
import { Contract, NonceManager, parseEther, Wallet } from "ethers";
import { TestERC20__factory } from "../../../typechain-types";
import { startLocalChains } from "../../../scripts/lib/localChains";
import { providerAt } from "../support/chain";
import { DEV_KEYS, ROOT } from "../support/env";
import { readHeadersFile, serveSite, type Served } from "./headerServer";

export interface ProductionRecordFile {
  contracts: Record<string, string>;
  transactions: Record<string, string>;
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv): string {
  const res = spawnSync(command, args, { cwd: ROOT, env, encoding: "utf8" });
  const output = `${res.stdout}\n${res.stderr}`;
  if (res.status !== 0) throw new Error(`${path.basename(args[0] ?? command)} failed (exit ${res.status}):\n${output}`);
  return output;
}

/**
 * Funds a random deployer from Hardhat account #0 and runs the production deploy (Pentagon Chain's network
 * entry pointed at `rpc`) into `recordsDir`. Returns the deployer, the script's output and the record it wrote.
 */
export async function deployProductionCore(rpc: string, chainId: number, recordsDir: string): Promise<{ deployer: string; output: string; record: ProductionRecordFile }> {
  const provider = providerAt(rpc, chainId);
  const deployer = Wallet.createRandom();
  const funder = new Wallet(DEV_KEYS[0], provider);
  await (await funder.sendTransaction({ to: deployer.address, value: parseEther("5") })).wait();
  const env: NodeJS.ProcessEnv = { ...process.env, DEPLOYER_PRIVATE_KEY: deployer.privateKey, PENTAGON_RPC_URL: rpc };
  // The way `npm run deploy:production` runs it (tsx: the script imports the app's ES modules).
  const tsx = path.join(ROOT, "node_modules", "tsx", "dist", "cli.mjs");
  const output = run(process.execPath, [tsx, "scripts/deploy-production.ts", "--network", "pentagon", "--yes", "--confirmations", "1", "--records-dir", recordsDir], env);
  const record = JSON.parse(fs.readFileSync(path.join(recordsDir, `${chainId}.json`), "utf8")) as ProductionRecordFile;
  return { deployer: deployer.address, output, record };
}

/** Hardhat account #1 deploys GEM and seeds GEM against the native coin (10,000 : 100) through the deployed router; returns GEM's address. */
export async function seedGemPool(rpc: string, chainId: number, router: string): Promise<string> {
  const seeder = new NonceManager(new Wallet(DEV_KEYS[1], providerAt(rpc, chainId)));
  const seederAddress = await seeder.getAddress();
  const token = await new TestERC20__factory(seeder).deploy("Pentagon Gem", "GEM", 18, parseEther("1000000"));
  await token.waitForDeployment();
  const gem = await token.getAddress();
  await (await token.approve(router, parseEther("10000"))).wait();
  const routerContract = new Contract(
    router,
    ["function addLiquidityPEN(address,uint256,uint256,uint256,address,uint256) payable returns (uint256,uint256,uint256)"],
    seeder,
  );
  const deadline = Math.floor(Date.now() / 1000) + 3600;
  await (await routerContract.addLiquidityPEN(gem, parseEther("10000"), 0, 0, seederAddress, deadline, { value: parseEther("100") })).wait();
  return gem;
}

/**
 * `vite build` as `npm run build` makes it (no profile variable: production), with the records of `recordsDir`
 * and only the VITE_ variables given (none of the e2e run's own).
 */
export function buildProductionSite(outDir: string, recordsDir: string, vars: Record<string, string>): void {
  const env: NodeJS.ProcessEnv = { ...process.env, VITE_CONFIG_NATIVE_IGNORE_WARNING: "true" };
  for (const key of Object.keys(env)) if (key.startsWith("VITE_") && key !== "VITE_CONFIG_NATIVE_IGNORE_WARNING") delete env[key];
  delete env.PENSWAP_PROFILE;
  Object.assign(env, { PENSWAP_PRODUCTION_RECORDS_DIR: recordsDir }, vars);
  const vite = path.join(ROOT, "node_modules", "vite", "bin", "vite.js");
  run(process.execPath, [vite, "build", "web", "--outDir", outDir, "--emptyOutDir", "--logLevel", "error"], env);
}

/** A rehearsed first public deployment: what the specs read from it, and how to take it down. */
export interface PublicDeployment {
  /** The production deploy script's run: its deployer, its output and the record it wrote. */
  deployed: Awaited<ReturnType<typeof deployProductionCore>>;
  /** GEM, seeded against the native coin. */
  gem: string;
  site: Served;
  stop(): Promise<void>;
}

/**
 * The first public deployment, rehearsed on local nodes: `chainId`'s node on `port` (and `otherNodes`, chain id to
 * port, that the site never learns of), the core deployed by the production script, one GEM pool seeded, and the
 * production site built with that record alone, its RPC pointed at the node, served statically.
 */
export async function startPublicDeployment(options: { chainId: number; port: number; otherNodes?: Record<number, number>; outDir: string }): Promise<PublicDeployment> {
  const { chainId, port, otherNodes = {}, outDir } = options;
  const rpc = `http://127.0.0.1:${port}`;
  const node = await startLocalChains({ ...otherNodes, [chainId]: port });
  const recordsDir = fs.mkdtempSync(path.join(os.tmpdir(), "penswap-public-deployment-"));
  let site: Served | undefined;
  const stop = async () => {
    await site?.close();
    await node.stop();
    fs.rmSync(recordsDir, { recursive: true, force: true });
  };
  try {
    const deployed = await deployProductionCore(rpc, chainId, recordsDir);
    const gem = await seedGemPool(rpc, chainId, deployed.record.contracts.router);
    buildProductionSite(outDir, recordsDir, { [`VITE_RPC_URL_${chainId}`]: rpc });
    site = await serveSite(outDir, readHeadersFile(path.join(outDir, "_headers")));
    return { deployed, gem, site, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
