/**
 * Deploys PenSwap's core to a public network and writes deployments/production/<chainId>.json: the wrapped
 * native token (unless the record names an existing one), the canonical V2 factory (shipped bytecode, so the
 * canonical pair init code hash), the PEN router, multicall, and the migrator only where a V1 factory exists.
 * No test tokens, no pools. Resumable: progress is kept in <chainId>.json.partial after every contract, and a
 * contract whose code is already at the recorded address is not deployed again.
 */
import { ContractFactory, getAddress, keccak256, type Provider, type Signer, type TransactionResponse } from "ethers";
import fs from "fs";
import path from "path";
import { Multicall__factory, PenMigrator__factory, PenRouter__factory, WrappedNative__factory } from "../../typechain-types";
import v2FactoryArtifact from "@uniswap/v2-core/build/UniswapV2Factory.json";
import v2PairArtifact from "@uniswap/v2-core/build/UniswapV2Pair.json";
import { INIT_CODE_HASH } from "./core";

export type ContractName = "wrappedNative" | "factory" | "router" | "multicall" | "migrator";

export interface ProductionProgress {
  chainId: number;
  initCodeHash: string;
  deployBlock: number;
  contracts: Partial<Record<ContractName | "v1Factory" | "ensRegistry", string>>;
  transactions: Partial<Record<ContractName, string>>;
}

export interface ProductionDeployOptions {
  chainId: number;
  deployer: Signer;
  provider: Provider;
  recordsDir: string;
  wrapped: { name: string; symbol: string };
  confirmations: number;
  log: (line: string) => void;
}

export function recordFile(dir: string, chainId: number): string {
  return path.join(dir, `${chainId}.json`);
}
const partialFile = (dir: string, chainId: number) => `${recordFile(dir, chainId)}.partial`;

/** Where a run starts: the unfinished progress, else the finished record (to add what is missing), else nothing. */
export function readProgress(dir: string, chainId: number): ProductionProgress {
  for (const file of [partialFile(dir, chainId), recordFile(dir, chainId)]) {
    if (fs.existsSync(file)) {
      const raw = JSON.parse(fs.readFileSync(file, "utf8")) as ProductionProgress;
      if (raw.chainId !== chainId) throw new Error(`${file} is for chain ${raw.chainId}, not ${chainId}`);
      return { ...raw, contracts: { ...raw.contracts }, transactions: { ...(raw.transactions ?? {}) } };
    }
  }
  return { chainId, initCodeHash: INIT_CODE_HASH, deployBlock: 0, contracts: {}, transactions: {} };
}

function saveProgress(dir: string, progress: ProductionProgress): void {
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(partialFile(dir, progress.chainId), `${JSON.stringify(progress, null, 2)}\n`);
}

/** The pair bytecode shipped by @uniswap/v2-core is the one whose hash UniswapV2Library hard-codes. */
export function shippedPairInitCodeHash(): string {
  const bytecode = v2PairArtifact.bytecode || v2PairArtifact.evm.bytecode.object;
  return keccak256(bytecode.startsWith("0x") ? bytecode : `0x${bytecode}`);
}

const hex = (code: string) => (code.startsWith("0x") ? code : `0x${code}`).toLowerCase();

/** One deploy transaction per contract still missing, in order; the router and migrator need earlier addresses. */
function deployRequests(o: ProductionDeployOptions, c: ProductionProgress["contracts"], deployerAddress: string) {
  const factoryBytecode = hex(v2FactoryArtifact.evm.bytecode.object);
  return {
    wrappedNative: async () => new WrappedNative__factory(o.deployer).getDeployTransaction(o.wrapped.name, o.wrapped.symbol),
    factory: async () => new ContractFactory(v2FactoryArtifact.abi, factoryBytecode, o.deployer).getDeployTransaction(deployerAddress),
    router: async () => new PenRouter__factory(o.deployer).getDeployTransaction(c.factory ?? deployerAddress, c.wrappedNative ?? deployerAddress),
    multicall: async () => new Multicall__factory(o.deployer).getDeployTransaction(),
    migrator: async () => new PenMigrator__factory(o.deployer).getDeployTransaction(c.v1Factory ?? deployerAddress, c.router ?? deployerAddress),
  } satisfies Record<ContractName, () => Promise<{ data: string }>>;
}

