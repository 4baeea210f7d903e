import { buildAddChainParameters, type AddEthereumChainParameter } from "./addChainParameters";
import { buildChainTable } from "./chainTable";
import { DEPLOYMENTS } from "./deployments";
import { registerChainsWithSdk } from "./configureSdk";
import { buildExplorerLink, type ExplorerLinkKind } from "./explorer";
import type { ChainInfo, SupportedChainId } from "./types";

export type { ChainInfo, ChainContracts, SupportedChainId } from "./types";
export type { AddEthereumChainParameter } from "./addChainParameters";
export type { ExplorerLinkKind } from "./explorer";
export { toHexChainId } from "./addChainParameters";
export { DEPLOYMENTS, getDeployment } from "./deployments";
export type { Profile } from "./profile";
export type { Deployment, DeploymentToken } from "./deploymentFile";

/** The chain table, resolved once at module load from deployments/ and the build-time env. */
export const CHAINS: Record<SupportedChainId, ChainInfo> = buildChainTable(DEPLOYMENTS, import.meta.env);

/** Order used by network selectors: the three local chains first, then Ethereum networks. */
export const SUPPORTED_CHAIN_IDS: SupportedChainId[] = [555555, 3344, 5555, 1, 3, 4];
export const LOCAL_CHAIN_IDS: SupportedChainId[] = [555555, 3344, 5555];
export const DEFAULT_CHAIN_ID = 555555 as const;

export function isSupportedChainId(chainId: number | undefined): chainId is SupportedChainId {
  return chainId !== undefined && Object.prototype.hasOwnProperty.call(CHAINS, chainId);
}

export function getChainInfo(chainId: number | undefined): ChainInfo | undefined {
  return isSupportedChainId(chainId) ? CHAINS[chainId] : undefined;
}


export function explorerLink(chainId: number | undefined, kind: ExplorerLinkKind, value: string): string | undefined {
  return buildExplorerLink(getChainInfo(chainId), kind, value);
}

export function addChainParameters(chainId: number): AddEthereumChainParameter {
  const chain = getChainInfo(chainId);
  if (!chain) throw new Error(`Unsupported chain id: ${chainId}`);
  return buildAddChainParameters(chain);
}
export { ROUTING_BASE_SYMBOLS, SUGGESTED_BASE_SYMBOLS } from "./baseSymbols";
export { NATIVE_CURRENCY_IDS, isNativeCurrencyId } from "./nativeCurrencyIds";
export { parseDeployment } from "./deploymentFile";

/** Registers every chain's wrapped native and factory with the sdk; called once at startup (main.tsx). */
export function configureSdk(): void {
  registerChainsWithSdk(Object.values(CHAINS));
}
