import { isPenSwapDeployed } from "./isDeployed.ts";
import { isPentagonChainId, type PentagonChainId } from "./pentagonChainFacts.ts";
import type { BuildEnv } from "./overrides";
import type { ChainInfo, SupportedChainId } from "./types";

/** The build variable that names the chain a visitor without a wallet sees first. */
export const DEFAULT_CHAIN_ENV = "VITE_DEFAULT_CHAIN_ID";

/** The Pentagon chain id a build variable names, or undefined when it names none (unset, not a number, another chain). */
export function parseDefaultChainId(value: unknown): PentagonChainId | undefined {
  if (typeof value !== "string" || !/^\s*\d+\s*$/.test(value)) return undefined;
  const chainId = Number(value);
  return isPentagonChainId(chainId) ? chainId : undefined;
}

/**
 * The chain the app reads before a wallet says otherwise: the build's VITE_DEFAULT_CHAIN_ID when it names a
 * chain with a deployment, else the first chain of the profile's order that has one, else the order's first
 * (then every page says PenSwap is not deployed, and nothing is polled).
 */
export function pickDefaultChainId(
  table: Record<SupportedChainId, Pick<ChainInfo, "contracts" | "wrappedNative">>,
  env: BuildEnv,
  order: readonly PentagonChainId[],
): PentagonChainId {
  const requested = parseDefaultChainId(env[DEFAULT_CHAIN_ENV]);
  if (requested !== undefined && isPenSwapDeployed(table[requested])) return requested;
  return order.find((chainId) => isPenSwapDeployed(table[chainId])) ?? order[0];
}

/**
 * Build-time check of VITE_DEFAULT_CHAIN_ID against the chains that have a production record: the one line
 * that fails the build, or undefined when the variable is unset or names a recorded chain.
 */
export function defaultChainProblem(value: string | undefined, recordedChainIds: readonly number[]): string | undefined {
  if (value === undefined || value.trim() === "") return undefined;
  const chainId = parseDefaultChainId(value);
  const recorded = recordedChainIds.length > 0 ? recordedChainIds.join(", ") : "none";
  if (chainId === undefined) {
    return `production build: ${DEFAULT_CHAIN_ENV}=${value} is not a Pentagon chain id (555555, 3344 or 5555)`;
  }
  if (!recordedChainIds.includes(chainId)) {
    return `production build: ${DEFAULT_CHAIN_ENV}=${chainId} has no record in deployments/production/ (recorded: ${recorded})`;
  }
  return undefined;
}