/** The contracts a run would still deploy (existing code at a recorded address counts as deployed). */
export async function missingContracts(o: ProductionDeployOptions, progress: ProductionProgress): Promise<ContractName[]> {
  const names: ContractName[] = ["wrappedNative", "factory", "router", "multicall"];
  if (progress.contracts.v1Factory) names.push("migrator");
  const missing: ContractName[] = [];
  for (const name of names) {
    const address = progress.contracts[name];
    if (!address || (await o.provider.getCode(address)) === "0x") missing.push(name);
  }
  return missing;
}

/** Gas × current fee per gas for the missing contracts (placeholders stand in for addresses not known yet). */
export async function estimateCost(o: ProductionDeployOptions, progress: ProductionProgress, missing: ContractName[]): Promise<bigint> {
  const from = await o.deployer.getAddress();
  const requests = deployRequests(o, progress.contracts, from);
  const fee = await o.provider.getFeeData();
  const perGas = fee.maxFeePerGas ?? fee.gasPrice ?? 0n;
  let gas = 0n;
  for (const name of missing) gas += await o.provider.estimateGas({ ...(await requests[name]()), from });
  return gas * perGas;
}

/** Deploys what is missing, checks everything, writes the record; returns it. */
export async function deployProduction(o: ProductionDeployOptions, progress: ProductionProgress): Promise<ProductionProgress> {
  const from = await o.deployer.getAddress();
  for (const name of await missingContracts(o, progress)) {
    const request = await deployRequests(o, progress.contracts, from)[name]();
    const response: TransactionResponse = await o.deployer.sendTransaction(request);
    o.log(`${name}: sent ${response.hash}, waiting for ${o.confirmations} confirmation(s)`);
    const receipt = await response.wait(o.confirmations);
    if (!receipt || receipt.status !== 1 || !receipt.contractAddress) throw new Error(`${name}: deploy transaction ${response.hash} failed`);
    progress.contracts[name] = getAddress(receipt.contractAddress);
    progress.transactions[name] = response.hash;
    if (!progress.deployBlock) progress.deployBlock = receipt.blockNumber;
    saveProgress(o.recordsDir, progress);
    o.log(`${name}: ${progress.contracts[name]}`);
  }
  await verifyDeployment(o, progress);
  const file = recordFile(o.recordsDir, progress.chainId);
  fs.mkdirSync(o.recordsDir, { recursive: true });
  fs.writeFileSync(file, `${JSON.stringify(progress, null, 2)}\n`);
  fs.rmSync(partialFile(o.recordsDir, progress.chainId), { force: true });
  return progress;
}

/** Code at every address, the canonical factory bytecode (so the canonical pairs), and the router's wiring. */
export async function verifyDeployment(o: Pick<ProductionDeployOptions, "provider">, progress: ProductionProgress): Promise<void> {
  for (const [name, address] of Object.entries(progress.contracts)) {
    if (address && (await o.provider.getCode(address)) === "0x") throw new Error(`check: no code at ${name} ${address}`);
  }
  const { factory, router, wrappedNative } = progress.contracts;
  if (!factory || !router || !wrappedNative) throw new Error("check: factory, router and wrapped native are required");
  if (hex(await o.provider.getCode(factory)) !== hex(v2FactoryArtifact.evm.deployedBytecode.object)) {
    throw new Error(`check: the factory at ${factory} is not the canonical UniswapV2Factory`);
  }
  if (shippedPairInitCodeHash() !== INIT_CODE_HASH) throw new Error("check: the shipped pair bytecode does not hash to the canonical init code hash");
  const penRouter = PenRouter__factory.connect(router, o.provider);
  if (getAddress(await penRouter.factory()) !== getAddress(factory)) throw new Error("check: the router points at another factory");
  if (getAddress(await penRouter.WPEN()) !== getAddress(wrappedNative)) throw new Error("check: the router points at another wrapped native token");
  progress.initCodeHash = INIT_CODE_HASH;
}
