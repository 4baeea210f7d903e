import type { ChainInfo } from "@/chains";

/**
 * True when this build knows PenSwap's core contracts on the chain. In production they come only from a
 * checked-in record; without one the trading pages must not read from or send to any address.
 */
export function isPenSwapDeployed(chain: Pick<ChainInfo, "contracts" | "wrappedNative">): boolean {
  const { factory, router, multicall } = chain.contracts;
  return [factory, router, multicall, chain.wrappedNative.address].every((address) => address !== undefined);
}
