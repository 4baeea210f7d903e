/**
 * Deploys and seeds one fresh chain, in a fixed order so every address is deterministic:
 * core contracts, test tokens, ENS (if configured), V2 pools, token funding, V1 positions, then the
 * reset-approval token with its pool (added last so the earlier addresses did not move). The last dev
 * account's reset-approval balance marks a complete run (see deployCheck.ts).
 */
import { Signer } from "ethers";
import { chainConfig, DEV_ACCOUNT_COUNT } from "./chainConfig";
import { deployCore, INIT_CODE_HASH } from "./core";
import type { DeploymentRecord } from "./deploymentRecord";
import { deployEns } from "./ens";
import { fundAccounts } from "./funding";
import { seedPools } from "./pools";
import { deployTokens } from "./tokens";
import { createV1Positions } from "./v1Positions";
import { deployResetApprovalToken } from "./resetApprovalToken";

/** signers: dev accounts #0..#4 (at least), #0 being the deployer. */
export async function deployAndSeed(chainId: number, signers: Signer[], log: (s: string) => void = () => undefined): Promise<DeploymentRecord> {
  const config = chainConfig(chainId);
  if (signers.length < DEV_ACCOUNT_COUNT) throw new Error(`need ${DEV_ACCOUNT_COUNT} unlocked dev accounts, the node offers ${signers.length}`);
  const devAccounts = signers.slice(0, DEV_ACCOUNT_COUNT);
  const [deployer] = devAccounts;
  const addresses = await Promise.all(devAccounts.map((s) => s.getAddress()));
  const provider = deployer.provider;
  if (!provider) throw new Error("deployer signer has no provider");
  const deployBlock = (await provider.getBlockNumber()) + 1;

  log("core contracts");
  const core = await deployCore(deployer, config.wrapped);
  log(`${config.tokens.length} tokens`);
  const tokens = await deployTokens(config.tokens, deployer);

  let ens: Awaited<ReturnType<typeof deployEns>> | undefined;
  if (config.ensNames) {
    log("ENS");
    const names = Object.fromEntries(Object.entries(config.ensNames).map(([name, index]) => [name, addresses[index]]));
    ens = await deployEns(deployer, names, config.ensContenthashName);
  }

  log(`${config.pools.length} pools`);
  const pairs = await seedPools(config.pools, tokens, core.router, core.factory, deployer);
  log("funding dev accounts");
  await fundAccounts(tokens, deployer, addresses.slice(1), config.fundPerAccount);
  log(`${config.v1Positions.length} V1 exchanges`);
  const v1Exchanges = await createV1Positions(config.v1Positions, tokens, core.v1Factory, deployer, devAccounts);
  log("reset-approval token");
  const reset = await deployResetApprovalToken(core.router, core.factory, deployer, addresses.slice(1), config.fundPerAccount);
  tokens.push(reset.token);
  pairs.push(reset.pair);

  const record: DeploymentRecord = {
    chainId,
    initCodeHash: INIT_CODE_HASH,
    deployBlock,
    contracts: {
      wrappedNative: await core.wrappedNative.getAddress(),
      factory: await core.factory.getAddress(),
      router: await core.router.getAddress(),
      multicall: await core.multicall.getAddress(),
      v1Factory: await core.v1Factory.getAddress(),
      v1ExchangeTemplate: core.v1ExchangeTemplate,
      migrator: await core.migrator.getAddress(),
      ...(ens ? { ensRegistry: await ens.registry.getAddress(), ensResolver: await ens.resolver.getAddress() } : {}),
    },
    tokens: tokens.map((t) => ({ address: t.address, symbol: t.symbol, name: t.name, decimals: t.decimals, kind: t.kind })),
    pairs,
    v1Exchanges,
    ...(ens ? { ensNames: ens.names } : {}),
  };
  return record;
}
