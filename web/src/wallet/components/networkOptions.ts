import type { ChainInfo } from "@/networks";

/** One entry of the network selector: the chain id as the option's value, its name, logo and whether PenSwap is there. */
interface NetworkOption {
  label: string;
  value: string;
  logo: string;
  deployed: boolean;
}

function logoFor(symbol: string): string {
  // A self-contained badge with the native symbol, so the selector needs no external image host.
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24"><circle cx="12" cy="12" r="12" fill="#D6006A"/><text x="12" y="16" font-size="8" font-family="sans-serif" fill="#fff" text-anchor="middle">${symbol}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/**
 * The selector's options in the given order, the chains where PenSwap is deployed first (the order is kept
 * within each group), so the first choices are the ones a visitor can trade on.
 */
export function networkOptions(chains: readonly Pick<ChainInfo, "chainId" | "name" | "logoUrl" | "nativeCurrency">[], isDeployed: (chainId: number) => boolean): NetworkOption[] {
  const options = chains.map((chain) => ({
    label: chain.name,
    value: String(chain.chainId),
    logo: chain.logoUrl ?? logoFor(chain.nativeCurrency.symbol),
    deployed: isDeployed(chain.chainId),
  }));
  return [...options.filter((o) => o.deployed), ...options.filter((o) => !o.deployed)];
}
