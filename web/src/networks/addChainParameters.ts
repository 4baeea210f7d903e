import type { ChainInfo } from "./types";

/** The `wallet_addEthereumChain` parameter (EIP-3085) for a chain of the table. */
export interface AddEthereumChainParameter {
  chainId: string;
  chainName: string;
  nativeCurrency: { name: string; symbol: string; decimals: 18 };
  rpcUrls: string[];
  blockExplorerUrls: string[];
}

function toHexChainId(chainId: number): string {
  return `0x${chainId.toString(16)}`;
}

export function buildAddChainParameters(chain: ChainInfo): AddEthereumChainParameter {
  return {
    chainId: toHexChainId(chain.chainId),
    chainName: chain.name,
    nativeCurrency: { ...chain.nativeCurrency },
    rpcUrls: [...chain.rpcUrls],
    blockExplorerUrls: chain.explorerUrl ? [chain.explorerUrl] : [],
  };
}
