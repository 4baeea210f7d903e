import { parseAddress } from "../sdk";

/** The parts of deployments/<chainId>.json (written by scripts/deploy.ts) the web app reads. */
export interface DeploymentContracts {
  wrappedNative: string;
  factory: string;
  router: string;
  multicall: string;
  v1Factory?: string;
  v1ExchangeTemplate?: string;
  migrator?: string;
  ensRegistry?: string;
  ensResolver?: string;
}

interface DeploymentToken {
  address: string;
  symbol: string;
  name: string;
  decimals: number;
  kind: "standard" | "feeOnTransfer" | "bytes32" | "revertingName" | "permit" | "resetApproval";
}

export interface Deployment {
  chainId: number;
  initCodeHash: string;
  deployBlock: number;
  contracts: DeploymentContracts;
  tokens: DeploymentToken[];
  pairs: { address: string; token0: string; token1: string }[];
  v1Exchanges: { token: string; exchange: string }[];
  ensNames?: Record<string, string>;
}

const REQUIRED_CONTRACTS = ["wrappedNative", "factory", "router", "multicall"] as const;
const OPTIONAL_CONTRACTS = ["v1Factory", "v1ExchangeTemplate", "migrator", "ensRegistry", "ensResolver"] as const;

function checksum(value: unknown, what: string): string {
  const address = parseAddress(value);
  if (!address) throw new Error(`deployment: ${what} is not an address`);
  return address;
}

/**
 * Validates one parsed deployments/<id>.json and checksums its addresses. Throws a one-line error naming
 * the bad field, so a broken file fails the build loudly instead of producing calls to garbage addresses.
 */
export function parseDeployment(raw: unknown): Deployment {
  if (typeof raw !== "object" || raw === null) throw new Error("deployment: not an object");
  const r = raw as Record<string, unknown>;
  if (typeof r.chainId !== "number" || !Number.isInteger(r.chainId)) throw new Error("deployment: chainId missing");
  const c = (r.contracts ?? {}) as Record<string, unknown>;
  const contracts = {} as DeploymentContracts;
  for (const key of REQUIRED_CONTRACTS) contracts[key] = checksum(c[key], `contracts.${key}`);
  for (const key of OPTIONAL_CONTRACTS) if (c[key] !== undefined) contracts[key] = checksum(c[key], `contracts.${key}`);
  const tokens = Array.isArray(r.tokens)
    ? (r.tokens as DeploymentToken[]).map((t, i) => ({ ...t, address: checksum(t?.address, `tokens[${i}].address`) }))
    : [];
  return {
    chainId: r.chainId,
    initCodeHash: typeof r.initCodeHash === "string" ? r.initCodeHash : "",
    deployBlock: typeof r.deployBlock === "number" ? r.deployBlock : 0,
    contracts,
    tokens,
    pairs: Array.isArray(r.pairs) ? (r.pairs as Deployment["pairs"]) : [],
    v1Exchanges: Array.isArray(r.v1Exchanges) ? (r.v1Exchanges as Deployment["v1Exchanges"]) : [],
    ensNames: typeof r.ensNames === "object" && r.ensNames !== null ? (r.ensNames as Record<string, string>) : undefined,
  };
}

/** Indexes parsed files by chain id; later entries for the same chain id win. */
export function indexDeployments(files: unknown[]): Record<number, Deployment> {
  const byChain: Record<number, Deployment> = {};
  for (const file of files) {
    const d = parseDeployment(file);
    byChain[d.chainId] = d;
  }
  return byChain;
}
