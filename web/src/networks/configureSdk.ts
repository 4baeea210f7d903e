import { setPairAddressConfig, setWrappedNative, Token } from "@/sdk";
import type { ChainInfo } from "./types";

/**
 * The sdk knows WETH and the canonical factory; our chains' wrapped natives (WPEN, WPC, WOAS) and factories come
 * from deployments/, so they are registered with the sdk once, before anything computes a pair or a trade.
 */
export function registerChainsWithSdk(chains: readonly ChainInfo[]): void {
  for (const chain of chains) {
    const { address, symbol, name, decimals } = chain.wrappedNative;
    if (address) setWrappedNative(new Token(chain.chainId, address, decimals, symbol, name));
    const { factory } = chain.contracts;
    if (factory) {
      setPairAddressConfig(chain.chainId, { factory, initCodeHash: chain.initCodeHash });
    }
  }
}
