/** Chains the app knows. 555555/3344/5555 are the local Pentagon chains; 1/3/4 are Ethereum networks. */
export type SupportedChainId = 1 | 3 | 4 | 555555 | 3344 | 5555;

import type { Address } from "@/sdk";

/** A contract absent on a chain or build (no deployment record, no default) is undefined, never "". */
export interface ChainContracts {
  factory?: Address;
  router?: Address;
  multicall?: Address;
  v1Factory?: Address;
  migrator?: Address;
  ensRegistry?: Address;
}

/** A chain's pricing parameters: a pool sets a price only with this much native depth, through these tokens. */
interface MarketPricingConfig {
  /** Native wei the measuring side of a pool must be worth for the pool to set a token's price. */
  minNativeLiquidity: bigint;
  /** Tokens (besides the wrapped native) whose deep pools may price other tokens; short, per chain. */
  whitelist: Address[];
}

export interface ChainInfo {
  chainId: SupportedChainId;
  name: string;
  nativeCurrency: { name: string; symbol: string; decimals: 18 };
  /** The address is undefined until the chain's deployment (or a default) provides one. */
  wrappedNative: { address?: Address; symbol: string; name: string; decimals: 18 };
  rpcUrls: string[];
  /** Base URL without trailing slash; links are `${explorerUrl}/tx/{hash}` etc. */
  explorerUrl?: string;
  /** Contract addresses, checksummed; one not deployed/configured on this build is absent. */
  contracts: ChainContracts;
  initCodeHash: string;
  /** Which router method family the chain's router exposes: swapExactETHForTokens vs swapExactPENForTokens. */
  routerNaming: "ETH" | "PEN";
  pollingIntervalMs: number;
  isLocal: boolean;
  /** How the market pages price tokens in the native coin (see sdk/marketPricing). */
  market: MarketPricingConfig;
  logoUrl?: string;
}
