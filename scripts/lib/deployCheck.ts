/**
 * Is the deployment in a record present and fully seeded on a chain? Checks code at every address, the
 * pair count and reserves, the V1 exchange count, the ENS names and, as seed markers, the last dev
 * account's share of the last V1 exchange and its reset-approval token balance (the final deploy step).
 */
import { Provider, namehash } from "ethers";
import { IERC20__factory, IUniswapV2Factory__factory, IUniswapV2Pair__factory, IV1Exchange__factory, IV1Factory__factory, PublicResolver__factory } from "../../typechain-types";
import { DEV_ACCOUNT_COUNT } from "./chainConfig";
import type { DeploymentRecord } from "./deploymentRecord";

export type DeployStatus = { deployed: true } | { deployed: false; empty: boolean; reason: string };

function allAddresses(record: DeploymentRecord): [string, string][] {
  return [
    ...Object.entries(record.contracts).map(([key, address]) => [`contracts.${key}`, address] as [string, string]),
    ...record.tokens.map((t) => [`token ${t.symbol}`, t.address] as [string, string]),
    ...record.pairs.map((p) => [`pair ${p.address}`, p.address] as [string, string]),
    ...record.v1Exchanges.map((e) => [`V1 exchange ${e.exchange}`, e.exchange] as [string, string]),
  ];
}

export async function checkDeployed(provider: Provider, record: DeploymentRecord, devAccounts: string[]): Promise<DeployStatus> {
  const missing: string[] = [];
  for (const [what, address] of allAddresses(record)) {
    if ((await provider.getCode(address)) === "0x") missing.push(what);
  }
  const total = allAddresses(record).length;
  if (missing.length === total) return { deployed: false, empty: true, reason: "nothing is deployed" };
  if (missing.length) return { deployed: false, empty: false, reason: `no code at ${missing[0]} (${missing.length} of ${total} addresses)` };

  const pairCount = await IUniswapV2Factory__factory.connect(record.contracts.factory, provider).allPairsLength();
  if (pairCount !== BigInt(record.pairs.length)) return { deployed: false, empty: false, reason: `the factory has ${pairCount} pairs, the record ${record.pairs.length}` };
  for (const pair of record.pairs) {
    const [r0, r1] = await IUniswapV2Pair__factory.connect(pair.address, provider).getReserves();
    if (r0 === 0n || r1 === 0n) return { deployed: false, empty: false, reason: `pair ${pair.address} has no reserves` };
  }

  const v1Count = await IV1Factory__factory.connect(record.contracts.v1Factory, provider).tokenCount();
  if (v1Count !== BigInt(record.v1Exchanges.length)) return { deployed: false, empty: false, reason: `the V1 factory has ${v1Count} exchanges, the record ${record.v1Exchanges.length}` };

  if (record.ensNames && record.contracts.ensResolver) {
    const resolver = PublicResolver__factory.connect(record.contracts.ensResolver, provider);
    for (const [name, address] of Object.entries(record.ensNames)) {
      if ((await resolver["addr(bytes32)"](namehash(name))) !== address) return { deployed: false, empty: false, reason: `${name} does not resolve to ${address}` };
    }
  }

  const last = record.v1Exchanges[record.v1Exchanges.length - 1];
  const lastAccount = devAccounts[DEV_ACCOUNT_COUNT - 1];
  if (last && lastAccount && (await IV1Exchange__factory.connect(last.exchange, provider).balanceOf(lastAccount)) === 0n) {
    return { deployed: false, empty: false, reason: "seeding did not finish (no V1 position for the last dev account)" };
  }
  const reset = record.tokens.find((t) => t.kind === "resetApproval");
  if (reset && lastAccount && (await IERC20__factory.connect(reset.address, provider).balanceOf(lastAccount)) === 0n) {
    return { deployed: false, empty: false, reason: "seeding did not finish (no reset-approval tokens for the last dev account)" };
  }
  return { deployed: true };
}
