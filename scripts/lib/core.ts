/**
 * Deploys PenSwap's core contracts in a fixed order (so addresses are deterministic on a fresh node):
 * wrapped native, canonical V2 factory, PEN router, multicall, Uniswap V1 (template + factory), migrator.
 *
 * The V2 factory and the V1 contracts are deployed from the bytecode shipped in the Uniswap npm packages:
 * compiling v2-core ourselves would change the pair init code hash, and V1 is Vyper we cannot compile here.
 * Typed handles come from Typechain bindings of the interfaces we compile (IUniswapV2Factory, IV1Factory).
 */
import { ContractFactory, Signer } from "ethers";
import {
  IUniswapV2Factory,
  IUniswapV2Factory__factory,
  IV1Factory,
  IV1Factory__factory,
  Multicall,
  Multicall__factory,
  PenMigrator,
  PenMigrator__factory,
  PenRouter,
  PenRouter__factory,
  WrappedNative,
  WrappedNative__factory,
} from "../../typechain-types";

import v2FactoryArtifact from "@uniswap/v2-core/build/UniswapV2Factory.json";
import v1ExchangeArtifact from "@uniswap/v2-periphery/build/UniswapV1Exchange.json";
import v1FactoryArtifact from "@uniswap/v2-periphery/build/UniswapV1Factory.json";

/** keccak256 of the canonical UniswapV2Pair creation code; UniswapV2Library.pairFor hard-codes it. */
export const INIT_CODE_HASH = "0x96e8ac4277198ff8b6f785478aa9a39f403cb768dd02cbee326c3e7da348845f";

export interface WrappedNativeMeta {
  name: string;
  symbol: string;
}

export interface CoreContracts {
  wrappedNative: WrappedNative;
  factory: IUniswapV2Factory;
  router: PenRouter;
  multicall: Multicall;
  v1ExchangeTemplate: string;
  v1Factory: IV1Factory;
  migrator: PenMigrator;
}

/** Deploys an artifact shipped as {abi, bytecode | evm.bytecode.object} and returns its address. */
export async function deployShippedArtifact(
  artifact: { abi: unknown; bytecode?: string; evm?: { bytecode: { object: string } } },
  deployer: Signer,
  args: unknown[] = [],
): Promise<string> {
  const bytecode = artifact.bytecode || artifact.evm?.bytecode.object;
  if (!bytecode) throw new Error("artifact has no bytecode");
  const factory = new ContractFactory(artifact.abi as never, bytecode.startsWith("0x") ? bytecode : `0x${bytecode}`, deployer);
  const contract = await factory.deploy(...args);
  await contract.waitForDeployment();
  return contract.getAddress();
}

export async function deployCore(deployer: Signer, wrapped: WrappedNativeMeta): Promise<CoreContracts> {
  const deployerAddress = await deployer.getAddress();

  const wrappedNative = await new WrappedNative__factory(deployer).deploy(wrapped.name, wrapped.symbol);
  await wrappedNative.waitForDeployment();

  const factoryAddress = await deployShippedArtifact(v2FactoryArtifact, deployer, [deployerAddress]);
  const factory = IUniswapV2Factory__factory.connect(factoryAddress, deployer);

  const router = await new PenRouter__factory(deployer).deploy(factoryAddress, await wrappedNative.getAddress());
  await router.waitForDeployment();

  const multicall = await new Multicall__factory(deployer).deploy();
  await multicall.waitForDeployment();

  const v1ExchangeTemplate = await deployShippedArtifact(v1ExchangeArtifact, deployer);
  const v1FactoryAddress = await deployShippedArtifact(v1FactoryArtifact, deployer);
  const v1Factory = IV1Factory__factory.connect(v1FactoryAddress, deployer);
  await (await v1Factory.initializeFactory(v1ExchangeTemplate)).wait();

  const migrator = await new PenMigrator__factory(deployer).deploy(v1FactoryAddress, await router.getAddress());
  await migrator.waitForDeployment();

  return { wrappedNative, factory, router, multicall, v1ExchangeTemplate, v1Factory, migrator };
}
