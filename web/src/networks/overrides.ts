import { parseAddress, type Address } from "../sdk/index.ts";
import type { ChainContracts } from "./types.ts";

/** Build-time environment (Vite's import.meta.env or a plain object in tests). */
export type BuildEnv = Record<string, string | boolean | undefined>;

interface ChainOverrides {
  rpcUrls?: string[];
  explorerUrl?: string;
  contracts: Partial<ChainContracts>;
  wrappedNative?: Address;
}

/** Env variable suffix per contract: VITE_FACTORY_ADDRESS_555555, VITE_ROUTER_ADDRESS_555555, ... */
const CONTRACT_ENV: Record<keyof ChainContracts, string> = {
  factory: "FACTORY",
  router: "ROUTER",
  multicall: "MULTICALL",
  v1Factory: "V1_FACTORY",
  migrator: "MIGRATOR",
  ensRegistry: "ENS_REGISTRY",
};

function read(env: BuildEnv, name: string): string | undefined {
  const v = env[name];
  return typeof v === "string" && v.trim() !== "" ? v.trim() : undefined;
}

function readAddress(env: BuildEnv, name: string): Address | undefined {
  const v = read(env, name);
  if (v === undefined) return undefined;
  const address = parseAddress(v);
  // A typo in a build variable must not silently send reads to a wrong contract.
  if (!address) throw new Error(`${name} is not a valid address: ${v}`);
  return address;
}

function checkUrl(name: string, v: string): string {
  if (!/^https?:\/\/\S+$/i.test(v)) throw new Error(`${name} is not an http(s) URL: ${v}`);
  return v.replace(/\/+$/, "");
}

function readUrl(env: BuildEnv, name: string): string | undefined {
  const v = read(env, name);
  return v === undefined ? undefined : checkUrl(name, v);
}

/**
 * Reads the per-chain build-time overrides:
 *   VITE_RPC_URL_<id> (comma-separated list allowed), VITE_EXPLORER_URL_<id>,
 *   VITE_<FACTORY|ROUTER|MULTICALL|V1_FACTORY|MIGRATOR|ENS_REGISTRY|WRAPPED_NATIVE>_ADDRESS_<id>.
 */
export function readChainOverrides(env: BuildEnv, chainId: number): ChainOverrides {
  const rpcName = `VITE_RPC_URL_${chainId}`;
  const rpcUrls = read(env, rpcName)
    ?.split(",")
    .map((u) => u.trim())
    .filter(Boolean)
    .map((u) => checkUrl(rpcName, u));
  const contracts: Partial<ChainContracts> = {};
  for (const [key, envName] of Object.entries(CONTRACT_ENV) as [keyof ChainContracts, string][]) {
    const address = readAddress(env, `VITE_${envName}_ADDRESS_${chainId}`);
    if (address) contracts[key] = address;
  }
  return {
    rpcUrls: rpcUrls && rpcUrls.length > 0 ? rpcUrls : undefined,
    explorerUrl: readUrl(env, `VITE_EXPLORER_URL_${chainId}`),
    contracts,
    wrappedNative: readAddress(env, `VITE_WRAPPED_NATIVE_ADDRESS_${chainId}`),
  };
}
