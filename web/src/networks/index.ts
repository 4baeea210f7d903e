import { buildAddChainParameters, type AddEthereumChainParameter } from "./addChainParameters";
import { buildChainTable } from "./chainTable";
import { DEPLOYMENTS } from "./deployments";
import { registerChainsWithSdk } from "./configureSdk";
import { buildExplorerLink, type ExplorerLinkKind } from "./explorer";
import type { ChainInfo, SupportedChainId } from "./types";
import { isPenSwapDeployed } from "./isDeployed";
import { pickDefaultChainId } from "./defaultChain";
// The Vite config resolves this import to ./publicChains in a production build (the public networks' order).
import { DEFAULT_CHAIN_ORDER } from "./localChainFacts";

export type { ChainInfo, ChainContracts, SupportedChainId } from "./types";
export type { AddEthereumChainParameter } from "./addChainParameters";
export type { ExplorerLinkKind } from "./explorer";
export { DEPLOYMENTS, getDeployment } from "./deployments";
export type { Profile } from "./profile";
export type { Deployment } from "./deploymentFile";

/** The chain table, resolved once at module load from deployments/ and the build-time env. */
export const CHAINS: Record<SupportedChainId, ChainInfo> = buildChainTable(DEPLOYMENTS, import.meta.env);

/** Order used by network selectors: the three local chains first, then Ethereum networks. */
export const SUPPORTED_CHAIN_IDS: SupportedChainId[] = [555555, 3344, 5555, 1, 3, 4];
/** The chain read before a wallet connects (see pickDefaultChainId): 555555 in the local profile. */
export const DEFAULT_CHAIN_ID: SupportedChainId = pickDefaultChainId(CHAINS, import.meta.env, DEFAULT_CHAIN_ORDER);

/** The Pentagon chains in the profile's order, those with a PenSwap deployment first (the network selector's order). */
export const NETWORK_ORDER: SupportedChainId[] = [
  ...DEFAULT_CHAIN_ORDER.filter((chainId) => isPenSwapDeployed(CHAINS[chainId])),
  ...DEFAULT_CHAIN_ORDER.filter((chainId) => !isPenSwapDeployed(CHAINS[chainId])),
];

export { isPenSwapDeployed };

/** True when the build has PenSwap's contracts on the chain; only such a chain's RPC is ever polled. */
export function isChainDeployed(chainId: number | undefined): boolean {
  const chain = getChainInfo(chainId);
  return chain !== undefined && isPenSwapDeployed(chain);
}

function isSupportedChainId(chainId: number | undefined): chainId is SupportedChainId {
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
