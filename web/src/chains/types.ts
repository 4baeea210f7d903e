/** Chains the app knows. 555555/3344/5555 are the local Pentagon chains; 1/3/4 are Ethereum networks. */
export type SupportedChainId = 1 | 3 | 4 | 555555 | 3344 | 5555;

export interface ChainContracts {
  factory: string;
  router: string;
  multicall: string;
  v1Factory?: string;
  migrator?: string;
  ensRegistry?: string;
}

export interface ChainInfo {
  chainId: SupportedChainId;
  name: string;
  nativeCurrency: { name: string; symbol: string; decimals: 18 };
  wrappedNative: { address: string; symbol: string; name: string; decimals: 18 };
  rpcUrls: string[];
  /** Base URL without trailing slash; links are `${explorerUrl}/tx/{hash}` etc. */
  explorerUrl?: string;
  /**
   * Contract addresses, checksummed. An empty string means "not deployed/configured on this build"
   * (e.g. a local chain whose deployments/<id>.json does not exist yet); callers must check with
   * `hasContract` before using one.
   */
  contracts: ChainContracts;
  initCodeHash: string;
  /** Which router method family the chain's router exposes: swapExactETHForTokens vs swapExactPENForTokens. */
  routerNaming: "ETH" | "PEN";
  pollingIntervalMs: number;
  isLocal: boolean;
  logoUrl?: string;
}
