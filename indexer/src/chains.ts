/**
 * The chains the indexer follows, from the repository's deployment records and the app's own chain table (so the
 * pricing rules, wrapped native coin and whitelist are the app's, never a second copy).
 *
 * Environment:
 * - INDEXER_CHAINS: chain ids to index, comma-separated (default 555555,3344,5555); a chain without a record is left out.
 * - INDEXER_DEPLOYMENTS: "local" (deployments/<id>.json, the default) or "production" (deployments/production/<id>.json).
 * - PONDER_RPC_URL_<id>: the chain's RPC URLs, comma-separated (default: the app's RPC URLs for that profile: the local
 *   nodes of `npm run dev`, or the public RPCs).
 */
import { existsSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { buildChainInfo, INIT_CODE_HASH } from "../../web/src/networks/chainTable.ts";
import { parseDeployment, type Deployment } from "../../web/src/networks/deploymentFile.ts";
import { parseProductionRecord, recordToDeployment } from "../../web/src/networks/productionRecord.ts";
import { PENTAGON_CHAIN_FACTS as PUBLIC_FACTS } from "../../web/src/networks/publicChains.ts";
import type { SupportedChainId } from "../../web/src/networks/types.ts";
import type { PricingRules } from "../../web/src/sdk/marketPricing.ts";

export const INDEXABLE_CHAIN_IDS = [555555, 3344, 5555] as const;

export interface IndexedChain {
  chainId: number;
  /** Ponder's name for the chain (its key in the config). */
  name: string;
  factory: `0x${string}`;
  startBlock: number;
  /** The deployment's Multicall (tryAggregate), for reads that go together; undefined when it has none. */
  multicall: `0x${string}` | undefined;
  rpcUrls: string[];
  rules: PricingRules;
}

const DEPLOYMENTS_DIR = fileURLToPath(new URL("../../deployments/", import.meta.url));

const PRODUCTION = process.env.INDEXER_DEPLOYMENTS === "production";

function recordPath(chainId: number): string {
  return `${DEPLOYMENTS_DIR}${PRODUCTION ? "production/" : ""}${chainId}.json`;
}

/** A record read the way the app's build reads it for the same profile. */
function readRecord(chainId: number, file: string): Deployment {
  const raw: unknown = JSON.parse(readFileSync(file, "utf8"));
  return PRODUCTION ? recordToDeployment(parseProductionRecord(raw, chainId, new Set(), INIT_CODE_HASH)) : parseDeployment(raw);
}

function selectedChainIds(): number[] {
  const raw = process.env.INDEXER_CHAINS;
  if (!raw) return [...INDEXABLE_CHAIN_IDS];
  const ids = raw.split(",").map((s) => Number(s.trim()));
  for (const id of ids) {
    if (!(INDEXABLE_CHAIN_IDS as readonly number[]).includes(id)) throw new Error(`INDEXER_CHAINS: ${id} is not one of ${INDEXABLE_CHAIN_IDS.join(", ")}`);
  }
  return ids;
}

/** Every selected chain that has a deployment record with a factory. */
export function indexedChains(): IndexedChain[] {
  const chains: IndexedChain[] = [];
  for (const chainId of selectedChainIds()) {
    const file = recordPath(chainId);
    if (!existsSync(file)) continue;
    const deployment = readRecord(chainId, file);
    const info = PRODUCTION ? buildChainInfo(chainId as SupportedChainId, deployment, {}, PUBLIC_FACTS) : buildChainInfo(chainId as SupportedChainId, deployment, {});
    const wrappedNative = info.wrappedNative.address;
    const factory = info.contracts.factory;
    if (!wrappedNative || !factory) continue;
    const rpcEnv = process.env[`PONDER_RPC_URL_${chainId}`];
    chains.push({
      chainId,
      name: `chain${chainId}`,
      factory: factory as `0x${string}`,
      startBlock: deployment.deployBlock,
      multicall: info.contracts.multicall as `0x${string}` | undefined,
      rpcUrls: rpcEnv ? rpcEnv.split(",").map((s) => s.trim()).filter(Boolean) : info.rpcUrls,
      rules: { wrappedNative, minNativeLiquidity: info.market.minNativeLiquidity, whitelist: info.market.whitelist },
    });
  }
  if (chains.length === 0) throw new Error("indexer: no chain to index (no deployment record with a factory for INDEXER_CHAINS)");
  return chains;
}

/** The pricing rules of a chain the indexer follows, by chain id. */
export function rulesOf(chainId: number): PricingRules {
  const chain = CHAINS.find((c) => c.chainId === chainId);
  if (!chain) throw new Error(`indexer: chain ${chainId} is not indexed`);
  return chain.rules;
}

/** Read once: the config and the indexing functions see the same list. */
export const CHAINS: readonly IndexedChain[] = indexedChains();
