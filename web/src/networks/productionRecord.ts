import { ZeroAddress } from "ethers";
import { parseAddress } from "../sdk/index.ts";
import type { Deployment, DeploymentContracts } from "./deploymentFile.ts";

/**
 * deployments/production/<chainId>.json: what scripts/deploy-production.ts wrote after deploying the core
 * contracts to a public network. Checked in, reviewed like code, and the only source of contract addresses
 * in a production build.
 */
export interface ProductionRecord {
  chainId: number;
  initCodeHash: string;
  deployBlock: number;
  contracts: DeploymentContracts;
  /** Deploy transaction hash per contract this deployment created (an existing wrapped native has none). */
  transactions: Partial<Record<keyof DeploymentContracts, string>>;
}

const REQUIRED = ["factory", "router", "wrappedNative", "multicall"] as const;
const OPTIONAL = ["migrator", "v1Factory", "ensRegistry"] as const;
const KNOWN = new Set<string>([...REQUIRED, ...OPTIONAL]);
const HASH = /^0x[0-9a-fA-F]{64}$/;

/**
 * Validates one record. `fileChainId` is the id in the file name; `forbidden` holds lower-cased addresses
 * that must never appear (the local deterministic deployment addresses). Throws one line naming the file
 * and the field, so a bad record stops the build before any site exists.
 */
export function parseProductionRecord(raw: unknown, fileChainId: number, forbidden: ReadonlySet<string>, expectedInitCodeHash: string): ProductionRecord {
  const where = `deployments/production/${fileChainId}.json`;
  const fail = (message: string): never => {
    throw new Error(`${where}: ${message}`);
  };
  if (typeof raw !== "object" || raw === null || Array.isArray(raw)) fail("not a JSON object");
  const r = raw as Record<string, unknown>;
  if (r.chainId !== fileChainId) fail(`chainId ${JSON.stringify(r.chainId)} does not match the file name (${fileChainId})`);
  if (typeof r.initCodeHash !== "string" || r.initCodeHash.toLowerCase() !== expectedInitCodeHash.toLowerCase()) {
    fail(`initCodeHash ${JSON.stringify(r.initCodeHash)} is not the pair init code hash ${expectedInitCodeHash}`);
  }
  if (typeof r.deployBlock !== "number" || !Number.isSafeInteger(r.deployBlock) || r.deployBlock < 0) fail("deployBlock is not a block number");
  const c = r.contracts;
  if (typeof c !== "object" || c === null) fail("contracts missing");
  const rawContracts = c as Record<string, unknown>;
  for (const key of Object.keys(rawContracts)) if (!KNOWN.has(key)) fail(`contracts.${key} is not a known contract`);
  const address = (key: string, value: unknown): string => {
    // A mixed-case address with a wrong checksum is refused too: a typo, not a choice.
    const checksummed = parseAddress(value);
    if (!checksummed) return fail(`contracts.${key} is not an address: ${JSON.stringify(value)}`);
    if (checksummed === ZeroAddress) fail(`contracts.${key} is the zero address`);
    if (forbidden.has(checksummed.toLowerCase())) {
      fail(`contracts.${key} ${checksummed} is a local deterministic deployment address (Hardhat test keys can occupy it on any network)`);
    }
    return checksummed;
  };
  const contracts = {} as DeploymentContracts;
  for (const key of REQUIRED) contracts[key] = address(key, rawContracts[key]);
  for (const key of OPTIONAL) if (rawContracts[key] !== undefined) contracts[key] = address(key, rawContracts[key]);
  const transactions: ProductionRecord["transactions"] = {};
  const rawTx = r.transactions ?? {};
  if (typeof rawTx !== "object" || rawTx === null) fail("transactions is not an object");
  for (const [key, hash] of Object.entries(rawTx as Record<string, unknown>)) {
    if (!KNOWN.has(key)) fail(`transactions.${key} is not a known contract`);
    if (typeof hash !== "string" || !HASH.test(hash)) fail(`transactions.${key} is not a transaction hash`);
    transactions[key as keyof DeploymentContracts] = hash as string;
  }
  return { chainId: fileChainId, initCodeHash: expectedInitCodeHash, deployBlock: r.deployBlock as number, contracts, transactions };
}

/** The app's view of a record: a deployment without test tokens, pools or V1 positions. */
export function recordToDeployment(record: ProductionRecord): Deployment {
  return {
    chainId: record.chainId,
    initCodeHash: record.initCodeHash,
    deployBlock: record.deployBlock,
    contracts: record.contracts,
    tokens: [],
    pairs: [],
    v1Exchanges: [],
  };
}
